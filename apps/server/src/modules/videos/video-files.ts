import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { API_PREFIX } from '../../http/api-prefix.ts';
import { badRequest } from '../../http/app-error.ts';
import type { UrlSigner } from '../../http/signed-urls.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { DeclaredType } from '../../uploads/declared-type.ts';
import { IMAGE_CONTENT_TYPES, type ImageKind, inspectImage } from '../../uploads/image-inspection.ts';
import type { ByteReader } from '../../uploads/video-inspection.ts';

/**
 * Where a video's file and its thumbnail live, and how they are handed out: the file under a random
 * name, played only through a signed, expiring link (as research reports are); the thumbnail,
 * checked and re-encoded as the groups' pictures are, from one public route (cards show it).
 */

const VIDEO_FOLDER = 'videos';
const THUMBNAIL_FOLDER = 'video-thumbnails';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const VIDEO_NAME = new RegExp(`^${UUID}\\.(mp4|webm)$`);
const THUMBNAIL_NAME = new RegExp(`^${UUID}\\.(png|jpg|webp)$`);

/** The signed link's route; the file's name follows. */
export const VIDEO_STREAM_ROUTE = '/video/stream/';
export const VIDEO_THUMBNAILS_ROUTE = '/video/thumbnails/';

export const newVideoKey = (extension: string) => `${VIDEO_FOLDER}/${randomUUID()}.${extension}`;

/** The storage key behind a streamed name, or null for names we never hand out. */
export function videoKeyOf(name: string): string | null {
  return VIDEO_NAME.test(name) ? `${VIDEO_FOLDER}/${name}` : null;
}

export const videoContentTypeOf = (name: string) => (name.endsWith('.webm') ? 'video/webm' : 'video/mp4');

/** A signed link to play `fileKey` for `ttlSeconds`, and when it stops working. */
export function signedVideoUrl(signer: UrlSigner, fileKey: string, ttlSeconds: number) {
  // The signer writes report links; its expiry and signature are over the key alone, so they serve
  // this route's link as well (the reports' route serves PDFs only, this one videos only).
  const signed = signer.url(fileKey, ttlSeconds);
  const query = signed.slice(signed.indexOf('?'));
  const expires = Number(new URLSearchParams(query).get('expires'));
  const name = fileKey.slice(VIDEO_FOLDER.length + 1);
  return { url: `${API_PREFIX}${VIDEO_STREAM_ROUTE}${name}${query}`, expiresAt: new Date(expires * 1000) };
}

/** Random access to a stored file through ranged reads (what inspection reads: a few headers). */
export function storedFileReader(storage: StorageProvider, key: string, size: number): ByteReader {
  return {
    size,
    read: async (offset, length) => {
      const end = Math.min(size, offset + length) - 1;
      if (end < offset) return Buffer.alloc(0);
      const file = await storage.open(key, { start: offset, end });
      if (!file) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}

/** What an HTTP Range header asks of a file of `size` bytes (RFC 9110 §14). */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * One byte range: `start-end`, `start-` or `-suffix`. No header, another unit or several ranges get
 * the whole file (a server may ignore Range); a malformed or unsatisfiable bytes range is a 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const spec = match[1]!.trim();
  if (spec.includes(',')) return { kind: 'whole' };
  const parts = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '') || size === 0) return { kind: 'unsatisfiable' };
  if (parts[1] === '') {
    const suffix = Number(parts[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(parts[1]);
  const last = parts[2] === '' ? size - 1 : Number(parts[2]);
  if (start >= size || last < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(last, size - 1) };
}

// ---- thumbnails ----

export const MAX_THUMBNAIL_BYTES = 10 * 1024 * 1024;
const IMAGE_LIMITS = { maxSide: 6000, minSide: 32 };
const STORED_SIDE = 1280;
const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPES: Record<string, string> = {
  png: IMAGE_CONTENT_TYPES.png,
  jpg: IMAGE_CONTENT_TYPES.jpeg,
  webp: IMAGE_CONTENT_TYPES.webp,
};

export type ThumbnailUpload = { bytes: Buffer } & DeclaredType;

const refuseThumbnail = (message: string) =>
  badRequest(`Thumbnail: ${message}`, { thumbnail: [`Thumbnail: ${message}`] });

/** Checks the picture (a 400 naming `thumbnail` when refused), resizes it and stores it; answers its URL. */
export async function storeThumbnail(storage: StorageProvider, upload: ThumbnailUpload): Promise<string> {
  const inspected = await inspectImage(upload.bytes, upload, IMAGE_LIMITS);
  if (!inspected.ok) {
    const { problem } = inspected;
    if (problem.code === 'not-an-image') throw refuseThumbnail('image files only (PNG, JPEG or WebP)');
    if (problem.code === 'damaged') throw refuseThumbnail('the image is damaged or incomplete');
    if (problem.code === 'type-mismatch')
      throw refuseThumbnail('the file name or type does not match its content');
    throw refuseThumbnail(
      `the image must be between ${IMAGE_LIMITS.minSide} and ${IMAGE_LIMITS.maxSide} pixels a side`,
    );
  }
  const { kind, bytes } = inspected.image;
  const resized = await sharp(bytes)
    .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true })
    .toFormat(kind)
    .toBuffer();
  const name = `${randomUUID()}.${EXTENSIONS[kind]}`;
  await storage.put(`${THUMBNAIL_FOLDER}/${name}`, resized);
  return `${API_PREFIX}${VIDEO_THUMBNAILS_ROUTE}${name}`;
}

/** The stored thumbnail behind a public name, or null for names we never hand out. */
export function storedThumbnail(name: string): { key: string; contentType: string } | null {
  if (!THUMBNAIL_NAME.test(name)) return null;
  return {
    key: `${THUMBNAIL_FOLDER}/${name}`,
    contentType: CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!,
  };
}

/** Removes stored files whose rows are gone (best effort: a leftover file harms nothing). */
export async function removeVideoFiles(
  storage: StorageProvider,
  files: { fileKey?: string | null; thumbnail?: string | null },
): Promise<void> {
  const prefix = `${API_PREFIX}${VIDEO_THUMBNAILS_ROUTE}`;
  const thumbnail = files.thumbnail?.startsWith(prefix)
    ? storedThumbnail(files.thumbnail.slice(prefix.length))
    : null;
  await Promise.all([
    files.fileKey ? storage.remove(files.fileKey).catch(() => undefined) : undefined,
    thumbnail ? storage.remove(thumbnail.key).catch(() => undefined) : undefined,
  ]);
}

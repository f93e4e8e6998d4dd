import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { API_PREFIX } from '../../http/api-prefix.ts';
import { badRequest } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { DeclaredType } from '../../uploads/declared-type.ts';
import { IMAGE_CONTENT_TYPES, type ImageKind, inspectImage } from '../../uploads/image-inspection.ts';

/**
 * A webinar's cover picture, handled as a group's: checked by content (decoded in full and
 * re-encoded: no SVG, no polyglot, no metadata), resized to what a card shows, stored under a
 * random name and served from one public route (webinars are shown to visitors).
 */
export type WebinarPictureUpload = { bytes: Buffer } & DeclaredType;

export const WEBINAR_PICTURES_ROUTE = '/trending/webinar-pictures/';
/** As the groups' files. */
export const MAX_WEBINAR_PICTURE_BYTES = 10 * 1024 * 1024;
const FOLDER = 'webinar-pictures';
const IMAGE_LIMITS = { maxSide: 6000, minSide: 32 };
const STORED_SIDE = 1200;
const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPES: Record<string, string> = {
  png: IMAGE_CONTENT_TYPES.png,
  jpg: IMAGE_CONTENT_TYPES.jpeg,
  webp: IMAGE_CONTENT_TYPES.webp,
};
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

const refuse = (message: string) =>
  badRequest(`Cover picture: ${message}`, { picture: [`Cover picture: ${message}`] });

/** The stored file behind a public name, or null for names we never hand out. */
export function storedWebinarPicture(fileName: string): { key: string; contentType: string } | null {
  if (!FILE_NAME.test(fileName)) return null;
  return {
    key: `${FOLDER}/${fileName}`,
    contentType: CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)]!,
  };
}

/** Checks the picture (a 400 naming `picture` when refused) and answers its clean, resized copy. */
export async function checkWebinarPicture(
  upload: WebinarPictureUpload,
): Promise<{ bytes: Buffer; extension: string }> {
  const inspected = await inspectImage(upload.bytes, upload, IMAGE_LIMITS);
  if (!inspected.ok) {
    const { problem } = inspected;
    if (problem.code === 'not-an-image') throw refuse('image files only (PNG, JPEG or WebP)');
    if (problem.code === 'damaged') throw refuse('the image is damaged or incomplete');
    if (problem.code === 'type-mismatch') throw refuse('the file name or type does not match its content');
    throw refuse(
      `the image must be between ${IMAGE_LIMITS.minSide} and ${IMAGE_LIMITS.maxSide} pixels a side`,
    );
  }
  const { kind, bytes } = inspected.image;
  const resized = await sharp(bytes)
    .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true })
    .toFormat(kind)
    .toBuffer();
  return { bytes: resized, extension: EXTENSIONS[kind] };
}

/** Stores a checked picture under a random name; answers its public URL. */
export async function storeWebinarPicture(
  storage: StorageProvider,
  picture: { bytes: Buffer; extension: string },
): Promise<string> {
  const fileName = `${randomUUID()}.${picture.extension}`;
  await storage.put(`${FOLDER}/${fileName}`, picture.bytes);
  return `${API_PREFIX}${WEBINAR_PICTURES_ROUTE}${fileName}`;
}

/** Removes a stored picture whose webinar was not saved (best effort: a leftover file harms nothing). */
export async function removeWebinarPicture(storage: StorageProvider, url: string): Promise<void> {
  const prefix = `${API_PREFIX}${WEBINAR_PICTURES_ROUTE}`;
  if (!url.startsWith(prefix)) return;
  const stored = storedWebinarPicture(url.slice(prefix.length));
  if (stored) await storage.remove(stored.key).catch(() => undefined);
}

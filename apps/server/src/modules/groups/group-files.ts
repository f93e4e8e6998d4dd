import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { API_PREFIX } from '../../http/api-prefix.ts';
import { badRequest } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { DeclaredType } from '../../uploads/declared-type.ts';
import { IMAGE_CONTENT_TYPES, type ImageKind, inspectImage } from '../../uploads/image-inspection.ts';
import { inspectPdf } from '../../uploads/pdf-inspection.ts';

/**
 * A group's picture, cover and disclosure document: checked by content (images decoded in full and
 * re-encoded, PDFs parsed and refused with active content), images resized to what the pages show,
 * stored under a random name and served from one public route (groups are shown to visitors).
 */
export type GroupFileField = 'picture' | 'cover_image' | 'disclosure_document';
export type GroupFileUpload = { field: GroupFileField; bytes: Buffer } & DeclaredType;

export const GROUP_FILES_ROUTE = '/api/group-files/';
export const MAX_GROUP_FILE_BYTES = 10 * 1024 * 1024;
const FOLDER = 'group-files';
const IMAGE_LIMITS = { maxSide: 6000, minSide: 32 };
/** The longest side each image is stored at: a card's picture, a page-wide cover. */
const STORED_SIDE: Record<Exclude<GroupFileField, 'disclosure_document'>, number> = {
  picture: 512,
  cover_image: 1600,
};
const LABELS: Record<GroupFileField, string> = {
  picture: 'Group picture',
  cover_image: 'Cover image',
  disclosure_document: 'Disclosure document',
};

const EXTENSIONS: Record<ImageKind | 'pdf', string> = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf' };
const CONTENT_TYPES: Record<string, string> = {
  png: IMAGE_CONTENT_TYPES.png,
  jpg: IMAGE_CONTENT_TYPES.jpeg,
  webp: IMAGE_CONTENT_TYPES.webp,
  pdf: 'application/pdf',
};
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|pdf)$/;

export function groupFileUrl(fileName: string): string {
  return `${API_PREFIX}${GROUP_FILES_ROUTE}${fileName}`;
}

/** The stored file behind a public name, or null for names we never hand out. */
export function storedGroupFile(fileName: string): { key: string; contentType: string } | null {
  if (!FILE_NAME.test(fileName)) return null;
  return {
    key: `${FOLDER}/${fileName}`,
    contentType: CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)]!,
  };
}

const refuse = (field: GroupFileField, message: string) =>
  badRequest(`${LABELS[field]}: ${message}`, { [field]: [`${LABELS[field]}: ${message}`] });

/** Checks an upload; answers the bytes to store and their extension, or throws a 400 naming the field. */
async function cleanCopy(upload: GroupFileUpload): Promise<{ bytes: Buffer; extension: string }> {
  const { field } = upload;
  if (field === 'disclosure_document') {
    const inspected = await inspectPdf(upload.bytes, upload);
    if (!inspected.ok)
      throw refuse(
        field,
        inspected.problem === 'not-a-pdf' ? 'PDF files only' : `the PDF was refused (${inspected.problem})`,
      );
    return { bytes: upload.bytes, extension: EXTENSIONS.pdf };
  }
  const inspected = await inspectImage(upload.bytes, upload, IMAGE_LIMITS);
  if (!inspected.ok) {
    const { problem } = inspected;
    if (problem.code === 'not-an-image') throw refuse(field, 'image files only (PNG, JPEG or WebP)');
    if (problem.code === 'damaged') throw refuse(field, 'the image is damaged or incomplete');
    if (problem.code === 'type-mismatch')
      throw refuse(field, 'the file name or type does not match its content');
    throw refuse(
      field,
      `the image must be between ${IMAGE_LIMITS.minSide} and ${IMAGE_LIMITS.maxSide} pixels a side`,
    );
  }
  const { kind, bytes } = inspected.image;
  const side = STORED_SIDE[field];
  const resized = await sharp(bytes)
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .toFormat(kind === 'jpeg' ? 'jpeg' : kind)
    .toBuffer();
  return { bytes: resized, extension: EXTENSIONS[kind] };
}

/**
 * Checks every upload first (nothing is stored when one is refused), then stores them; answers the
 * public URL per field.
 */
export async function storeGroupFiles(
  storage: StorageProvider,
  uploads: readonly GroupFileUpload[],
): Promise<Partial<Record<GroupFileField, string>>> {
  const copies = await Promise.all(
    uploads.map(async (upload) => ({ field: upload.field, ...(await cleanCopy(upload)) })),
  );
  const urls: Partial<Record<GroupFileField, string>> = {};
  for (const copy of copies) {
    const fileName = `${randomUUID()}.${copy.extension}`;
    await storage.put(`${FOLDER}/${fileName}`, copy.bytes);
    urls[copy.field] = groupFileUrl(fileName);
  }
  return urls;
}

/** Removes stored files that a change replaced (best effort: a leftover file harms nothing). */
export async function removeGroupFiles(
  storage: StorageProvider,
  urls: readonly (string | null)[],
): Promise<void> {
  const prefix = groupFileUrl('');
  for (const url of urls) {
    if (!url?.startsWith(prefix)) continue;
    const stored = storedGroupFile(url.slice(prefix.length));
    if (stored) await storage.remove(stored.key).catch(() => undefined);
  }
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { API_PREFIX } from '../../http/api-prefix.ts';
import { badRequest } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';

export const MAX_PROFILE_PHOTO_BYTES = 5 * 1024 * 1024;

export const PROFILE_PHOTO_MESSAGES = {
  /** trades.md §5 "Profile photo: image files only". */
  imageOnly: 'Profile photo: image files only',
  tooLarge: 'Profile photo: the image must be at most 5 MB',
  missing: 'Profile photo: choose an image to upload',
  noProfile: 'Complete your profile first',
} as const;

export type ImageKind = 'png' | 'jpeg' | 'webp';

const FILE_EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const KIND_BY_EXTENSION: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF');
const WEBP = Buffer.from('WEBP');

/**
 * The picture format by its first bytes, never by the file's name or declared type: SVG, HTML and
 * everything else answer null, so nothing a browser could run is ever stored as a photo.
 */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  const startsWith = (signature: Buffer, at = 0) =>
    bytes.length >= at + signature.length && bytes.subarray(at, at + signature.length).equals(signature);
  // A signature alone is not a picture; a real one has at least a header after it.
  if (bytes.length < 16) return null;
  if (startsWith(PNG_SIGNATURE)) return 'png';
  if (startsWith(JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(RIFF) && startsWith(WEBP, 8)) return 'webp';
  return null;
}

/** Errors Fastify's error handler answers with their own status and message (the catalogue has no 413). */
export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

const STORAGE_FOLDER = 'profile-photos';
/** A stored photo's public name: a random UUID and the extension of its detected kind. */
export const PHOTO_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
export const PROFILE_PHOTO_ROUTE = '/api/profile/photo/';

export function profilePhotoUrl(fileName: string): string {
  return `${API_PREFIX}${PROFILE_PHOTO_ROUTE}${fileName}`;
}

/** The stored photo behind a public file name, or null for names we never hand out. */
export function storedPhoto(fileName: string): { key: string; contentType: string } | null {
  if (!PHOTO_FILE_NAME.test(fileName)) return null;
  const kind = KIND_BY_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1)]!;
  return { key: `${STORAGE_FOLDER}/${fileName}`, contentType: IMAGE_CONTENT_TYPES[kind] };
}

/** The file name of a profile_image value that points at one of our stored photos, else null. */
function ownPhotoFileName(profileImage: string | null): string | null {
  const prefix = profilePhotoUrl('');
  if (!profileImage?.startsWith(prefix)) return null;
  const fileName = profileImage.slice(prefix.length);
  return PHOTO_FILE_NAME.test(fileName) ? fileName : null;
}

export type ProfilePhotoDeps = { db: AppDb; storage: StorageProvider; log: FastifyBaseLogger };

/**
 * Stores `bytes` as the user's profile photo and points profiles.profile_image at it; the previous
 * photo file (when it was one of ours, not e.g. a sign-in provider's picture) is deleted afterwards.
 */
export async function replaceProfilePhoto(
  { db, storage, log }: ProfilePhotoDeps,
  userId: number,
  bytes: Buffer,
): Promise<{ profileImage: string }> {
  const kind = detectImageKind(bytes);
  if (!kind)
    throw badRequest(PROFILE_PHOTO_MESSAGES.imageOnly, { image: [PROFILE_PHOTO_MESSAGES.imageOnly] });

  const fileName = `${randomUUID()}.${FILE_EXTENSIONS[kind]}`;
  const profileImage = profilePhotoUrl(fileName);
  await storage.put(`${STORAGE_FOLDER}/${fileName}`, bytes);

  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: profiles.id, profileImage: profiles.profileImage })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!row) throw badRequest(PROFILE_PHOTO_MESSAGES.noProfile);
      await tx.update(profiles).set({ profileImage }).where(eq(profiles.id, row.id));
      return row.profileImage;
    });
  } catch (error) {
    await storage.remove(`${STORAGE_FOLDER}/${fileName}`);
    throw error;
  }

  const previousFile = ownPhotoFileName(previous);
  if (previousFile) {
    // The new photo is already in place; a file left behind costs disk space, not correctness.
    await storage
      .remove(`${STORAGE_FOLDER}/${previousFile}`)
      .catch((error: unknown) =>
        log.warn({ err: error, file: previousFile }, 'old profile photo not deleted'),
      );
  }
  return { profileImage };
}

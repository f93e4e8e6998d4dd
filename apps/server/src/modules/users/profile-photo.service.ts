import { randomUUID } from 'node:crypto';
import { USER_ENDPOINTS } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { API_PREFIX } from '../../http/api-prefix.ts';
import { badRequest } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { DeclaredType } from '../../uploads/declared-type.ts';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_KIND_LABELS,
  type ImageKind,
  type ImageProblem,
  inspectImage,
} from '../../uploads/image-inspection.ts';
import { recordEvents } from '../outbox/index.ts';
import { profiles } from './users.tables.ts';

export const MAX_PROFILE_PHOTO_BYTES = 5 * 1024 * 1024;
/** Width and height limits: the web app's cropper sends at most 1024 on a side. */
export const PROFILE_PHOTO_LIMITS = { maxSide: 4096, minSide: 32 } as const;

export const PROFILE_PHOTO_MESSAGES = {
  /** trades.md §5 "Profile photo: image files only". */
  imageOnly: 'Profile photo: image files only',
  tooLarge: 'Profile photo: the image must be at most 5 MB',
  missing: 'Profile photo: choose an image to upload',
  noProfile: 'Complete your profile first',
  damaged: 'Profile photo: the image is damaged or incomplete',
} as const;

function problemMessage(problem: ImageProblem): string {
  const { maxSide, minSide } = PROFILE_PHOTO_LIMITS;
  switch (problem.code) {
    case 'not-an-image':
      return PROFILE_PHOTO_MESSAGES.imageOnly;
    case 'damaged':
      return PROFILE_PHOTO_MESSAGES.damaged;
    case 'type-mismatch':
      return `Profile photo: the file is a ${IMAGE_KIND_LABELS[problem.kind]} image but its name or type says otherwise`;
    case 'too-large':
      return `Profile photo: the image must be at most ${maxSide} x ${maxSide} pixels (it is ${problem.width} x ${problem.height})`;
    case 'too-small':
      return `Profile photo: the image must be at least ${minSide} x ${minSide} pixels (it is ${problem.width} x ${problem.height})`;
  }
}

const FILE_EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const KIND_BY_EXTENSION: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

/** Errors Fastify's error handler answers with their own status and message (the catalogue has no 413). */
export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

const STORAGE_FOLDER = 'profile-photos';
/** A stored photo's public name: a random UUID and the extension of its detected kind. */
export const PHOTO_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
/** Where photos are uploaded; each is served from this path plus its file name. */
export const PROFILE_PHOTO_ROUTE = USER_ENDPOINTS.uploadProfilePhoto.path;

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

/** The storage key of a profile_image value that points at one of our stored photos, else null. */
export function storedPhotoKey(profileImage: string | null): string | null {
  const fileName = ownPhotoFileName(profileImage);
  return fileName === null ? null : `${STORAGE_FOLDER}/${fileName}`;
}

/**
 * Removes stored files no row points at any more (a deleted account's photo), once the change that
 * let go of them has committed. Best effort: a file left behind costs disk space, not correctness,
 * so a failure is logged and the others are still removed.
 */
export async function removeStoredFiles(
  { storage, log }: { storage: StorageProvider; log: FastifyBaseLogger },
  keys: readonly string[],
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage
        .remove(key)
        .catch((error: unknown) => log.warn({ err: error, file: key }, 'stored file not deleted')),
    ),
  );
}

export type ProfilePhotoDeps = { db: AppDb; storage: StorageProvider; log: FastifyBaseLogger };

export type PhotoUpload = { bytes: Buffer } & DeclaredType;

/**
 * Parses the upload (see inspectImage: real dimensions within PROFILE_PHOTO_LIMITS, decoded in full,
 * the kind its name and type claim) and stores the re-encoded copy as the user's profile photo,
 * pointing profiles.profile_image at it. Nothing is stored when it is refused. The previous photo
 * file (when it was one of ours, not e.g. a sign-in provider's picture) is deleted afterwards.
 */
export async function replaceProfilePhoto(
  { db, storage, log }: ProfilePhotoDeps,
  userId: number,
  upload: PhotoUpload,
): Promise<{ profileImage: string }> {
  const inspected = await inspectImage(upload.bytes, upload, PROFILE_PHOTO_LIMITS);
  if (!inspected.ok) {
    const message = problemMessage(inspected.problem);
    throw badRequest(message, { image: [message] });
  }
  const { kind, bytes } = inspected.image;

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
      await recordEvents(tx, [{ type: 'profile.updated', userId }]);
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

import type { Multipart } from '@fastify/multipart';
import { ProfilePhotoResultSchema, USER_ENDPOINTS } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { servePublicStoredFiles } from '../../uploads/stored-file-reply.ts';
import {
  MAX_PROFILE_PHOTO_BYTES,
  PayloadTooLargeError,
  type PhotoUpload,
  PROFILE_PHOTO_MESSAGES,
  PROFILE_PHOTO_ROUTE,
  replaceProfilePhoto,
  storedPhoto,
} from './profile-photo.service.ts';

const tags = ['profiles'];

/** Reads the multipart field `image` (at most one file, at most 5 MB); other files are drained. */
async function readImageField(parts: AsyncIterableIterator<Multipart>) {
  let image: PhotoUpload | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image' && !image) {
        image = { bytes, mimeType: part.mimetype, fileName: part.filename };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(PROFILE_PHOTO_MESSAGES.tooLarge);
    }
    throw error;
  }
  return image;
}

/**
 * The signed-in user's profile photo: upload (multipart `image`; PNG, JPEG or WebP, parsed and
 * re-encoded) and the public, stable address every photo is served from.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{
  auth: RequestAuth;
  storage: StorageProvider;
}> = async (app, { auth, storage }) => {
  const { requireUser } = auth;

  on(app, USER_ENDPOINTS.uploadProfilePhoto)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Set the profile photo (multipart field image: PNG, JPEG or WebP, at most 5 MB and 4096 x 4096 pixels, at least 32 x 32)',
        consumes: ['multipart/form-data'],
        response: { 200: ProfilePhotoResultSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(PROFILE_PHOTO_MESSAGES.missing);
      const image = await readImageField(
        request.parts({ limits: { fileSize: MAX_PROFILE_PHOTO_BYTES, files: 2, fields: 5 } }),
      );
      if (!image)
        throw badRequest(PROFILE_PHOTO_MESSAGES.missing, { image: [PROFILE_PHOTO_MESSAGES.missing] });
      const { profileImage } = await replaceProfilePhoto(
        { db: app.database.db, storage, log: request.log },
        request.user!.id,
        image,
      );
      return { profile_image: profileImage };
    },
  );

  servePublicStoredFiles(app, {
    prefix: PROFILE_PHOTO_ROUTE,
    summary: 'A profile photo (public: visitors see profiles)',
    tags,
    storage,
    resolve: storedPhoto,
    notFound: 'Photo not found',
  });
};

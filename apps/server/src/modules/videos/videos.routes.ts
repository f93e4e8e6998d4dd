import {
  IdParamsSchema,
  MessageResponseSchema,
  MyVideosSchema,
  PlaylistAnswerSchema,
  PlaylistDetailSchema,
  PlaylistFormSchema,
  PlaylistUpdateSchema,
  VIDEO_ENDPOINTS,
  VIDEO_MESSAGES,
  VIDEO_PLAY_LINK_TTL_SECONDS,
  VideoCourseListQuerySchema,
  VideoCourseListSchema,
  VideoDetailAnswerSchema,
  VideoDetailSchema,
  VideoDetailsFormSchema,
  VideoPlayUrlSchema,
  VideoProgressAnswerSchema,
  VideoProgressRequestSchema,
  VideoUploadedSchema,
} from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import { servePublicStoredFiles } from '../../uploads/stored-file-reply.ts';
import {
  createPlaylist,
  deletePlaylist,
  myPlaylists,
  playlistDetail,
  updatePlaylist,
  videoCourseList,
} from './playlists.service.ts';
import {
  parseRange,
  removeVideoFiles,
  storedThumbnail,
  VIDEO_STREAM_ROUTE,
  VIDEO_THUMBNAILS_ROUTE,
  videoContentTypeOf,
  videoKeyOf,
} from './video-files.ts';
import { readVideoUpload } from './video-upload.ts';
import {
  createVideo,
  deleteVideo,
  myVideos,
  playUrl,
  saveProgress,
  updateVideoDetails,
  type VideoDeps,
  videoDetail,
} from './videos.service.ts';
import { playlistOwnerOnly, videoOwnerOnly } from './videos.who-may-act.ts';

const tags = ['videos'];
const security = [{ bearerAuth: [] }];

/** Per signed-in user (a guest: per address), counted once the route knows its caller (preHandler). */
const perCaller = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `address:${request.ip}`,
  },
});

/** A signed link's query, read leniently: anything wrong with it is the link's 403, not a 400. */
const SignedLinkQuerySchema = z.object({
  expires: z.coerce.number().catch(0),
  signature: z.string().max(200).catch(''),
});

export type VideoRoutesOptions = {
  auth: RequestAuth;
  deps: Omit<VideoDeps, 'db'>;
  /** The largest video an upload may send (VIDEO_MAX_MB). */
  maxVideoBytes: number;
};

/** Videos and playlists (issue 31; groups-and-payments.md §2, §7). */
export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (
  app,
  { auth, deps: given, maxVideoBytes },
) => {
  const { requireUser, identifyUser } = auth;
  const deps: VideoDeps = { db: app.database.db, ...given };
  const { db, storage, signer } = deps;

  on(app, VIDEO_ENDPOINTS.uploadVideo)(
    {
      onRequest: requireUser,
      config: { ...perCaller(100), whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Upload a video (multipart: video, an MP4 or WebM checked by its content, up to VIDEO_MAX_MB; thumbnail, an optional PNG, JPEG or WebP): a Draft until its details are filled',
        consumes: ['multipart/form-data'],
        response: { 201: VideoUploadedSchema },
      },
    },
    async (request, reply) => {
      const upload = await readVideoUpload(request, storage, maxVideoBytes);
      const created = await createVideo(db, request.user!.id, {
        key: upload.key,
        contentType: upload.video.contentType,
        size: upload.size,
        durationSeconds: upload.video.durationSeconds,
        thumbnail: upload.thumbnail,
      }).catch(async (error: unknown) => {
        // No row, no files: nothing could ever reach them.
        await removeVideoFiles(storage, { fileKey: upload.key, thumbnail: upload.thumbnail });
        throw error;
      });
      return reply.status(201).send(created);
    },
  );

  on(app, VIDEO_ENDPOINTS.videoDetail)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'A video: its owner sees any status, staff with the videos permission any but a Draft, others a Verified one',
        params: IdParamsSchema,
        response: { 200: VideoDetailSchema },
      },
    },
    async (request) => videoDetail(deps, request.user?.id ?? null, request.params.id),
  );

  on(app, VIDEO_ENDPOINTS.updateVideoDetail)(
    {
      onRequest: requireUser,
      config: { whoMayAct: videoOwnerOnly(db) },
      schema: {
        tags,
        security,
        summary:
          "The owner fills a video's details (title, description, language, free_paid, price in rupees when paid, playlist): a Draft or Rejected video goes to verification",
        params: IdParamsSchema,
        body: VideoDetailsFormSchema,
        response: { 200: VideoDetailAnswerSchema },
      },
    },
    async (request) => updateVideoDetails(deps, request.user!.id, request.params.id, request.body),
  );

  on(app, VIDEO_ENDPOINTS.deleteVideo)(
    {
      onRequest: requireUser,
      config: { whoMayAct: videoOwnerOnly(db) },
      schema: {
        tags,
        security,
        summary: 'The owner deletes a video and its file (not once it has been bought: 409)',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => deleteVideo(deps, request.user!.id, request.params.id),
  );

  on(app, VIDEO_ENDPOINTS.myVideos)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: "The caller's own videos and playlists, every status, newest first",
        response: { 200: MyVideosSchema },
      },
    },
    async (request) => {
      const [videos, playlists] = await Promise.all([
        myVideos(db, request.user!.id),
        myPlaylists(db, request.user!.id),
      ]);
      return { videos, playlists };
    },
  );

  on(app, VIDEO_ENDPOINTS.videoCourseList)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'Verified playlists (video courses), newest first, 20 a page, by title search',
        querystring: VideoCourseListQuerySchema,
        response: { 200: VideoCourseListSchema },
      },
    },
    async (request) => videoCourseList(db, request.user?.id ?? null, request.query),
  );

  on(app, VIDEO_ENDPOINTS.createPlaylist)(
    {
      onRequest: requireUser,
      config: { ...perCaller(60), whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'A new playlist (title, description, language, free_paid, price in rupees when paid), sent for verification',
        body: PlaylistFormSchema,
        response: { 201: PlaylistAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPlaylist(db, request.user!.id, request.body)),
  );

  on(app, VIDEO_ENDPOINTS.updatePlaylist)(
    {
      onRequest: requireUser,
      config: { whoMayAct: playlistOwnerOnly(db) },
      schema: {
        tags,
        security,
        summary: "The owner changes a playlist's details and, with videos, its videos in order (their own)",
        params: IdParamsSchema,
        body: PlaylistUpdateSchema,
        response: { 200: PlaylistAnswerSchema },
      },
    },
    async (request) => updatePlaylist(db, request.user!.id, request.params.id, request.body),
  );

  on(app, VIDEO_ENDPOINTS.deletePlaylist)(
    {
      onRequest: requireUser,
      config: { whoMayAct: playlistOwnerOnly(db) },
      schema: {
        tags,
        security,
        summary: 'The owner deletes a playlist (its videos stay; not once it has been bought: 409)',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => deletePlaylist(db, request.user!.id, request.params.id),
  );

  on(app, VIDEO_ENDPOINTS.playlistDetail)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A playlist's videos in order with the caller's progress and the overall percent",
        params: IdParamsSchema,
        response: { 200: PlaylistDetailSchema },
      },
    },
    async (request) => playlistDetail(deps, request.user?.id ?? null, request.params.id),
  );

  on(app, VIDEO_ENDPOINTS.playUrl)(
    {
      onRequest: identifyUser,
      config: perCaller(600),
      schema: {
        tags,
        summary: `A signed link to play a video, working for ${VIDEO_PLAY_LINK_TTL_SECONDS / 3600} hours, for whoever may watch it (a Draft: 400; a paid one: 401 for a guest, 403 for a non-buyer); counts the caller's view once a day`,
        params: IdParamsSchema,
        response: { 200: VideoPlayUrlSchema },
      },
    },
    async (request) => playUrl(deps, request.user?.id ?? null, request.params.id),
  );

  on(app, VIDEO_ENDPOINTS.saveProgress)(
    {
      onRequest: requireUser,
      config: { ...perCaller(1200), whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Where the caller is in a video they may watch (position_seconds; completed stays once set)',
        body: VideoProgressRequestSchema,
        response: { 200: VideoProgressAnswerSchema },
      },
    },
    async (request) => saveProgress(deps, request.user!.id, request.body),
  );

  app.get(
    `${VIDEO_STREAM_ROUTE}:name`,
    {
      schema: {
        tags,
        summary:
          'A video through its signed, expiring link, with range requests (206, or 416 for a bad range); 403 for a bad or expired link',
        params: z.object({ name: z.string().max(64) }),
        querystring: SignedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const key = videoKeyOf(request.params.name);
      if (!key || !signer.verify(key, request.query.expires, request.query.signature)) {
        return reply.status(403).send({ message: VIDEO_MESSAGES.linkInvalid });
      }
      const size = await storage.sizeOf(key);
      if (size === undefined) return reply.status(404).send({ message: VIDEO_MESSAGES.notFound });
      // The file under a key never changes, so its name and size make a strong validator.
      const etag = `"${request.params.name.slice(0, 36)}-${size.toString(36)}"`;
      const ifRange = request.headers['if-range'];
      const range =
        ifRange && ifRange !== etag ? { kind: 'whole' as const } : parseRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes */${size}`)
          .send({ message: 'Range Not Satisfiable' });
      }
      const bytes = range.kind === 'partial' ? range : undefined;
      const file = await storage.open(key, bytes);
      if (!file) return reply.status(404).send({ message: VIDEO_MESSAGES.notFound });
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('content-type', videoContentTypeOf(request.params.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600');
      if (bytes) {
        reply
          .status(206)
          .header('content-range', `bytes ${bytes.start}-${bytes.end}/${size}`)
          .header('content-length', bytes.end - bytes.start + 1);
      } else {
        reply.header('content-length', size);
      }
      return reply.send(file.stream);
    },
  );

  servePublicStoredFiles(app, {
    prefix: VIDEO_THUMBNAILS_ROUTE,
    summary: "A video's thumbnail (public)",
    tags,
    storage,
    resolve: storedThumbnail,
  });
};

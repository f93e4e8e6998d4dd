import {
  ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS,
  ADMIN_VIDEOS_ENDPOINTS,
  AdminIdParamsSchema,
  AdminRejectSchema,
  VIDEO_REVIEW_MESSAGES,
  VideoDecisionSchema,
  VideoQueueQuerySchema,
  VideoQueueSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { decideVideo, videoReviewQueue } from '../videos/index.ts';
import { adminGate } from './admin.access.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/**
 * The videos and playlists queue (permission `videos`), issue 30. Like adminRoutes, every route
 * checks its caller's standing onRequest: 401 for a visitor, one 403 for anyone without the
 * permission, before the input is read.
 */
export const adminVideosRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const db = app.database.db;
  const gate = adminGate(db, auth, ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS);

  on(app, ADMIN_VIDEOS_ENDPOINTS.videoQueue)(
    {
      onRequest: gate('videoQueue'),
      schema: {
        tags,
        security,
        summary:
          'The videos (kind=video, the default) or playlists queue by status (Pending by default), the longest waiting first, 20 a page',
        querystring: VideoQueueQuerySchema,
        response: { 200: VideoQueueSchema },
      },
    },
    async (request) => videoReviewQueue(db, request.query),
  );

  for (const kind of ['video', 'playlist'] as const) {
    const noun = kind === 'video' ? 'Video' : 'Playlist';
    on(app, ADMIN_VIDEOS_ENDPOINTS[`approve${noun}`])(
      {
        onRequest: gate(`approve${noun}`),
        schema: {
          tags,
          security,
          summary: `Verify a pending ${kind}: it is shown to everyone from now on (409 unless Pending)`,
          params: AdminIdParamsSchema,
          response: { 200: VideoDecisionSchema },
        },
      },
      async (request) => ({
        message: VIDEO_REVIEW_MESSAGES[`${kind}Approved`],
        item: await decideVideo(db, {
          actorUserId: request.user!.id,
          kind,
          id: request.params.id,
          status: 'Verified',
          remark: null,
        }),
      }),
    );
    on(app, ADMIN_VIDEOS_ENDPOINTS[`reject${noun}`])(
      {
        onRequest: gate(`reject${noun}`),
        schema: {
          tags,
          security,
          summary: `Reject a pending ${kind} with a remark its owner sees (409 unless Pending)`,
          params: AdminIdParamsSchema,
          body: AdminRejectSchema,
          response: { 200: VideoDecisionSchema },
        },
      },
      async (request) => ({
        message: VIDEO_REVIEW_MESSAGES[`${kind}Rejected`],
        item: await decideVideo(db, {
          actorUserId: request.user!.id,
          kind,
          id: request.params.id,
          status: 'Rejected',
          remark: request.body.remark,
        }),
      }),
    );
  }
};

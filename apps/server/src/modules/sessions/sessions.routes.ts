import { SessionUpdateRequestSchema, SessionUpdateResponseSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordSession } from './sessions.service.ts';

const SESSION_BODY_LIMIT_BYTES = 4096;

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/update-user-session/',
    {
      bodyLimit: SESSION_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['platform'],
        summary: 'Record the visitor session (marketing source, IP, device); sent every 10 s',
        body: SessionUpdateRequestSchema,
        response: { 200: SessionUpdateResponseSchema },
      },
    },
    async (request) => {
      const sessionId = await recordSession({
        db: app.database.db,
        input: request.body,
        // Signed-in visitors are linked once accounts land; the body's `user` field is never trusted.
        userId: null,
        requestIp: request.ip,
      });
      return { session_id: sessionId, message: 'Session updated' };
    },
  );
};

import { SessionUpdateRequestSchema, SessionUpdateResponseSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authHooks } from '../auth/auth.context.ts';
import { recordSession } from './sessions.service.ts';

const SESSION_BODY_LIMIT_BYTES = 4096;

export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const { identifyUser } = authHooks(auth.tokens);
  app.patch(
    '/api/update-user-session/',
    {
      bodyLimit: SESSION_BODY_LIMIT_BYTES,
      // Visitors are tracked too; a signed-in visitor's token links the session to the user.
      preHandler: identifyUser,
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
        // The body's `user` field is never trusted: the user comes from the token.
        userId: request.user?.id ?? null,
        requestIp: request.ip,
      });
      return { session_id: sessionId, message: 'Session updated' };
    },
  );
};

import {
  SESSION_ENDPOINTS,
  SESSION_UPDATE_INTERVAL_MS,
  SessionUpdateRequestSchema,
  SessionUpdateResponseSchema,
} from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { noteActiveDay } from '../gamification/index.ts';
import { recordSession } from './sessions.service.ts';

const SESSION_BODY_LIMIT_BYTES = 4096;

/**
 * The web app sends one update per tab every 10 s while the tab is visible. Every update writes a
 * row (a visitor without a session id starts a new one), so the limit is there to stop floods filling
 * the sessions table, not to police the cadence: per signed-in user (however many addresses they use),
 * else per address, it allows ten tabs each sending at twice the client's rate (one per 5 s).
 */
const TABS_ALLOWED = 10;
export const SESSION_UPDATES_PER_MINUTE = TABS_ALLOWED * 2 * (60_000 / SESSION_UPDATE_INTERVAL_MS);

/** Runs after identifyUser (both onRequest, route hook first), so the user is known here. */
const sessionLimitKey = (request: FastifyRequest) =>
  request.user ? `session-update:user:${request.user.id}` : `session-update:ip:${request.ip}`;

export const sessionRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const { identifyUser } = auth;
  on(app, SESSION_ENDPOINTS.updateUserSession)(
    {
      bodyLimit: SESSION_BODY_LIMIT_BYTES,
      // Visitors are tracked too; a signed-in visitor's token links the session to the user.
      onRequest: identifyUser,
      config: {
        rateLimit: { max: SESSION_UPDATES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: sessionLimitKey },
      },
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
      // A signed-in user's first update of an IST day counts the day (the daily login task, the streak).
      if (request.user) await noteActiveDay(app.database.db, request.user.id);
      return { session_id: sessionId, message: 'Session updated' };
    },
  );
};

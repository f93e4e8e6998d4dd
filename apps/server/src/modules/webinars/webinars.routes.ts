import { WEBINAR_ENDPOINTS, WebinarAnswerSchema, WebinarListSchema } from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { servePublicStoredFiles } from '../../uploads/stored-file-reply.ts';
import { readWebinarForm } from './webinar-form.ts';
import { storedWebinarPicture, WEBINAR_PICTURES_ROUTE } from './webinar-pictures.ts';
import { createWebinar, listWebinars, registerForWebinar, type WebinarDeps } from './webinars.service.ts';

const tags = ['webinars'];
const security = [{ bearerAuth: [] }];

/**
 * Per signed-in user (a guest: per address), counted once the route knows its caller (preHandler,
 * after onRequest), so a refused token never uses up the allowance.
 */
const perCaller = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `address:${request.ip}`,
  },
});

export type WebinarRoutesOptions = { auth: RequestAuth; storage: StorageProvider };

/** The webinars' calls (docs/api.md "Webinars"; groups-and-payments.md §7). */
export const webinarRoutes: FastifyPluginAsyncZod<WebinarRoutesOptions> = async (app, { auth, storage }) => {
  const { requireUser, identifyUser } = auth;
  const deps: WebinarDeps = { db: app.database.db, storage };

  on(app, WEBINAR_ENDPOINTS.listWebinars)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'Every webinar not closed for more than a week, upcoming and ongoing ones first (soonest first), then closed ones; the joining link for the owner and registered users only',
        response: { 200: WebinarListSchema },
      },
    },
    async (request) => ({ message: await listWebinars(deps.db, request.user?.id ?? null, new Date()) }),
  );

  on(app, WEBINAR_ENDPOINTS.createWebinar)(
    {
      onRequest: requireUser,
      config: { ...perCaller(30), whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Add a webinar (multipart or JSON: title, description (rich text, sanitised), date YYYY-MM-DD, time HH:mm IST, duration hours, level, price rupees (optional, 0 free), meeting_url https; picture optional)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: WebinarAnswerSchema },
      },
    },
    async (request, reply) => {
      const { fields, picture } = await readWebinarForm(request);
      const answer = await createWebinar(deps, request.user!.id, fields, picture, new Date());
      return reply.status(201).send(answer);
    },
  );

  on(app, WEBINAR_ENDPOINTS.registerWebinar)(
    {
      onRequest: identifyUser,
      config: perCaller(60),
      schema: {
        tags,
        summary:
          'Register for a free webinar (multipart or JSON: webinar; a guest also name, email and phone, a signed-in user may leave them out); answers the webinar with its joining link',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: WebinarAnswerSchema },
      },
    },
    async (request) => {
      const { fields } = await readWebinarForm(request);
      return registerForWebinar(deps.db, request.user?.id ?? null, fields, new Date());
    },
  );

  servePublicStoredFiles(app, {
    prefix: WEBINAR_PICTURES_ROUTE,
    summary: "A webinar's cover picture (public)",
    tags,
    storage,
    resolve: storedWebinarPicture,
  });
};

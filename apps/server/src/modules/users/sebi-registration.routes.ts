import {
  SebiRegistrationResultSchema,
  SetSebiRegistrationBodySchema,
  USER_ENDPOINTS,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import {
  clearSebiRegistration,
  getOwnSebiRegistration,
  setSebiRegistration,
} from './sebi-registration.service.ts';

const tags = ['profiles'];
const security = [{ bearerAuth: [] }];
const response = { 200: SebiRegistrationResultSchema };

/** The signed-in user's own SEBI registration: read, record (replacing any earlier one) and clear. */
export const sebiRegistrationRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const { requireUser } = auth;
  const db = app.database.db;

  on(app, USER_ENDPOINTS.sebiRegistration)(
    {
      onRequest: requireUser,
      schema: { tags, security, summary: 'Your SEBI registration (null when none is recorded)', response },
    },
    async (request) => getOwnSebiRegistration(db, request.user!.id),
  );

  on(app, USER_ENDPOINTS.saveSebiRegistration)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary:
          'Record your SEBI registration (RA: INH and 9 digits, RIA: INA and 9 digits; valid_until today or later), self-declared; it makes the profile SEBI-registered',
        body: SetSebiRegistrationBodySchema,
        response,
      },
    },
    async (request) => setSebiRegistration(db, request.user!.id, request.body),
  );

  on(app, USER_ENDPOINTS.clearSebiRegistration)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Clear your SEBI registration: the profile is no longer SEBI-registered',
        response,
      },
    },
    async (request) => clearSebiRegistration(db, request.user!.id),
  );
};

import {
  ContactCardBodySchema,
  ContactSchema,
  GROUP_ENDPOINTS,
  MessageResponseSchema,
  ViewContactBodySchema,
} from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import {
  GROUP_CONTACT_MESSAGES,
  logContactView,
  ownContactCard,
  saveContactCard,
} from './group-contact.service.ts';

const tags = ['groups'];
const security = [{ bearerAuth: [] }];

/** The text fields of a multipart form (the client's FormData); a file part is refused by the limit. */
async function formFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { files: 0, fields: 10, fieldSize: 1024 } })) {
    if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}

/** The expert's own contact card (read and save), and the log of who opened someone's card. */
export const groupContactRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;

  // The client posts FormData or a plain form; this scope alone reads the urlencoded kind.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  on(app, GROUP_ENDPOINTS.ownContactCard)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Your contact card (empty fields until you fill it in)',
        response: { 200: ContactSchema },
      },
    },
    async (request) => ownContactCard(db, request.user!.id),
  );

  on(app, GROUP_ENDPOINTS.saveContactCard)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' }, whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Save your contact card: the fields sent change (null or empty clears one). Email, Indian phone numbers, CIN, SEBI number (INH/INA and 9 digits) and https links are checked',
        body: ContactCardBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (request) => saveContactCard(db, request.user!.id, request.body),
  );

  on(app, GROUP_ENDPOINTS.viewContactCard)(
    {
      onRequest: identifyUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Log a view of a user's contact card (JSON or form: user, my_id ignored); the viewer is the signed-in caller or a visitor",
        consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const fields = request.isMultipart() ? await formFields(request) : request.body;
      const parsed = ViewContactBodySchema.safeParse(
        typeof fields === 'object' && fields !== null ? fields : {},
      );
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        throw badRequest(message, { user: [message] });
      }
      await logContactView(db, parsed.data.user, request.user?.id ?? null);
      return { message: GROUP_CONTACT_MESSAGES.viewed };
    },
  );
};

import {
  ProviderIdentitySchema,
  SandboxIdentityTokenRequestSchema,
  SmsOutboxMessageSchema,
  SmsOutboxParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../providers/sms/sandbox-sms.provider.ts';
import type { AuthContext } from './auth.context.ts';

/**
 * Developer routes of the sandboxes, registered only with DEV_ROUTES=true (and answering loopback
 * clients only, see http/dev-routes.ts) and only while the sandbox
 * provider is the active one: in production these paths do not exist.
 */
export const authDevRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  if (auth.sms.kind === 'sandbox') {
    app.get(
      '/api/dev/sms-outbox/:phone',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Messages the sandbox SMS provider kept for a phone, newest first',
          params: SmsOutboxParamsSchema,
          response: { 200: z.array(SmsOutboxMessageSchema) },
        },
      },
      async (request) => {
        const rows = await readOutbox(app.database.db, request.params.phone);
        return rows.map((row) => ({
          id: row.id,
          phone: row.phone,
          message: row.message,
          otp: row.message.match(/^(\d{4,9}) is your/)?.[1] ?? null,
          created: row.createdAt.toISOString(),
        }));
      },
    );
  }

  const sandboxIdentity = auth.sandboxIdentity;
  if (sandboxIdentity) {
    app.post(
      '/api/dev/identity/token',
      {
        schema: {
          tags: ['sandbox'],
          summary: "Play the identity provider's sign-in: an ID token for this e-mail",
          body: SandboxIdentityTokenRequestSchema,
          response: { 200: ProviderIdentitySchema },
        },
      },
      async (request) => sandboxIdentity.issueIdToken(request.body),
    );
  }
};

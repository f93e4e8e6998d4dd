import { SANDBOX_ENDPOINTS, SmsOutboxMessageSchema, SmsOutboxParamsSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import { readOutbox } from './sandbox-sms.provider.ts';

/**
 * The sandbox SMS outbox, a developer route: app.ts registers it only with DEV_ROUTES=true (answering
 * loopback clients only, see http/dev-routes.ts) and only while the sandbox SMS provider is the active
 * one: in production this path does not exist.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, SANDBOX_ENDPOINTS.smsOutbox)(
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
};

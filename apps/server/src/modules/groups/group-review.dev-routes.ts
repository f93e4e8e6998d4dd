import {
  GROUP_REVIEW_DEV_ENDPOINTS,
  GROUP_REVIEW_MESSAGES,
  GroupReviewDevSchema,
  MessageResponseSchema,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import { groups } from './groups.tables.ts';

/**
 * Sets a group's review directly (DEV_ROUTES only, from this machine; app.ts registers it in the dev
 * scope): e2e journeys arrange a verified Premium group with it, as they verify payout information
 * with dev/payment-info/verify/. No Pending check, no event, no audit row: staff use the admin calls.
 */
export const groupReviewDevRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, GROUP_REVIEW_DEV_ENDPOINTS.verifyGroup)(
    {
      schema: {
        tags: ['sandbox'],
        summary: "Set a group's review status (DEV_ROUTES only, from this machine)",
        body: GroupReviewDevSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .update(groups)
        .set({
          verificationStatus: request.body.verification_status,
          verificationRemark: request.body.remark ?? null,
        })
        .where(eq(groups.id, request.body.group_id))
        .returning({ id: groups.id });
      if (!row) throw notFound(GROUP_REVIEW_MESSAGES.groupNotFound);
      return { message: `Group ${request.body.verification_status}` };
    },
  );
};

import {
  ADMIN_MODERATION_ENDPOINT_REQUIREMENTS,
  ADMIN_MODERATION_ENDPOINTS,
  AdminIdParamsSchema,
  MessageResponseSchema,
  MODERATION_MESSAGES,
  ModerationRemarkSchema,
  ModerationUserParamsSchema,
  ReportedUserDetailSchema,
  ReportedUsersQuerySchema,
  ReportedUsersSchema,
  SuspendedSchema,
  SuspendUserSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { TokenService } from '../auth/index.ts';
import { adminGate } from './admin.access.ts';
import {
  hideComment,
  hideReasoning,
  reportedUserDetail,
  reportedUsersPage,
  suspendUser,
  unsuspendUser,
  warnUser,
} from './moderation-review.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export type ModerationAdminRoutesOptions = {
  auth: RequestAuth;
  /** A suspension ends every sign-in of the user at once. */
  tokens: TokenService;
};

/**
 * The moderation queue (issue 30): reported users and staff's actions on them. Every route checks
 * the `moderation` queue onRequest, after the token: 401 for a visitor, 403 for anyone else, before
 * the input is read. Each action is one transaction with its user.moderated event (audit log and
 * the user's notification).
 */
export const moderationAdminRoutes: FastifyPluginAsyncZod<ModerationAdminRoutesOptions> = async (
  app,
  { auth, tokens },
) => {
  const db = app.database.db;
  const gate = adminGate(db, auth, ADMIN_MODERATION_ENDPOINT_REQUIREMENTS);

  on(app, ADMIN_MODERATION_ENDPOINTS.reports)(
    {
      onRequest: gate('reports'),
      schema: {
        tags,
        security,
        summary: 'Reported users, most reported first, with reasons, warnings and suspension, 20 a page',
        querystring: ReportedUsersQuerySchema,
        response: { 200: ReportedUsersSchema },
      },
    },
    async (request) => reportedUsersPage(db, request.query.page_number),
  );

  on(app, ADMIN_MODERATION_ENDPOINTS.reportedUser)(
    {
      onRequest: gate('reportedUser'),
      schema: {
        tags,
        security,
        summary: "A user's reports (the reporter hidden when anonymous), recent comments and trades",
        params: ModerationUserParamsSchema,
        response: { 200: ReportedUserDetailSchema },
      },
    },
    async (request) => reportedUserDetail(db, request.params.user_id),
  );

  on(app, ADMIN_MODERATION_ENDPOINTS.warn)(
    {
      onRequest: gate('warn'),
      schema: {
        tags,
        security,
        summary: 'Warn a user with a remark they are told (not a super admin, not yourself)',
        params: ModerationUserParamsSchema,
        body: ModerationRemarkSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await warnUser(db, {
        actorUserId: request.user!.id,
        userId: request.params.user_id,
        remark: request.body.remark,
      });
      return { message: MODERATION_MESSAGES.warned };
    },
  );

  on(app, ADMIN_MODERATION_ENDPOINTS.hideComment)(
    {
      onRequest: gate('hideComment'),
      schema: {
        tags,
        security,
        summary: 'Hide a trade comment from every read (409 when hidden already)',
        params: AdminIdParamsSchema,
        body: ModerationRemarkSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await hideComment(db, {
        actorUserId: request.user!.id,
        commentId: request.params.id,
        remark: request.body.remark,
      });
      return { message: MODERATION_MESSAGES.commentHidden };
    },
  );

  on(app, ADMIN_MODERATION_ENDPOINTS.hideReasoning)(
    {
      onRequest: gate('hideReasoning'),
      schema: {
        tags,
        security,
        summary: "Hide a trade's reasoning: it reads '' everywhere, the call stays (409 when hidden already)",
        params: AdminIdParamsSchema,
        body: ModerationRemarkSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await hideReasoning(db, {
        actorUserId: request.user!.id,
        tradeId: request.params.id,
        remark: request.body.remark,
      });
      return { message: MODERATION_MESSAGES.reasoningHidden };
    },
  );

  on(app, ADMIN_MODERATION_ENDPOINTS.suspend)(
    {
      onRequest: gate('suspend'),
      schema: {
        tags,
        security,
        summary:
          'Suspend an account until a time or for good (until null): its sign-ins end at once (409 when suspended)',
        params: ModerationUserParamsSchema,
        body: SuspendUserSchema,
        response: { 200: SuspendedSchema },
      },
    },
    async (request) => ({
      message: MODERATION_MESSAGES.suspended,
      suspension: await suspendUser(db, tokens, {
        actorUserId: request.user!.id,
        userId: request.params.user_id,
        remark: request.body.remark,
        until: request.body.until === null ? null : new Date(request.body.until),
      }),
    }),
  );

  on(app, ADMIN_MODERATION_ENDPOINTS.unsuspend)(
    {
      onRequest: gate('unsuspend'),
      schema: {
        tags,
        security,
        summary: 'Lift a suspension that holds now (409 otherwise)',
        params: ModerationUserParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await unsuspendUser(db, { actorUserId: request.user!.id, userId: request.params.user_id });
      return { message: MODERATION_MESSAGES.unsuspended };
    },
  );
};

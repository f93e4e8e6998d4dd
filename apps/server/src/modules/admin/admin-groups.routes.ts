import {
  ADMIN_GROUPS_ENDPOINT_REQUIREMENTS,
  ADMIN_GROUPS_ENDPOINTS,
  AdminIdParamsSchema,
  AdminRejectSchema,
  GROUP_REVIEW_MESSAGES,
  GroupDecisionSchema,
  GroupQueueQuerySchema,
  GroupQueueSchema,
  MarginFormSchema,
  MarginSavedSchema,
  MarginsQuerySchema,
  MarginsSchema,
  MarginUserParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { decideGroup, groupReviewQueue } from '../groups/index.ts';
import { adminGate } from './admin.access.ts';
import { listMargins, setExpertMargin, setGroupMargin } from './margins.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export type AdminGroupsRoutesOptions = {
  auth: RequestAuth;
  /** PLATFORM_FEE_PERCENT: the margin when neither a group nor its expert has one. */
  platformFeePercent: number;
};

/**
 * The groups queue (permission `groups`) and set margin (permission `margins`), issue 30. Like
 * adminRoutes, every route checks its caller's standing onRequest: 401 for a visitor, one 403 for
 * anyone without the route's role, before the input is read.
 */
export const adminGroupsRoutes: FastifyPluginAsyncZod<AdminGroupsRoutesOptions> = async (
  app,
  { auth, platformFeePercent },
) => {
  const db = app.database.db;
  const gate = adminGate(db, auth, ADMIN_GROUPS_ENDPOINT_REQUIREMENTS);

  on(app, ADMIN_GROUPS_ENDPOINTS.groupQueue)(
    {
      onRequest: gate('groupQueue'),
      schema: {
        tags,
        security,
        summary:
          'The groups queue by status (Pending by default) and type, the longest waiting first, 20 a page',
        querystring: GroupQueueQuerySchema,
        response: { 200: GroupQueueSchema },
      },
    },
    async (request) => groupReviewQueue(db, request.query),
  );

  on(app, ADMIN_GROUPS_ENDPOINTS.approveGroup)(
    {
      onRequest: gate('approveGroup'),
      schema: {
        tags,
        security,
        summary:
          'Verify a pending group: a Premium one is listed once its admin is paid-ready (409 unless Pending)',
        params: AdminIdParamsSchema,
        response: { 200: GroupDecisionSchema },
      },
    },
    async (request) => ({
      message: GROUP_REVIEW_MESSAGES.approved,
      group: await decideGroup(db, {
        actorUserId: request.user!.id,
        groupId: request.params.id,
        status: 'Verified',
        remark: null,
      }),
    }),
  );

  on(app, ADMIN_GROUPS_ENDPOINTS.rejectGroup)(
    {
      onRequest: gate('rejectGroup'),
      schema: {
        tags,
        security,
        summary: 'Reject a pending group with a remark its admin sees (409 unless Pending)',
        params: AdminIdParamsSchema,
        body: AdminRejectSchema,
        response: { 200: GroupDecisionSchema },
      },
    },
    async (request) => ({
      message: GROUP_REVIEW_MESSAGES.rejected,
      group: await decideGroup(db, {
        actorUserId: request.user!.id,
        groupId: request.params.id,
        status: 'Rejected',
        remark: request.body.remark,
      }),
    }),
  );

  on(app, ADMIN_GROUPS_ENDPOINTS.margins)(
    {
      onRequest: gate('margins'),
      schema: {
        tags,
        security,
        summary: "The platform's margins set per expert and per group, and the global default, 20 a page",
        querystring: MarginsQuerySchema,
        response: { 200: MarginsSchema },
      },
    },
    async (request) => listMargins(db, request.query, platformFeePercent),
  );

  on(app, ADMIN_GROUPS_ENDPOINTS.setExpertMargin)(
    {
      onRequest: gate('setExpertMargin'),
      schema: {
        tags,
        security,
        summary: "Set an expert's margin in percent (two decimals), or null to use the global default",
        params: MarginUserParamsSchema,
        body: MarginFormSchema,
        response: { 200: MarginSavedSchema },
      },
    },
    async (request) =>
      setExpertMargin(db, request.params.user_id, {
        actorUserId: request.user!.id,
        marginPercent: request.body.margin_percent,
        defaultPercent: platformFeePercent,
      }),
  );

  on(app, ADMIN_GROUPS_ENDPOINTS.setGroupMargin)(
    {
      onRequest: gate('setGroupMargin'),
      schema: {
        tags,
        security,
        summary:
          "Set a group's margin in percent (two decimals), or null to use its admin's, else the default",
        params: AdminIdParamsSchema,
        body: MarginFormSchema,
        response: { 200: MarginSavedSchema },
      },
    },
    async (request) =>
      setGroupMargin(db, request.params.id, {
        actorUserId: request.user!.id,
        marginPercent: request.body.margin_percent,
        defaultPercent: platformFeePercent,
      }),
  );
};

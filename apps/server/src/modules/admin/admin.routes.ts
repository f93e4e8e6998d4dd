import {
  ADMIN_ENDPOINT_REQUIREMENTS,
  ADMIN_ENDPOINTS,
  ADMIN_MESSAGES,
  AdminIdParamsSchema,
  AdminMeSchema,
  AdminRejectSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  MessageResponseSchema,
  PaymentInfoDecisionSchema,
  PaymentInfoQueueQuerySchema,
  PaymentInfoQueueSchema,
  StaffAddSchema,
  StaffListSchema,
  StaffSavedSchema,
  StaffTeamFormSchema,
  StaffTeamListSchema,
  StaffTeamSavedSchema,
  StaffTeamUpdateSchema,
  StaffUserParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { decidePaymentInfo, paymentInfoQueue, payoutCipherFor } from '../payouts/index.ts';
import { adminGate, checkedStandingOf } from './admin.access.ts';
import { listAuditLog } from './admin-audit.ts';
import {
  addStaff,
  createTeam,
  deleteTeam,
  listStaff,
  listTeams,
  removeStaff,
  updateTeam,
} from './staff.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export type AdminRoutesOptions = {
  auth: RequestAuth;
  /** PAYOUT_ENCRYPTION_KEY, as the payouts routes read it (the payout queue shows masked numbers). */
  encryptionKey: string | undefined;
};

/**
 * The admin panel's calls (issue 30). Every route checks its caller's standing onRequest, right after
 * the token: a visitor gets 401 and anyone without the route's role the same 403, before the input
 * is read (ADMIN_ENDPOINT_REQUIREMENTS).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { auth, encryptionKey },
) => {
  const db = app.database.db;
  const cipher = await payoutCipherFor(db, encryptionKey);
  const gate = adminGate(db, auth, ADMIN_ENDPOINT_REQUIREMENTS);

  on(app, ADMIN_ENDPOINTS.me)(
    {
      onRequest: gate('me'),
      schema: {
        tags,
        security,
        summary: 'Your admin standing: super admin or staff, your teams and the queues you may work',
        response: { 200: AdminMeSchema },
      },
    },
    async (request) => {
      const standing = checkedStandingOf(request);
      return { is_superuser: standing.isSuperuser, teams: standing.teams, permissions: standing.permissions };
    },
  );

  on(app, ADMIN_ENDPOINTS.teams)(
    {
      onRequest: gate('teams'),
      schema: {
        tags,
        security,
        summary: 'Staff teams (super admins)',
        response: { 200: StaffTeamListSchema },
      },
    },
    async () => ({ teams: await listTeams(db) }),
  );

  on(app, ADMIN_ENDPOINTS.createTeam)(
    {
      onRequest: gate('createTeam'),
      schema: {
        tags,
        security,
        summary: 'Create a staff team with the queues it works (super admins)',
        body: StaffTeamFormSchema,
        response: { 200: StaffTeamSavedSchema },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.teamCreated,
      team: await createTeam(db, request.user!.id, request.body),
    }),
  );

  on(app, ADMIN_ENDPOINTS.updateTeam)(
    {
      onRequest: gate('updateTeam'),
      schema: {
        tags,
        security,
        summary: 'Rename a staff team or change its queues (super admins)',
        params: AdminIdParamsSchema,
        body: StaffTeamUpdateSchema,
        response: { 200: StaffTeamSavedSchema },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.teamUpdated,
      team: await updateTeam(db, request.user!.id, request.params.id, request.body),
    }),
  );

  on(app, ADMIN_ENDPOINTS.deleteTeam)(
    {
      onRequest: gate('deleteTeam'),
      schema: {
        tags,
        security,
        summary: 'Delete a staff team that has no staff (super admins)',
        params: AdminIdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await deleteTeam(db, request.user!.id, request.params.id);
      return { message: ADMIN_MESSAGES.teamDeleted };
    },
  );

  on(app, ADMIN_ENDPOINTS.staff)(
    {
      onRequest: gate('staff'),
      schema: {
        tags,
        security,
        summary: 'Staff members and their teams (super admins)',
        response: { 200: StaffListSchema },
      },
    },
    async () => ({ staff: await listStaff(db) }),
  );

  on(app, ADMIN_ENDPOINTS.addStaff)(
    {
      onRequest: gate('addStaff'),
      schema: {
        tags,
        security,
        summary: 'Put a user in a staff team, or move a staff member to another team (super admins)',
        body: StaffAddSchema,
        response: { 200: StaffSavedSchema },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.staffAdded,
      staff_member: await addStaff(db, request.user!.id, request.body),
    }),
  );

  on(app, ADMIN_ENDPOINTS.removeStaff)(
    {
      onRequest: gate('removeStaff'),
      schema: {
        tags,
        security,
        summary: 'Take a user out of the staff (super admins)',
        params: StaffUserParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await removeStaff(db, request.user!.id, request.params.user_id);
      return { message: ADMIN_MESSAGES.staffRemoved };
    },
  );

  on(app, ADMIN_ENDPOINTS.paymentInfoQueue)(
    {
      onRequest: gate('paymentInfoQueue'),
      schema: {
        tags,
        security,
        summary: 'The payout information queue by status (Pending by default), numbers masked, 20 a page',
        querystring: PaymentInfoQueueQuerySchema,
        response: { 200: PaymentInfoQueueSchema },
      },
    },
    async (request) => paymentInfoQueue(db, cipher, request.query),
  );

  on(app, ADMIN_ENDPOINTS.approvePaymentInfo)(
    {
      onRequest: gate('approvePaymentInfo'),
      schema: {
        tags,
        security,
        summary:
          "Verify pending payout information: its owner's Premium groups can take payments (409 unless Pending)",
        params: AdminIdParamsSchema,
        response: { 200: PaymentInfoDecisionSchema },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.paymentInfoApproved,
      payment_info: await decidePaymentInfo(db, cipher, {
        actorUserId: request.user!.id,
        paymentInfoId: request.params.id,
        status: 'Verified',
        remark: null,
      }),
    }),
  );

  on(app, ADMIN_ENDPOINTS.rejectPaymentInfo)(
    {
      onRequest: gate('rejectPaymentInfo'),
      schema: {
        tags,
        security,
        summary: 'Reject pending payout information with a remark its owner sees (409 unless Pending)',
        params: AdminIdParamsSchema,
        body: AdminRejectSchema,
        response: { 200: PaymentInfoDecisionSchema },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.paymentInfoRejected,
      payment_info: await decidePaymentInfo(db, cipher, {
        actorUserId: request.user!.id,
        paymentInfoId: request.params.id,
        status: 'Rejected',
        remark: request.body.remark,
      }),
    }),
  );

  on(app, ADMIN_ENDPOINTS.auditLog)(
    {
      onRequest: gate('auditLog'),
      schema: {
        tags,
        security,
        summary: 'The admin audit log, newest first, by actor, target and action, 20 a page (super admins)',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};

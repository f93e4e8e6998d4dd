import type {
  AdminIdParamsSchema,
  AdminMeSchema,
  AdminRejectSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
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
} from '../schemas/admin.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

type IdParams = In<typeof AdminIdParamsSchema>;

/**
 * The admin panel's calls (docs/api.md "Admin"), each answered 401 to a visitor and 403 to anyone
 * without the role it needs (ADMIN_ENDPOINT_REQUIREMENTS), before the input is looked at.
 */
export const ADMIN_ENDPOINTS = {
  me: endpoint<{ response: Out<typeof AdminMeSchema> }>('GET', '/api/admin/me/'),
  teams: endpoint<{ response: Out<typeof StaffTeamListSchema> }>('GET', '/api/admin/teams/'),
  createTeam: endpoint<{
    body: In<typeof StaffTeamFormSchema>;
    response: Out<typeof StaffTeamSavedSchema>;
  }>('POST', '/api/admin/teams/'),
  updateTeam: endpoint<{
    params: IdParams;
    body: In<typeof StaffTeamUpdateSchema>;
    response: Out<typeof StaffTeamSavedSchema>;
  }>('PATCH', '/api/admin/teams/:id/'),
  deleteTeam: endpoint<{ params: IdParams; response: Message }>('DELETE', '/api/admin/teams/:id/'),
  staff: endpoint<{ response: Out<typeof StaffListSchema> }>('GET', '/api/admin/staff/'),
  addStaff: endpoint<{ body: In<typeof StaffAddSchema>; response: Out<typeof StaffSavedSchema> }>(
    'POST',
    '/api/admin/staff/',
  ),
  removeStaff: endpoint<{ params: In<typeof StaffUserParamsSchema>; response: Message }>(
    'DELETE',
    '/api/admin/staff/:user_id/',
  ),
  paymentInfoQueue: endpoint<{
    query: In<typeof PaymentInfoQueueQuerySchema>;
    response: Out<typeof PaymentInfoQueueSchema>;
  }>('GET', '/api/admin/payment-info/'),
  approvePaymentInfo: endpoint<{ params: IdParams; response: Out<typeof PaymentInfoDecisionSchema> }>(
    'POST',
    '/api/admin/payment-info/:id/approve/',
  ),
  rejectPaymentInfo: endpoint<{
    params: IdParams;
    body: In<typeof AdminRejectSchema>;
    response: Out<typeof PaymentInfoDecisionSchema>;
  }>('POST', '/api/admin/payment-info/:id/reject/'),
  auditLog: endpoint<{
    query: In<typeof AuditLogQuerySchema>;
    response: Out<typeof AuditLogSchema>;
  }>('GET', '/api/admin/audit-log/'),
} as const;

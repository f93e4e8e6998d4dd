import type { AdminIdParamsSchema, AdminRejectSchema } from '../schemas/admin.ts';
import type {
  GroupDecisionSchema,
  GroupQueueQuerySchema,
  GroupQueueSchema,
  GroupReviewDevSchema,
  MarginFormSchema,
  MarginSavedSchema,
  MarginsQuerySchema,
  MarginsSchema,
  MarginUserParamsSchema,
} from '../schemas/admin-groups.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

type IdParams = In<typeof AdminIdParamsSchema>;

/**
 * The groups queue and set margin (docs/api.md "Admin"), answered 401 to a visitor and 403 to anyone
 * without the role it needs (ADMIN_GROUPS_ENDPOINT_REQUIREMENTS), before the input is looked at.
 */
export const ADMIN_GROUPS_ENDPOINTS = {
  groupQueue: endpoint<{
    query: In<typeof GroupQueueQuerySchema>;
    response: Out<typeof GroupQueueSchema>;
  }>('GET', '/api/admin/groups/'),
  approveGroup: endpoint<{ params: IdParams; response: Out<typeof GroupDecisionSchema> }>(
    'POST',
    '/api/admin/groups/:id/approve/',
  ),
  rejectGroup: endpoint<{
    params: IdParams;
    body: In<typeof AdminRejectSchema>;
    response: Out<typeof GroupDecisionSchema>;
  }>('POST', '/api/admin/groups/:id/reject/'),
  margins: endpoint<{ query: In<typeof MarginsQuerySchema>; response: Out<typeof MarginsSchema> }>(
    'GET',
    '/api/admin/margins/',
  ),
  setExpertMargin: endpoint<{
    params: In<typeof MarginUserParamsSchema>;
    body: In<typeof MarginFormSchema>;
    response: Out<typeof MarginSavedSchema>;
  }>('PUT', '/api/admin/margins/experts/:user_id/'),
  setGroupMargin: endpoint<{
    params: IdParams;
    body: In<typeof MarginFormSchema>;
    response: Out<typeof MarginSavedSchema>;
  }>('PUT', '/api/admin/margins/groups/:id/'),
} as const;

/**
 * The developer route that sets a group's review directly (DEV_ROUTES only, from this machine), as
 * `dev/payment-info/verify/` does for payout information: e2e journeys arrange a verified group with
 * it. No Pending check, no event, no audit row.
 */
export const GROUP_REVIEW_DEV_ENDPOINTS = {
  verifyGroup: endpoint<{ body: In<typeof GroupReviewDevSchema>; response: Message }>(
    'POST',
    '/api/dev/groups/verify/',
  ),
} as const;

import type { AdminIdParamsSchema } from '../schemas/admin.ts';
import type {
  ModerationRemarkSchema,
  ModerationUserParamsSchema,
  ReportedUserDetailSchema,
  ReportedUsersQuerySchema,
  ReportedUsersSchema,
  SuspendedSchema,
  SuspendUserSchema,
} from '../schemas/admin-moderation.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

type UserParams = In<typeof ModerationUserParamsSchema>;
type IdParams = In<typeof AdminIdParamsSchema>;
type Remark = In<typeof ModerationRemarkSchema>;

/**
 * The moderation queue's calls (docs/api.md "Admin"): 401 to a visitor, 403 to anyone without the
 * `moderation` queue (ADMIN_MODERATION_ENDPOINT_REQUIREMENTS), before the input is looked at.
 */
export const ADMIN_MODERATION_ENDPOINTS = {
  reports: endpoint<{
    query: In<typeof ReportedUsersQuerySchema>;
    response: Out<typeof ReportedUsersSchema>;
  }>('GET', '/api/admin/reports/'),
  reportedUser: endpoint<{ params: UserParams; response: Out<typeof ReportedUserDetailSchema> }>(
    'GET',
    '/api/admin/reports/:user_id/',
  ),
  warn: endpoint<{ params: UserParams; body: Remark; response: Message }>(
    'POST',
    '/api/admin/users/:user_id/warn/',
  ),
  hideComment: endpoint<{ params: IdParams; body: Remark; response: Message }>(
    'POST',
    '/api/admin/comments/:id/hide/',
  ),
  hideReasoning: endpoint<{ params: IdParams; body: Remark; response: Message }>(
    'POST',
    '/api/admin/trades/:id/hide-reasoning/',
  ),
  suspend: endpoint<{
    params: UserParams;
    body: In<typeof SuspendUserSchema>;
    response: Out<typeof SuspendedSchema>;
  }>('POST', '/api/admin/users/:user_id/suspend/'),
  unsuspend: endpoint<{ params: UserParams; response: Message }>(
    'POST',
    '/api/admin/users/:user_id/unsuspend/',
  ),
} as const;

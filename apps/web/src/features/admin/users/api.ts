/** User search and detail, delete account and merge profiles (docs/api.md "Admin"); the server checks the role. */
import { ADMIN_USERS_ENDPOINTS, type AdminUsers, type UserDetail } from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type { AdminUsers, UserDetail };

/** Answers the panel shows itself: 400 (remark, ids), 403, 404 and 409 (deleted already). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

export function fetchAdminUsers(q: string, page: number, signal?: AbortSignal) {
  return call(ADMIN_USERS_ENDPOINTS.users, {
    query: q ? { q, page_number: page } : { page_number: page },
    signal,
  });
}

export function fetchUserDetail(userId: number, signal?: AbortSignal) {
  return call(ADMIN_USERS_ENDPOINTS.userDetail, { params: { user_id: userId }, signal });
}

export function deleteUser(userId: number, remark: string) {
  return call(ADMIN_USERS_ENDPOINTS.deleteUser, {
    params: { user_id: userId },
    body: { remark },
    handledStatuses: SHOWN_HERE,
  });
}

export function mergeUsers(survivingUserId: number, mergedUserId: number, remark: string) {
  return call(ADMIN_USERS_ENDPOINTS.mergeUsers, {
    body: { surviving_user_id: survivingUserId, merged_user_id: mergedUserId, remark },
    handledStatuses: SHOWN_HERE,
  });
}

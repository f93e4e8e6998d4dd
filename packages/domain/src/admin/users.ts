import type { ADMIN_USERS_ENDPOINTS } from '../endpoints/admin-users.ts';
import type { AdminRequirement } from './queues.ts';

/**
 * User detail, merge profiles and delete account (issue 30; platform.md "delete account", "merge
 * profiles"; groups-and-payments.md "admin panel user detail"). Search and detail are open to any
 * staff member (support needs them to answer a user; the phone is masked for all but super admins);
 * merging and deleting are a super admin's alone: they cannot be undone.
 */

export const ADMIN_USERS_MESSAGES = {
  userNotFound: 'User not found',
  remarkRequired: 'A remark of 1 to 500 characters is required',
  alreadyDeleted: 'This account is already deleted',
  cannotDeleteSelf: 'You cannot delete your own account here',
  cannotDeleteSuperuser: 'A super admin account cannot be deleted; remove the super admin role first',
  mergeSameUser: 'Choose two different accounts to merge',
  mergeDeleted: 'A deleted account cannot be merged',
  mergeSuperuser: 'A super admin account cannot be merged away',
  mergeSelf: 'You cannot merge your own account away',
  queryTooLong: 'q must be at most 100 characters',
  deleted: 'Account deleted',
  merged: 'Profiles merged',
} as const;

/** The audit log's action names (admin_audit_log.action). */
export const ADMIN_USERS_ACTIONS = {
  delete: 'user.delete',
  merge: 'user.merge',
} as const;
export type AdminUsersAction = (typeof ADMIN_USERS_ACTIONS)[keyof typeof ADMIN_USERS_ACTIONS];

/** The name a deleted account's profile carries from then on (its calls stay under it). */
export const deletedUserName = (userId: number) => `Deleted user #${userId}`;

/** A phone as staff who are not super admins see it: every digit but the last four hidden. */
export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  return phone.length <= 4 ? phone : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

export const ADMIN_USERS_ENDPOINT_REQUIREMENTS = {
  users: 'staff',
  userDetail: 'staff',
  deleteUser: 'superuser',
  mergeUsers: 'superuser',
} as const satisfies Record<keyof typeof ADMIN_USERS_ENDPOINTS, AdminRequirement>;

import type { ADMIN_ENDPOINTS } from '../endpoints/admin.ts';

/**
 * The operator's side (issue 30, platform.md §6): super admins (users.is_superuser) may do
 * everything; staff belong to one team, and a team's permissions are the queues its staff work.
 * Only a super admin manages teams and staff, and reads the audit log.
 */
export const ADMIN_QUEUES = [
  'payouts',
  'sebi',
  'groups',
  'videos',
  'moderation',
  'performance',
  'margins',
] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** What an admin route needs of its caller: a queue's permission, a super admin, or any staff member. */
export type AdminRequirement = AdminQueue | 'superuser' | 'staff';

/** Who the caller is on the admin side: null for someone who is neither staff nor a super admin. */
export type AdminStanding = { isSuperuser: boolean; permissions: readonly AdminQueue[] };

/** Whether the caller may use a route that needs `requirement` (a super admin passes everything). */
export function canUseAdminRoute(standing: AdminStanding | null, requirement: AdminRequirement): boolean {
  if (!standing) return false;
  if (standing.isSuperuser || requirement === 'staff') return true;
  return requirement !== 'superuser' && standing.permissions.includes(requirement);
}

/** The longest remark a reviewer may write on a rejection. */
export const MAX_ADMIN_REMARK = 500;
/** Rows per page of the admin queues and the audit log. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_MESSAGES = {
  /** One answer for everyone who may not use an admin route: it tells nothing of what exists. */
  forbidden: 'You do not have permission to perform this action',
  teamName: 'Team name must be 1 to 50 characters',
  teamPermissions: `Permissions must be queue names: ${ADMIN_QUEUES.join(', ')}`,
  teamNameTaken: 'A team with this name already exists',
  teamNotFound: 'Team not found',
  teamHasStaff: 'This team still has staff members; move or remove them first',
  teamCreated: 'Team created',
  teamUpdated: 'Team updated',
  teamDeleted: 'Team deleted',
  userNotFound: 'User not found',
  staffAdded: 'Staff member added',
  staffRemoved: 'Staff member removed',
  staffNotFound: 'This user is not a staff member',
  remarkRequired: `A remark of 1 to ${MAX_ADMIN_REMARK} characters is required to reject`,
  paymentInfoNotFound: 'Payment information not found',
  notPending: 'Only pending payment information can be approved or rejected',
  paymentInfoApproved: 'Payment information verified',
  paymentInfoRejected: 'Payment information rejected',
} as const;

/** The audit log's action names (admin_audit_log.action), one per kind of admin decision. */
export const ADMIN_ACTIONS = {
  verifyPaymentInfo: 'payment_info.verify',
  rejectPaymentInfo: 'payment_info.reject',
  createTeam: 'team.create',
  updateTeam: 'team.update',
  deleteTeam: 'team.delete',
  addStaff: 'staff.add',
  removeStaff: 'staff.remove',
} as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];

/**
 * What each admin call needs (ADMIN_ENDPOINTS by name): `staff` is any staff member or super admin
 * (the caller's own standing); the server checks it before the input, and the tests walk this list.
 */
export const ADMIN_ENDPOINT_REQUIREMENTS = {
  me: 'staff',
  teams: 'superuser',
  createTeam: 'superuser',
  updateTeam: 'superuser',
  deleteTeam: 'superuser',
  staff: 'superuser',
  addStaff: 'superuser',
  removeStaff: 'superuser',
  paymentInfoQueue: 'payouts',
  approvePaymentInfo: 'payouts',
  rejectPaymentInfo: 'payouts',
  auditLog: 'superuser',
} as const satisfies Record<keyof typeof ADMIN_ENDPOINTS, AdminRequirement>;

import type { ADMIN_GROUPS_ENDPOINTS } from '../endpoints/admin-groups.ts';
import type { AdminRequirement } from './queues.ts';

/**
 * The groups queue and set margin (issue 30, groups-and-payments.md §1, §4, §6): staff with the
 * `groups` permission verify or reject groups (a Premium group is listed and takes payments only
 * once Verified); staff with `margins` set the platform's fee per expert or per group.
 */
export const GROUP_REVIEW_MESSAGES = {
  groupNotFound: 'Group not found',
  notPending: 'Only pending groups can be approved or rejected',
  approved: 'Group verified',
  rejected: 'Group rejected',
  status: 'status is Pending, Verified or Rejected',
  groupType: 'group_type is Public, Private or Premium',
} as const;

/** The platform's fee on a sale, in percent with up to two decimals (stored as basis points). */
export const MAX_MARGIN_PERCENT = 100;

export const MARGIN_MESSAGES = {
  marginPercent: 'margin_percent must be a number from 0 to 100 with at most 2 decimals, or null',
  expertNotFound: 'User not found',
  groupNotFound: 'Group not found',
  saved: 'Margin saved',
  cleared: 'Margin cleared',
} as const;

/** The audit log's action names for this area (admin_audit_log.action). */
export const GROUP_REVIEW_ACTIONS = {
  verifyGroup: 'group.verify',
  rejectGroup: 'group.reject',
  setExpertMargin: 'margin.expert',
  setGroupMargin: 'margin.group',
} as const;
export type GroupReviewAction = (typeof GROUP_REVIEW_ACTIONS)[keyof typeof GROUP_REVIEW_ACTIONS];

/** What each call of this area needs (ADMIN_GROUPS_ENDPOINTS by name), checked before the input. */
export const ADMIN_GROUPS_ENDPOINT_REQUIREMENTS = {
  groupQueue: 'groups',
  approveGroup: 'groups',
  rejectGroup: 'groups',
  margins: 'margins',
  setExpertMargin: 'margins',
  setGroupMargin: 'margins',
} as const satisfies Record<keyof typeof ADMIN_GROUPS_ENDPOINTS, AdminRequirement>;

/** Basis points (integer) → percent as the wire shows it (1250 → 12.5). */
export const bpsToPercent = (bps: number): number => bps / 100;

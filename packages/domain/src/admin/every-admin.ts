import { ADMIN_ENDPOINTS } from '../endpoints/admin.ts';
import { ADMIN_GROUPS_ENDPOINTS } from '../endpoints/admin-groups.ts';
import { ADMIN_MODERATION_ENDPOINTS } from '../endpoints/admin-moderation.ts';
import { ADMIN_SEBI_ENDPOINTS } from '../endpoints/admin-sebi.ts';
import { ADMIN_USERS_ENDPOINTS } from '../endpoints/admin-users.ts';
import { ADMIN_VIDEOS_ENDPOINTS } from '../endpoints/admin-videos.ts';
import type { Endpoint } from '../endpoints/endpoint.ts';
import { ADMIN_GROUPS_ENDPOINT_REQUIREMENTS, GROUP_REVIEW_ACTIONS } from './group-review.ts';
import { ADMIN_MODERATION_ENDPOINT_REQUIREMENTS, MODERATION_ACTIONS } from './moderation.ts';
import { ADMIN_ACTIONS, ADMIN_ENDPOINT_REQUIREMENTS, type AdminRequirement } from './queues.ts';
import { ADMIN_SEBI_ENDPOINT_REQUIREMENTS, SEBI_REVIEW_ACTIONS } from './sebi-review.ts';
import { ADMIN_USERS_ACTIONS, ADMIN_USERS_ENDPOINT_REQUIREMENTS } from './users.ts';
import { ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS, VIDEO_REVIEW_ACTIONS } from './video-review.ts';

/** One admin call with what its caller must be (each area's requirements, by the call's name). */
export type AdminCall = { name: string; endpoint: Endpoint; requirement: AdminRequirement };

function callsOf<E extends Record<string, Endpoint>>(
  endpoints: E,
  requirements: Record<keyof E, AdminRequirement>,
): AdminCall[] {
  return Object.entries(endpoints).map(([name, endpoint]) => ({
    name,
    endpoint,
    requirement: requirements[name as keyof E],
  }));
}

/** Every admin call of every area: what the access tests walk and the docs list. */
export const EVERY_ADMIN_CALL: readonly AdminCall[] = [
  ...callsOf(ADMIN_ENDPOINTS, ADMIN_ENDPOINT_REQUIREMENTS),
  ...callsOf(ADMIN_SEBI_ENDPOINTS, ADMIN_SEBI_ENDPOINT_REQUIREMENTS),
  ...callsOf(ADMIN_GROUPS_ENDPOINTS, ADMIN_GROUPS_ENDPOINT_REQUIREMENTS),
  ...callsOf(ADMIN_MODERATION_ENDPOINTS, ADMIN_MODERATION_ENDPOINT_REQUIREMENTS),
  ...callsOf(ADMIN_USERS_ENDPOINTS, ADMIN_USERS_ENDPOINT_REQUIREMENTS),
  ...callsOf(ADMIN_VIDEOS_ENDPOINTS, ADMIN_VIDEOS_ENDPOINT_REQUIREMENTS),
];

/** Every action name the audit log records (admin_audit_log.action). */
export const EVERY_ADMIN_ACTION = [
  ...Object.values(ADMIN_ACTIONS),
  ...Object.values(SEBI_REVIEW_ACTIONS),
  ...Object.values(GROUP_REVIEW_ACTIONS),
  ...Object.values(MODERATION_ACTIONS),
  ...Object.values(ADMIN_USERS_ACTIONS),
  ...Object.values(VIDEO_REVIEW_ACTIONS),
] as const;
export type EveryAdminAction = (typeof EVERY_ADMIN_ACTION)[number];

/** What an audit log row can be about (admin_audit_log.target_type). */
export const ADMIN_TARGET_TYPES = [
  'payment_info',
  'sebi_registration',
  'performance_verification',
  'group',
  'staff_team',
  'user',
  'comment',
  'trade',
  'video',
  'playlist',
] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];

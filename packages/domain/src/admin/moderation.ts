import type { ADMIN_MODERATION_ENDPOINTS } from '../endpoints/admin-moderation.ts';
import { formatDate } from '../format/time.ts';
import type { AdminRequirement } from './queues.ts';

/**
 * Moderation (issue 30, queue `moderation`): the reports from Report & Block per reported user, and
 * what staff do about them: warn, hide a comment or a trade's reasoning, suspend or unsuspend.
 */

export const MODERATION_MESSAGES = {
  userNotFound: 'User not found',
  commentNotFound: 'Comment not found',
  tradeNotFound: 'Trade not found',
  remarkRequired: 'A remark of 1 to 500 characters is required',
  untilInvalid: 'until must be a date and time in the future, or null to suspend permanently',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  commentAlreadyHidden: 'This comment is already hidden',
  reasoningAlreadyHidden: "This trade's reasoning is already hidden",
  cannotSuspendSelf: 'You cannot suspend or warn your own account',
  cannotSuspendSuperuser: 'A super admin cannot be suspended or warned',
  warned: 'Warning sent',
  commentHidden: 'Comment hidden',
  reasoningHidden: 'Reasoning hidden',
  suspended: 'Account suspended',
  unsuspended: 'Account unsuspended',
} as const;

/** The audit log's action names of moderation (admin_audit_log.action). */
export const MODERATION_ACTIONS = {
  warn: 'user.warn',
  suspend: 'user.suspend',
  unsuspend: 'user.unsuspend',
  hideComment: 'comment.hide',
  hideReasoning: 'trade.hide_reasoning',
} as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[keyof typeof MODERATION_ACTIONS];

/** Every moderation call needs the `moderation` queue (or a super admin). */
export const ADMIN_MODERATION_ENDPOINT_REQUIREMENTS = {
  reports: 'moderation',
  reportedUser: 'moderation',
  warn: 'moderation',
  hideComment: 'moderation',
  hideReasoning: 'moderation',
  suspend: 'moderation',
  unsuspend: 'moderation',
} as const satisfies Record<keyof typeof ADMIN_MODERATION_ENDPOINTS, AdminRequirement>;

/** A suspension as users.suspended_at / suspended_until keep it (until null: for good). */
export type Suspension = { suspendedAt: Date | null; suspendedUntil: Date | null };

/** Whether the suspension holds at `now`: set, and either for good or not yet over. */
export function isSuspended(suspension: Suspension, now: Date = new Date()): boolean {
  if (!suspension.suspendedAt) return false;
  return suspension.suspendedUntil === null || suspension.suspendedUntil.getTime() > now.getTime();
}

/** An IST date-time as `9 May 2026, 3:05 PM IST`. */
function formatIndiaDateTime(at: Date): string {
  const shifted = new Date(at.getTime() + (5 * 60 + 30) * 60 * 1000);
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(at)}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/**
 * What a suspended user is told when they try to sign in (403): why, and until when in IST, or
 * that it is permanent.
 */
export function suspensionMessage(reason: string | null, until: Date | null): string {
  const why = reason?.trim() ? ` Reason: ${reason.trim()}` : '';
  return until
    ? `Your account is suspended until ${formatIndiaDateTime(until)}.${why}`
    : `Your account is suspended permanently.${why}`;
}

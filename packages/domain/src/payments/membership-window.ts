import { PLAN_DURATIONS, type PlanPeriod } from './constants.ts';

const DAY_MS = 86_400_000;

/** `from` moved on by whole days or calendar months (UTC); a month end clamps (31 Jan + 1 month = 28/29 Feb). */
export function addPlanPeriod(from: Date, period: PlanPeriod): Date {
  const duration = PLAN_DURATIONS[period];
  if ('days' in duration) return new Date(from.getTime() + duration.days * DAY_MS);
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + duration.months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The window a paid plan buys: from now, or, for a renewal while the current membership still runs,
 * from its end (a renewal never loses the days already paid for).
 */
export function membershipWindow(
  period: PlanPeriod,
  now: Date,
  currentEnd: Date | null = null,
): { start: Date; end: Date } {
  const start = currentEnd && currentEnd > now ? currentEnd : now;
  return { start, end: addPlanPeriod(start, period) };
}

/** A membership runs from its start until (not including) its end. */
export const isMembershipActive = (window: { start: Date; end: Date }, now: Date) =>
  window.start <= now && now < window.end;

/** The membership-expiring notification is due from three days before the end (issue 18). */
export const EXPIRY_NOTICE_DAYS = 3;
export const isExpiryNoticeDue = (end: Date, now: Date) =>
  now < end && end.getTime() - now.getTime() <= EXPIRY_NOTICE_DAYS * DAY_MS;

/**
 * Coupon rules (issue 18): a code for one group or all of an admin's groups, a percentage, a validity
 * window, a usage limit and once per user. The server decides with this inside the transaction that
 * counts the use; the answer's message is what the coupon field shows ('Valid Coupon' applies it).
 * An unpaid order holds its use for COUPON_HOLD_MINUTES (issue 27): held uses count against the
 * limit, so a one-use coupon is ordered by one buyer at a time.
 */
import { PAYMENT_MESSAGES } from './constants.ts';

export type Coupon = {
  groupId: number | null;
  adminUserId: number;
  percent: number;
  validFrom: Date;
  validUntil: Date;
  usageLimit: number | null;
  /** Paid orders with the coupon. */
  timesUsed: number;
  /** Other buyers holding a use: their unpaid orders with the coupon, within the hold (0 if left out). */
  timesHeld?: number;
};

export const COUPON_MESSAGES = {
  unknown: 'Invalid Coupon',
  otherGroup: 'This coupon is not valid for this group',
  notYet: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been used up',
  usedByYou: 'You have already used this coupon',
  held: 'The last uses of this coupon are held by checkouts in progress; try again in a few minutes',
} as const;

export type CouponCheck =
  | { ok: true; message: typeof PAYMENT_MESSAGES.validCoupon }
  | { ok: false; message: string };

export function checkCoupon(
  coupon: Coupon | null,
  target: { groupId: number; adminUserId: number },
  usedByCaller: boolean,
  now: Date,
): CouponCheck {
  const refuse = (message: string): CouponCheck => ({ ok: false, message });
  if (!coupon) return refuse(COUPON_MESSAGES.unknown);
  const fits =
    coupon.groupId === null ? coupon.adminUserId === target.adminUserId : coupon.groupId === target.groupId;
  if (!fits) return refuse(COUPON_MESSAGES.otherGroup);
  if (now < coupon.validFrom) return refuse(COUPON_MESSAGES.notYet);
  if (now >= coupon.validUntil) return refuse(COUPON_MESSAGES.expired);
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)
    return refuse(COUPON_MESSAGES.usedUp);
  if (coupon.usageLimit !== null && coupon.timesUsed + (coupon.timesHeld ?? 0) >= coupon.usageLimit)
    return refuse(COUPON_MESSAGES.held);
  if (usedByCaller) return refuse(COUPON_MESSAGES.usedByYou);
  return { ok: true, message: PAYMENT_MESSAGES.validCoupon };
}

/**
 * Payments (groups-and-payments.md §3-§9; issue 18): the plan periods, states and the spec's own
 * words. Money is integer paise everywhere (money.ts).
 */

/** A plan's period; its label is the first word (§9: "a plan's period label comes from its first word"). */
export const PLAN_PERIODS = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Half Yearly', 'Yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** How long a membership of each plan runs: whole days, or calendar months (a month is not 30 days). */
export const PLAN_DURATIONS: Record<PlanPeriod, { days: number } | { months: number }> = {
  Daily: { days: 1 },
  Weekly: { days: 7 },
  Monthly: { months: 1 },
  Quarterly: { months: 3 },
  'Half Yearly': { months: 6 },
  Yearly: { months: 12 },
};

/** group-kpis' filters for the selected plan (§7): Daily 1DAY ... Yearly 1YEAR. */
export const PLAN_KPI_FILTERS: Record<PlanPeriod, string> = {
  Daily: '1DAY',
  Weekly: '1WEEK',
  Monthly: '1MONTH',
  Quarterly: '3MONTH',
  'Half Yearly': '6MONTH',
  Yearly: '1YEAR',
};

/** A premium group's free trial: one week at price 0, once per user per group (§1, §9). */
export const FREE_TRIAL_DAYS = 7;

/** The provider's currency and smallest order (Razorpay: at least INR 1.00). */
export const PAYMENT_CURRENCY = 'INR';
export const MIN_ORDER_PAISE = 100;

/**
 * The most one order may charge: ₹10,00,000, in paise. integrations.md names no maximum order amount
 * for the provider, so this bound is ours: every amount stays far inside the database's integers
 * (payment_orders.amount_paise and the sandbox's amounts are int4, which end at about ₹2.14 crore:
 * a report priced above that could be uploaded but not bought). What is sold is priced within it:
 * a plan (MAX_PLAN_PRICE_PAISE) and a research report (MAX_REPORT_PRICE_PAISE), checked where the
 * price is set and again when it is ordered.
 */
export const MAX_ORDER_PAISE = 100_000_000;

/** A research report's highest price (and discounted price), at upload and at checkout alike. */
export const MAX_REPORT_PRICE_PAISE = MAX_ORDER_PAISE;

/**
 * How long an unpaid order holds its coupon's use (issue 27): the use is reserved when the order is
 * made, counts against the coupon's limit until the order is paid, fails or is this old, and is
 * checked again at the grant. A payment arriving after the hold, when the coupon can no longer be
 * used, is refused and refunded in full (ORDER_MESSAGES.couponLapsed).
 */
export const COUPON_HOLD_MINUTES = 15;

export const PAYOUT_VERIFICATION_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type PayoutVerificationStatus = (typeof PAYOUT_VERIFICATION_STATUSES)[number];

export const TRANSACTION_STATUSES = [
  'initiated',
  'successful',
  'payout processed',
  'payout settled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const MEMBERSHIP_STATUSES = ['Active', 'Expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The spec's payment words, verbatim (§2, §5, §8). */
export const PAYMENT_MESSAGES = {
  validCoupon: 'Valid Coupon',
  notActive: 'Payment Process is not active for this group yet',
  congratulation: 'Congratulation',
  payAndJoin: 'Pay & Join',
  failure: (reason: string, paymentId: string) => `failed : ${reason}, Payment ID: ${paymentId}`,
  saved: (percent: number) => `Saved ${percent}%`,
} as const;

/** How long the payment snackbars stay (§9: 2500 ms for payment). */
export const PAYMENT_SNACKBAR_MS = 2500;

/** The payment dialog's width (§9). */
export const PAYMENT_DIALOG_WIDTH = 423;

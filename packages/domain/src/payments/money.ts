import { MAX_ORDER_PAISE, MIN_ORDER_PAISE } from './constants.ts';

/**
 * Money as integer paise (issue 18: "Amounts are integers in paise everywhere"; format/money.ts
 * converts numbers at the edges). A price someone types is read from its text, never through
 * floating point.
 */

/**
 * '299', '299.5' or '299.50' → 29950; more than two decimals, signs and other text → null. Up to 13
 * whole digits (every numeric(12,2) the database holds) read exactly: bounds are the caller's.
 */
export function parseRupeesToPaise(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 29950 → '299.50' (what the provider's checkout and the pages show). */
export function paiseToRupeesText(paise: number): string {
  const whole = Math.trunc(paise / 100);
  return `${whole}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
}

/** A percentage of an amount in paise, rounded half up to the paisa. `percent` may have decimals. */
export function percentOfPaise(paise: number, percent: number): number {
  // Basis points keep the arithmetic integral for percentages with up to two decimals.
  const basisPoints = Math.round(percent * 100);
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

export type PlanPrice = {
  /** The plan's price, paise. */
  pricePaise: number;
  /** The discounted price, paise, when the plan has one. */
  discountPricePaise: number | null;
  isDiscountPriceLive: boolean;
};

/**
 * What a plan costs today, before any coupon: the discounted price while the discount is live and
 * lower, else the price. The server computes every amount it charges with this, never the browser.
 */
export function planPricePaise(plan: PlanPrice): number {
  const discounted = plan.discountPricePaise;
  return plan.isDiscountPriceLive && discounted !== null && discounted < plan.pricePaise
    ? discounted
    : plan.pricePaise;
}

/** The plan's price after a coupon of `couponPercent` (0-100), and what was taken off. */
export function chargePaise(plan: PlanPrice, couponPercent = 0): { amount: number; discount: number } {
  const base = planPricePaise(plan);
  const discount = percentOfPaise(base, Math.min(Math.max(couponPercent, 0), 100));
  return { amount: base - discount, discount };
}

/** Whether an amount may be sent to the provider (a free plan goes through subscribe-for-free). */
export const isChargeable = (paise: number) => Number.isInteger(paise) && paise >= MIN_ORDER_PAISE;

/**
 * A successful payment split between the platform and the expert: the fee is `feePercent` of the
 * amount rounded half up to the paisa, and the expert is owed the rest, so the two always add up.
 */
export function splitPayment(
  amountPaise: number,
  feePercent: number,
): { feePaise: number; payablePaise: number } {
  const feePaise = percentOfPaise(amountPaise, feePercent);
  return { feePaise, payablePaise: amountPaise - feePaise };
}

/** The highest plan price a group may set: the most one order may charge (₹10,00,000). */
export const MAX_PLAN_PRICE_PAISE = MAX_ORDER_PAISE;

/**
 * A plan's discount as the plan answers show it: round((price − discount) / price × 100) while the
 * discount is live and below the price, else 0.
 */
export function planDiscountPercentage(plan: PlanPrice): number {
  const discounted = plan.discountPricePaise;
  if (!plan.isDiscountPriceLive || discounted === null || discounted >= plan.pricePaise) return 0;
  return Math.round(((plan.pricePaise - discounted) / plan.pricePaise) * 100);
}

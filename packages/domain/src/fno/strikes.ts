import type { FnoUnderlyingType } from './pricing-assumptions.ts';

/** Strike intervals of NSE's index options (monthly series). */
export const INDEX_STRIKE_STEPS: Readonly<Record<string, number>> = {
  NIFTY: 50,
  BANKNIFTY: 100,
  FINNIFTY: 50,
  MIDCPNIFTY: 25,
};

/**
 * Stock option strike interval by the underlying's price: [price up to, interval]. NSE sets each
 * stock's interval in its strike scheme and reviews it; this band table approximates that scheme
 * (e.g. about ₹1,000 -> 10, ₹1,500 -> 20) and is not the exchange's list.
 */
const STOCK_STRIKE_STEPS: ReadonlyArray<readonly [number, number]> = [
  [50, 1],
  [100, 2.5],
  [500, 5],
  [1_000, 10],
  [2_500, 20],
  [5_000, 50],
  [10_000, 100],
  [Number.POSITIVE_INFINITY, 250],
];

export function strikeStep(underlying: { symbol: string; type: FnoUnderlyingType }, price: number): number {
  if (!(price > 0)) throw new RangeError('price must be positive');
  if (underlying.type === 'INDEX') {
    const step = INDEX_STRIKE_STEPS[underlying.symbol];
    if (step === undefined)
      throw new RangeError(`No strike interval known for the index ${underlying.symbol}`);
    return step;
  }
  return STOCK_STRIKE_STEPS.find(([upTo]) => price <= upTo)![1];
}

/**
 * The at-the-money strike (price rounded to the nearest interval) with `each` strikes either side,
 * lowest first; strikes that would not be positive are left out.
 */
export function strikesAround(price: number, step: number, each: number): number[] {
  if (!(price > 0) || !(step > 0)) throw new RangeError('price and step must be positive');
  const atm = Math.round(price / step);
  const strikes: number[] = [];
  for (let k = atm - each; k <= atm + each; k++) {
    // Through paise, so steps like 2.5 give 102.5 and not 102.49999999.
    if (k > 0) strikes.push(Math.round(k * step * 100) / 100);
  }
  return strikes;
}

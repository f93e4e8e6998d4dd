import type { MarketFeedProvider } from '../../providers/market-feed/index.ts';

/** The market feed's price history (the simulator's, the same path the live prices follow). */
export type PriceHistory = Pick<MarketFeedProvider, 'history'>;

const MINUTE_MS = 60_000;

/**
 * A security's price at the minute of `at` (seconds dropped): the close of the feed's history
 * candle at or before that minute, taken from the history as it stood then, so the last candle
 * closes exactly at that minute (outside market hours, the last close before it). Null when the
 * feed has no history for the security then.
 */
export function priceAtMinute(history: PriceHistory, securityId: number, at: Date): number | null {
  const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
  const candles = history.history(securityId, '1WEEK', minute);
  const last = candles.at(-1);
  if (!last || last.time * 1000 > minute.getTime()) return null;
  return last.close;
}

/**
 * 'Since News' growth: (live − at publication) / at publication × 100, rounded to two decimals
 * (half away from zero), computed on whole paise so that float noise cannot move the rounding.
 */
export function sinceNewsGrowth(priceAtPublication: number, livePrice: number): number {
  const before = Math.round(priceAtPublication * 100);
  const now = Math.round(livePrice * 100);
  const hundredths = ((now - before) * 10_000) / before;
  return (Math.sign(hundredths) * Math.round(Math.abs(hundredths))) / 100 || 0;
}

import { MAX_TRADE_PRICE } from '../constants/trades.ts';
import { formatRupees } from '../format/money.ts';

/** What a trade price outside the allowed range is refused with (after rounding to paise). */
export const TRADE_PRICE_MESSAGES = {
  tooSmall: 'Prices must be at least ₹0.01 (prices are rounded to paise)',
  tooLarge: `Prices must be at most ${formatRupees(MAX_TRADE_PRICE)}`,
} as const;

/**
 * A price in rupees rounded to whole paise, half away from zero on the decimal the user wrote:
 * 100.005 is stored as the double 100.00499..., so the product is read back through 15 significant
 * digits (what the number prints as) before rounding.
 */
export function roundToPaise(value: number): number {
  const paise = Number((value * 100).toPrecision(15));
  return (Math.sign(paise) * Math.round(Math.abs(paise))) / 100;
}

/**
 * Why a trade price (entry, target or stop loss) is refused, judged on its paise value: at least
 * ₹0.01 (so 0.0001, which rounds to 0, is refused rather than stored as 0) and at most
 * MAX_TRADE_PRICE. Null for an acceptable price. Infinite values count as too large or too small.
 */
export function tradePriceError(value: number): string | null {
  if (Number.isNaN(value)) return TRADE_PRICE_MESSAGES.tooSmall;
  const paise = Number.isFinite(value) ? roundToPaise(value) : value;
  if (paise > MAX_TRADE_PRICE) return TRADE_PRICE_MESSAGES.tooLarge;
  if (paise <= 0) return TRADE_PRICE_MESSAGES.tooSmall;
  return null;
}

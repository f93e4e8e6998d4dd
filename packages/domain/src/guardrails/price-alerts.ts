import { z } from 'zod';
import { formatRupees } from '../format/money.ts';
import { recordIdSchema } from '../schemas/record-id.ts';

/**
 * Price alerts (issue 34, part 3): a user asks to be told in the app when a security's live price
 * reaches a level from below (`above`) or from above (`below`). An alert fires once.
 */

export const PRICE_ALERT_CONDITIONS = ['above', 'below'] as const;
export type PriceAlertCondition = (typeof PRICE_ALERT_CONDITIONS)[number];

/** The most alerts a user keeps waiting at once (fired ones do not count). */
export const MAX_ACTIVE_PRICE_ALERTS = 50;
/** The highest alert price taken (numeric(14,2)). */
export const MAX_ALERT_PRICE = 100_000_000;

export const PRICE_ALERT_MESSAGES = {
  security: 'security must be a security id',
  securityNotFound: 'Security not found',
  condition: 'condition must be above or below',
  price: 'price must be a price above 0',
  limit: `You can keep at most ${MAX_ACTIVE_PRICE_ALERTS} price alerts waiting; delete one first`,
  notFound: 'Price alert not found',
  notTradable: 'An index has no price alerts; choose a stock or an F&O contract',
} as const;

export const CreatePriceAlertRequestSchema = z.object({
  security: recordIdSchema(PRICE_ALERT_MESSAGES.security),
  condition: z.enum(PRICE_ALERT_CONDITIONS, { message: PRICE_ALERT_MESSAGES.condition }),
  price: z
    .number({ message: PRICE_ALERT_MESSAGES.price })
    .positive(PRICE_ALERT_MESSAGES.price)
    .max(MAX_ALERT_PRICE, PRICE_ALERT_MESSAGES.price),
});
export type CreatePriceAlertRequest = z.infer<typeof CreatePriceAlertRequestSchema>;

export const PriceAlertSchema = z.object({
  id: z.number(),
  security: z.object({ id: z.number(), symbol: z.string(), name: z.string(), exchange: z.string() }),
  condition: z.enum(PRICE_ALERT_CONDITIONS),
  price: z.number(),
  /** The security's live price now, when known. */
  live_price: z.number().nullable(),
  status: z.enum(['active', 'triggered']),
  created_at: z.string(),
  triggered_at: z.string().nullable(),
  /** The live price that met the condition. */
  triggered_price: z.number().nullable(),
});
export type PriceAlert = z.infer<typeof PriceAlertSchema>;

/** The prices one tick batch (or several, merged) saw of a security. */
export type PriceRange = { high: number; low: number };

/**
 * Whether a price range meets an alert: `above` once a price is at or above the level, `below` once
 * one is at or below it. Answers the price that met it (the range's high or low), else null.
 */
export function alertMetAt(condition: PriceAlertCondition, level: number, range: PriceRange): number | null {
  if (condition === 'above') return range.high >= level ? range.high : null;
  return range.low <= level ? range.low : null;
}

/** The notification of a fired alert. */
export function priceAlertText(
  symbol: string,
  condition: PriceAlertCondition,
  level: number,
  at: number,
): string {
  return `${symbol} is at ${formatRupees(at)}, ${condition === 'above' ? 'at or above' : 'at or below'} your alert of ${formatRupees(level)}`;
}

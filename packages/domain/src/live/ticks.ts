import { z } from 'zod';

/**
 * One security's quote as `/ws/security/` carries it (trades.md §4): `{ pk, fields: { live_price, ... } }`
 * with the spec's snake_case names. Unknown fields pass through untouched, so a field added later
 * (or a benchmark's send stamp) reaches the browser.
 */
export const SecurityTickSchema = z.object({
  pk: z.number().int(),
  fields: z.looseObject({
    live_price: z.number(),
    close_price: z.number(),
    up_down_price: z.number(),
    up_down_percent: z.number(),
    day_high: z.number(),
    day_low: z.number(),
    updated_at: z.string(),
  }),
});
export type SecurityTick = z.infer<typeof SecurityTickSchema>;

/** A tick batch: one entry per security that ticked. A lone object is accepted as a batch of one. */
export const SecurityTickBatchSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(SecurityTickSchema),
);
export type SecurityTickBatch = SecurityTick[];

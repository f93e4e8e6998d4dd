import { z } from 'zod';
import { TRADE_CLOSING_REASONS, TRADE_STATUSES, TRADE_VISIBILITIES } from '../constants/trades.ts';
import { TRADE_CHANGE_TYPES } from './constants.ts';

/**
 * The trade fields an event changed, under their names in the trade wire shape, as they are right
 * after it. Present when the publisher knows them all (the lifecycle engine's transitions); an event
 * without them tells only that the trade changed.
 */
export const TradeChangeFieldsSchema = z
  .object({
    current_step: z.number().int(),
    entry_fill_price: z.number().nullable(),
    target_price: z.number(),
    stop_loss: z.number(),
    exit_price: z.number().nullable(),
    closing_reason: z.enum(TRADE_CLOSING_REASONS).nullable(),
    trade_live_time: z.string().nullable(),
    trade_closing_time: z.string().nullable(),
    trade_exit_type: z.boolean(),
  })
  .partial();
export type TradeChangeFields = z.infer<typeof TradeChangeFieldsSchema>;

/**
 * A change of one trade (posted, edited, deleted, a status move, a ladder step), as the trades
 * module publishes it on the bus and `/ws/security/` forwards it in `{"type":"trades","events":[...]}`.
 * `security_id` routes it to the sockets watching that security; `posted_by_id`, `visibility` and
 * `group_id` decide who may hear of it (canSeeTrade: a group trade's change reaches its owner and the
 * group's members now, which the server looks up per batch).
 */
export const TradeChangeEventSchema = z.object({
  type: z.enum(TRADE_CHANGE_TYPES),
  trade_id: z.number().int(),
  security_id: z.number().int(),
  posted_by_id: z.number().int(),
  status: z.enum([...TRADE_STATUSES, 'deleted']),
  visibility: z.enum(TRADE_VISIBILITIES),
  /**
   * The group of a group trade, when the publisher knows it (the trade calls do); the live push
   * reads it from the trade when it is left out (the lifecycle engine's transitions).
   */
  group_id: z.number().int().nullable().optional(),
  /** The price the change happened at (activation, target, exit), when there is one. */
  price: z.number().nullable().optional(),
  /** The ladder row in force after the change. */
  step: z.number().int().optional(),
  fields: TradeChangeFieldsSchema.optional(),
});
export type TradeChangeEvent = z.infer<typeof TradeChangeEventSchema>;

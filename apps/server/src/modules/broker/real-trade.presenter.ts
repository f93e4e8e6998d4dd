import { z } from 'zod';
import type { OrderResult } from './real-trade.shared.ts';

/** trade-start and exit-order: what opens the broker gateway in the browser. */
export const OrderStartSchema = z.object({
  resp: z.object({ transactionId: z.string(), expireAt: z.string() }),
  auth_token: z.string(),
  gateway: z.string(),
});

export const EntryStateSchema = z.object({
  trade_id: z.number(),
  status: z.string(),
  entry_price: z.number(),
  trade_live_time: z.string().nullable(),
  message: z.string(),
});

export const ExitStateSchema = z.object({
  trade_id: z.number(),
  status: z.string(),
  exit_price: z.number().nullable(),
  closing_reason: z.string().nullable(),
  trade_exit_type: z.boolean(),
  trade_closing_time: z.string().nullable(),
  message: z.string(),
});

export function presentOrderStart(created: {
  transactionId: string;
  expireAt: string;
  authToken: string;
  gateway: string;
}): z.infer<typeof OrderStartSchema> {
  return {
    resp: { transactionId: created.transactionId, expireAt: created.expireAt },
    auth_token: created.authToken,
    gateway: created.gateway,
  };
}

export function presentEntryState({ kind, trade }: OrderResult): z.infer<typeof EntryStateSchema> {
  return {
    trade_id: trade.id,
    status: trade.status,
    entry_price: trade.entryPrice,
    trade_live_time: trade.liveAt?.toISOString() ?? null,
    message:
      kind === 'pending'
        ? 'The order is placed as an after-market order; the trade goes live when the broker fills it'
        : 'Trade is live',
  };
}

export function presentExitState({ kind, trade }: OrderResult): z.infer<typeof ExitStateSchema> {
  return {
    trade_id: trade.id,
    status: trade.status,
    exit_price: trade.exitPrice,
    closing_reason: trade.closingReason,
    trade_exit_type: trade.isManualExit,
    trade_closing_time: trade.closedAt?.toISOString() ?? null,
    message:
      kind === 'pending'
        ? 'The exit order is placed as an after-market order; the trade closes when the broker fills it'
        : 'Trade exited',
  };
}

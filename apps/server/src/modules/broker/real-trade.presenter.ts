import type { EntryState, ExitState, OrderStart } from '@tradecircle/domain';
import type { OrderResult } from './real-trade.shared.ts';

export function presentOrderStart(created: {
  transactionId: string;
  expireAt: string;
  authToken: string;
  gateway: string;
}): OrderStart {
  return {
    resp: { transactionId: created.transactionId, expireAt: created.expireAt },
    auth_token: created.authToken,
    gateway: created.gateway,
  };
}

export function presentEntryState({ kind, trade }: OrderResult): EntryState {
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

export function presentExitState({ kind, trade }: OrderResult): ExitState {
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

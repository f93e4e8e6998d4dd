import type { TradeStatus } from '../constants/trades.ts';
import type { Trade } from '../schemas/trade.ts';
import { tradePnl } from '../trades/pnl.ts';
import type { TradeChangeType } from './constants.ts';
import type { TradeChangeEvent, TradeChangeFields } from './trade-changes.ts';

/** Status moves and ladder steps: the trade stays the same trade, only the fields the event names move. */
const IN_PLACE_TYPES: ReadonlySet<TradeChangeType> = new Set([
  'trade.activated',
  'trade.target_reached',
  'trade.closed',
  'trade.expired',
  'trade.exited',
]);

export type PatchableTradeChange = TradeChangeEvent & { status: TradeStatus; fields: TradeChangeFields };

/**
 * Whether a copy of the trade can be brought up to date from the event alone: a status move or a
 * ladder step that carries its changed fields. A posted, edited or deleted trade, or an event
 * without fields, needs the server's answer.
 */
export function isPatchableTradeChange(event: TradeChangeEvent): event is PatchableTradeChange {
  return IN_PLACE_TYPES.has(event.type) && event.status !== 'deleted' && event.fields !== undefined;
}

/**
 * The trade after the change: the event's status and fields, and the figures the server derives
 * from them at read time (closing price, P&L) recomputed the way the server's presenter does.
 */
export function applyTradeChange<T extends Trade>(trade: T, event: PatchableTradeChange): T {
  const next: T = { ...trade, status: event.status };
  for (const [key, value] of Object.entries(event.fields)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  const isOpen = event.status === 'Inactive' || event.status === 'Active';
  if (!isOpen) {
    next.live_price = next.exit_price ?? trade.live_price;
    next.closing_live_price = next.exit_price;
    next.price_up_down = null;
  }
  const pnl = tradePnl(next);
  next.pl_data = pnl?.amount ?? null;
  next.pl_percent = pnl?.percent ?? null;
  next.profit_percent = pnl?.percent ?? null;
  return next;
}

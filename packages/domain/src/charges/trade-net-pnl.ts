import type { TradeType } from '../constants/trades.ts';
import { type Pnl, pnlEntryPrice } from '../trades/pnl.ts';
import { chargeSegment, grossAndNet } from './indian-charges.ts';

/** A position held from `enteredAt` to `exitedAt`: what its net P&L needs. */
export type HeldPosition = {
  side: TradeType;
  /** EQ, FUT, CE or PE: the segment it is charged in. */
  instrumentType: string;
  /** Units: lots x lot size. */
  quantity: number;
  entryPrice: number;
  exitPrice: number;
  enteredAt: Date;
  exitedAt: Date;
};

/**
 * The one rule for a P&L net of charges (docs/metrics.md "Net of charges"): the round trip charged
 * in its segment, an equity position squared off the same IST day as intraday.
 */
export function netOfCharges(position: HeldPosition): Pnl {
  const { instrumentType, ...trip } = position;
  return grossAndNet({
    ...trip,
    segment: chargeSegment(instrumentType, position.enteredAt, position.exitedAt),
  }).net;
}

/** What a trade's net P&L needs of it (the Trade answer has every field). */
export type NetPnlTrade = {
  trade_type: TradeType;
  entry_price: number;
  /** Where a virtual trade's entry filled, once it has (pnlEntryPrice). */
  entry_fill_price?: number | null;
  lots: number;
  /** Units per lot; 1 for equity. */
  lot_size: number;
  instrument_type: string;
  /** When it went Live (its entry filled), ISO; null if it never did. */
  trade_live_time: string | null;
};

/**
 * A trade's P&L after the charges of entering when it went Live and exiting at `exitPrice` at
 * `exitedAt`: a Live trade's as if exited now, a closed one's at its exit. Null before it went Live
 * or without an exit price.
 */
export function tradeNetPnl(trade: NetPnlTrade, exitPrice: number | null, exitedAt: Date): Pnl | null {
  if (trade.trade_live_time === null || exitPrice === null) return null;
  return netOfCharges({
    side: trade.trade_type,
    instrumentType: trade.instrument_type,
    quantity: trade.lots * trade.lot_size,
    entryPrice: pnlEntryPrice({ status: 'Active', ...trade }),
    exitPrice,
    enteredAt: new Date(trade.trade_live_time),
    exitedAt,
  });
}

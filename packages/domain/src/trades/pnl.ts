import type { TradeStatus, TradeType } from '../constants/trades.ts';
import { paiseToRupees, rupeesToPaise } from '../format/money.ts';

export interface PnlTrade {
  trade_type: TradeType;
  status: TradeStatus;
  entry_price: number;
  /** Where a virtual trade's entry filled (order-fills.ts); its P&L is measured from it once known. */
  entry_fill_price?: number | null;
  lots: number;
  /** Shares per lot; 1 for equity unless given. */
  lot_size?: number;
  final_target?: number | null;
  live_price?: number | null;
  exit_price?: number | null;
}

export interface Pnl {
  /** Rupees, two decimals; negative for a loss. */
  amount: number;
  /** Percent of the entry price, two decimals. */
  percent: number;
}

/**
 * The price a trade's P&L is measured to: Inactive -> final target (potential), Active -> live
 * price, Closed and expired -> exit price. Null when that price is not known.
 */
export function pnlEndPrice(trade: PnlTrade): number | null {
  const end =
    trade.status === 'Inactive'
      ? trade.final_target
      : trade.status === 'Active'
        ? trade.live_price
        : trade.exit_price;
  return typeof end === 'number' && Number.isFinite(end) ? end : null;
}

/**
 * The price a trade's P&L is measured from: its entry fill once it has one (a virtual trade that
 * went Live: docs/metrics.md, "Realistic virtual fills"), else its entry price.
 */
export function pnlEntryPrice(trade: Pick<PnlTrade, 'status' | 'entry_price' | 'entry_fill_price'>): number {
  return trade.status !== 'Inactive' && typeof trade.entry_fill_price === 'number'
    ? trade.entry_fill_price
    : trade.entry_price;
}

/**
 * P&L of a trade from entry (pnlEntryPrice) to its end price (see pnlEndPrice); Sell reverses the sign. Prices are
 * turned into integer paise first so no rupee floats are summed. Null when the end price is unknown.
 */
export function tradePnl(trade: PnlTrade): Pnl | null {
  const end = pnlEndPrice(trade);
  if (end === null) return null;
  const sign = trade.trade_type === 'Buy' ? 1 : -1;
  const entryPaise = rupeesToPaise(pnlEntryPrice(trade));
  const movePaise = sign * (rupeesToPaise(end) - entryPaise);
  const quantity = trade.lots * (trade.lot_size ?? 1);
  const amountPaise = roundHalfAwayFromZero(movePaise * quantity);
  // Percent in hundredths: move / entry * 100 * 100, rounded once.
  const percentHundredths = entryPaise === 0 ? 0 : roundHalfAwayFromZero((movePaise * 10_000) / entryPaise);
  return { amount: paiseToRupees(amountPaise), percent: percentHundredths / 100 };
}

// Gains and losses of the same size round to the same magnitude; never returns -0.
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

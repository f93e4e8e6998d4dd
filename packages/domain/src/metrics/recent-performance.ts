import type { TradeType } from '../constants/trades.ts';
import type { TrackRecordPeriod } from './track-record-metrics.ts';

/**
 * The experts lists' recent figures (platform.md §3 Influencer: trades_count_last_seven_days,
 * percent_last_seven_days, days_pnl, days_pnl_percent; docs/metrics.md). Unlike the track-record
 * figures they include open calls, at the live price. The server ranks every expert by them in SQL
 * (apps/server/src/modules/track-record/expert-stats.ts); its tests check that SQL against this
 * function on the same calls.
 */
/** The experts lists' window: the last 7 days, as the track record's periods name it. */
export const RECENT_PERFORMANCE_WINDOW = '1W' satisfies TrackRecordPeriod;

export interface CallAtPrice {
  side: TradeType;
  entryPrice: number;
  /** The exit price of an ended call, the live price of a Live one; null for one not started. */
  endPrice: number | null;
  lots: number;
  /** Shares per lot; 1 for equity. */
  lotSize?: number;
}

export interface RecentPerformance {
  /** Every call, started or not. */
  trades_count: number;
  /** The calls with an end price (Live or ended): those the P&L figures below rest on. */
  performance_calls: number;
  /** Summed P&L in rupees of the calls with an end price. */
  days_pnl: number;
  /** That sum over the capital they put in (entry x quantity), percent. */
  days_pnl_percent: number;
  /** Mean P&L percent of the calls with an end price. */
  percent_last_seven_days: number;
}

export function recentPerformance(calls: readonly CallAtPrice[]): RecentPerformance {
  let amount = 0;
  let capital = 0;
  let percentSum = 0;
  let priced = 0;
  for (const call of calls) {
    if (call.endPrice === null) continue;
    const quantity = call.lots * (call.lotSize ?? 1);
    const move = (call.side === 'Buy' ? 1 : -1) * (call.endPrice - call.entryPrice);
    amount += move * quantity;
    capital += call.entryPrice * quantity;
    if (call.entryPrice > 0) percentSum += (move * 100) / call.entryPrice;
    priced += 1;
  }
  return {
    trades_count: calls.length,
    performance_calls: priced,
    days_pnl: round2(amount),
    days_pnl_percent: capital === 0 ? 0 : round2((amount * 100) / capital),
    percent_last_seven_days: priced === 0 ? 0 : round2(percentSum / priced),
  };
}

function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

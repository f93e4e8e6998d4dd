import { indiaIsoDate } from '../format/time.ts';
import { recentPerformance } from './recent-performance.ts';
import { type ClosedCall, type TrackRecordPeriod, trackRecordFigures } from './track-record-metrics.ts';

/**
 * A group card's figures (groups-and-payments.md §2 cards; docs/api.md, Groups), from
 * the group's closed calls in the track record (docs/metrics.md, "Groups"), period All. Each value
 * is null when the group has no closed call (the card shows '-').
 */
export interface GroupCardFigures {
  closed_trades: number;
  /** Percent of the closed calls that ended in profit. */
  accuracy: number | null;
  /** Mean result of the closed calls, percent of entry. */
  avg_trade_return: number | null;
  /** The spec's trade_wins: a percent, the win rate (the same number as accuracy). */
  trade_wins: number | null;
  /** The summed P&L in rupees of the calls closed today (IST); 0 when none closed today. */
  days_pnl: number | null;
  /** That sum over those calls' capital (entry x quantity), percent. */
  days_pnl_percent: number | null;
  small_sample: boolean;
}

/**
 * The P&L of the calls closed today, India time (from IST midnight up to `now`), as the experts
 * lists' recentPerformance computes days_pnl: summed rupees, and over the summed capital.
 */
export function closedTodayPnl(
  calls: readonly ClosedCall[],
  now: Date,
): { days_pnl: number; days_pnl_percent: number } {
  const today = indiaIsoDate(now);
  const closedToday = calls.filter(
    (call) => call.closedAt.getTime() <= now.getTime() && indiaIsoDate(call.closedAt) === today,
  );
  const { days_pnl, days_pnl_percent } = recentPerformance(
    closedToday.map((call) => ({
      side: call.side,
      entryPrice: call.entryPrice,
      endPrice: call.exitPrice,
      lots: call.lots,
      lotSize: call.lotSize,
    })),
  );
  return { days_pnl, days_pnl_percent };
}

/** The window of a group card's figures: every closed call (the card names it beside them). */
export const GROUP_CARD_WINDOW = 'All' satisfies TrackRecordPeriod;

/** The card's figures of a group's closed calls (All, up to `now`). */
export function groupCardFiguresOf(calls: readonly ClosedCall[], now: Date): GroupCardFigures {
  const figures = trackRecordFigures(calls, GROUP_CARD_WINDOW, now);
  const none = figures.closed_trades === 0;
  const today = closedTodayPnl(calls, now);
  return {
    closed_trades: figures.closed_trades,
    accuracy: figures.accuracy.value,
    avg_trade_return: figures.avg_trade_return.value,
    trade_wins: figures.accuracy.value,
    days_pnl: none ? null : today.days_pnl,
    days_pnl_percent: none ? null : today.days_pnl_percent,
    small_sample: figures.small_sample,
  };
}

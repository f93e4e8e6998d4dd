import { netOfCharges } from '../charges/trade-net-pnl.ts';
import type { TradeType } from '../constants/trades.ts';
import { tradePnl } from '../trades/pnl.ts';

/**
 * Track-record figures (issue 16, docs/metrics.md): pure functions over an expert's (or a group's)
 * closed calls. They know nothing of storage: the record module reads the calls and hands them here,
 * and every figure the product shows comes from `trackRecordFigures`.
 */

/** How a call ended. An Upcoming call that expired never ran: it is not a closed call at all. */
export type CallOutcome = 'target' | 'stop_loss' | 'expired' | 'manual_exit';

export interface ClosedCall {
  /** The trade it was (the equity curve names each point's call). */
  tradeId?: number;
  side: TradeType;
  entryPrice: number;
  /** The price the call ended at: the target or stop loss hit, the closing price, the manual exit. */
  exitPrice: number;
  /** The first stop loss (the risk taken at entry); null when the ladder had none. */
  initialStopLoss: number | null;
  /** The final target (the reward aimed at, at entry); null when the ladder had none. */
  finalTarget: number | null;
  lots: number;
  /** Shares per lot; 1 for equity. */
  lotSize?: number;
  /** EQ, FUT, CE or PE: the segment its charges are taken in (equity when not given). */
  instrumentType?: string;
  outcome: CallOutcome;
  /** When it went Live (its entry filled). */
  liveAt: Date;
  closedAt: Date;
}

/**
 * What a result is measured as: `gross`, the move from entry to exit (the record's own figures), or
 * `net` of the charges a follower's contract note would show for the same round trip
 * (charges/indian-charges.ts, at ₹20 an order).
 */
export const FIGURE_BASES = ['gross', 'net'] as const;
export type FigureBasis = (typeof FIGURE_BASES)[number];

/** The spec's KPI periods (All, 1D, 1W, 1M, 6M, 1Y), and 3M for a group's quarterly plan (group-kpis 3MONTH). */
export const TRACK_RECORD_PERIODS = ['All', '1D', '1W', '1M', '3M', '6M', '1Y'] as const;
export type TrackRecordPeriod = (typeof TRACK_RECORD_PERIODS)[number];
/** The period toggles the pages offer (groups-and-payments.md §9 KPI period choices). */
export const KPI_PERIOD_CHOICES = [
  'All',
  '1D',
  '1W',
  '1M',
  '6M',
  '1Y',
] as const satisfies readonly TrackRecordPeriod[];

/** Below this many closed calls a figure carries the 'small sample' mark. */
export const SMALL_SAMPLE_CALLS = 20;

/** A figure with the number of calls behind it (null when no call can give it). */
export interface Figure {
  value: number | null;
  calls: number;
}

export interface TrackRecordFigures {
  period: TrackRecordPeriod;
  closed_trades: number;
  /** closed_trades < SMALL_SAMPLE_CALLS. */
  small_sample: boolean;
  trade_wins: number;
  /** Percent of closed calls that ended in profit (a call closed at its entry is not a win). */
  accuracy: Figure;
  /** Mean return of the closed calls, percent of entry. */
  avg_trade_return: Figure;
  /** Mean time from going Live to closing, in hours. */
  holding_period_hours: Figure;
  /** Mean reward over risk at entry: |final target - entry| / |entry - first stop loss|. */
  risk_reward: Figure;
  /** Summed P&L over the summed capital (entry x quantity), percent. */
  roi: Figure;
  /** Largest fall of the cumulative return (percentage points), calls in closing order. */
  max_drawdown: Figure;
  /** Mean result in R: the move over the risk at entry (entry to first stop loss). */
  expectancy_r: Figure;
  /** Summed gains over summed losses (rupees); null when there is no loss to divide by. */
  profit_factor: Figure;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The first instant a period covers, counted back from `now`; null for All. */
export function periodStart(period: TrackRecordPeriod, now: Date): Date | null {
  switch (period) {
    case 'All':
      return null;
    case '1D':
      return new Date(now.getTime() - DAY_MS);
    case '1W':
      return new Date(now.getTime() - 7 * DAY_MS);
    case '1M':
      return monthsBefore(now, 1);
    case '3M':
      return monthsBefore(now, 3);
    case '6M':
      return monthsBefore(now, 6);
    case '1Y':
      return monthsBefore(now, 12);
  }
}

/** The same day `months` calendar months (UTC) earlier, or that month's last day if it is shorter. */
function monthsBefore(now: Date, months: number): Date {
  const start = new Date(now);
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return start;
}

/** The calls closed within the period (closedAt >= its start, and not after now). */
export function callsInPeriod(
  calls: readonly ClosedCall[],
  period: TrackRecordPeriod,
  now: Date,
): ClosedCall[] {
  const start = periodStart(period, now);
  return calls.filter(
    (call) =>
      call.closedAt.getTime() <= now.getTime() && (!start || call.closedAt.getTime() >= start.getTime()),
  );
}

/** The call's result from entry to exit: rupees (Sell reversed) and percent of entry, as tradePnl rounds. */
export function callResult(call: ClosedCall): { amount: number; percent: number } {
  const pnl = tradePnl({
    trade_type: call.side,
    status: 'Closed',
    entry_price: call.entryPrice,
    exit_price: call.exitPrice,
    lots: call.lots,
    lot_size: call.lotSize ?? 1,
  });
  return pnl ?? { amount: 0, percent: 0 };
}

/**
 * The call's result net of the charges of its round trip: entered when it went Live, exited when it
 * closed, an equity call squared off the same IST day charged as intraday.
 */
export function callNetResult(call: ClosedCall): { amount: number; percent: number } {
  return netOfCharges({
    side: call.side,
    instrumentType: call.instrumentType ?? 'EQ',
    quantity: call.lots * (call.lotSize ?? 1),
    entryPrice: call.entryPrice,
    exitPrice: call.exitPrice,
    enteredAt: call.liveAt,
    exitedAt: call.closedAt,
  });
}

const resultOn = (basis: FigureBasis) => (basis === 'net' ? callNetResult : callResult);

/** The call's result in R: its move over the risk at entry; null without a stop loss or with no risk. */
export function callR(call: ClosedCall): number | null {
  if (call.initialStopLoss === null) return null;
  const risk = Math.abs(call.entryPrice - call.initialStopLoss);
  if (risk === 0) return null;
  const move = (call.side === 'Buy' ? 1 : -1) * (call.exitPrice - call.entryPrice);
  return move / risk;
}

/** Reward over risk at entry; null without a target or a stop loss, or with no risk. */
export function callRiskReward(call: ClosedCall): number | null {
  if (call.initialStopLoss === null || call.finalTarget === null) return null;
  const risk = Math.abs(call.entryPrice - call.initialStopLoss);
  if (risk === 0) return null;
  return Math.abs(call.finalTarget - call.entryPrice) / risk;
}

/**
 * Largest peak-to-trough fall of the running sum of the returns (percent), in the order given; 0
 * when it never falls. The running sum starts at 0, so a first losing call is a drawdown too.
 */
export function maxDrawdown(returnsInOrder: readonly number[]): number {
  let cumulative = 0;
  let peak = 0;
  let deepest = 0;
  for (const value of returnsInOrder) {
    cumulative += value;
    peak = Math.max(peak, cumulative);
    deepest = Math.max(deepest, peak - cumulative);
  }
  return round2(deepest);
}

/** The cumulative return after each call, in closing order (the track record's equity curve). */
export function equityCurve(
  calls: readonly ClosedCall[],
  basis: FigureBasis = 'gross',
): { tradeId: number | undefined; at: Date; cumulativeReturn: number }[] {
  let cumulative = 0;
  const result = resultOn(basis);
  return inClosingOrder(calls).map((call) => {
    cumulative += result(call).percent;
    return { tradeId: call.tradeId, at: call.closedAt, cumulativeReturn: round2(cumulative) };
  });
}

/** Points the product draws of an equity curve; a longer curve is thinned (thinCurve). */
export const EQUITY_CURVE_POINTS = 500;

/**
 * At most `maxPoints` of a curve, in order: the curve cut into equal runs, each kept as its lowest
 * and highest point (so every peak and trough of the drawdown stays), and always the last point.
 */
export function thinCurve<T extends { cumulativeReturn: number }>(
  points: readonly T[],
  maxPoints: number,
): T[] {
  if (points.length <= maxPoints) return [...points];
  const run = Math.ceil(points.length / Math.floor((maxPoints - 1) / 2));
  const kept: T[] = [];
  for (let start = 0; start < points.length; start += run) {
    let low = start;
    let high = start;
    for (let index = start; index < Math.min(points.length, start + run); index += 1) {
      if (points[index]!.cumulativeReturn < points[low]!.cumulativeReturn) low = index;
      if (points[index]!.cumulativeReturn > points[high]!.cumulativeReturn) high = index;
    }
    for (const index of low === high ? [low] : [Math.min(low, high), Math.max(low, high)])
      kept.push(points[index]!);
  }
  if (kept.at(-1) !== points.at(-1)) kept.push(points.at(-1)!);
  return kept;
}

/**
 * Every figure of the calls closed in `period` up to `now`, on the results' `basis`. Net results
 * change the wins, returns, ROI, drawdown and profit factor; R and reward/risk are measured in
 * prices and stay as they are.
 */
export function trackRecordFigures(
  calls: readonly ClosedCall[],
  period: TrackRecordPeriod,
  now: Date,
  basis: FigureBasis = 'gross',
): TrackRecordFigures {
  const closed = inClosingOrder(callsInPeriod(calls, period, now));
  const results = closed.map(resultOn(basis));
  const wins = results.filter((result) => result.percent > 0).length;
  const count = closed.length;
  const rs = closed.map(callR).filter((r): r is number => r !== null);
  const rewards = closed.map(callRiskReward).filter((rr): rr is number => rr !== null);
  const capital = closed.reduce((sum, call) => sum + call.entryPrice * call.lots * (call.lotSize ?? 1), 0);
  const pnl = results.reduce((sum, result) => sum + result.amount, 0);
  const gains = results.reduce((sum, result) => sum + Math.max(result.amount, 0), 0);
  const losses = results.reduce((sum, result) => sum + Math.max(-result.amount, 0), 0);
  const figure = (value: number | null, calls = count): Figure => ({
    value: calls === 0 || value === null ? null : round2(value),
    calls,
  });
  return {
    period,
    closed_trades: count,
    small_sample: count < SMALL_SAMPLE_CALLS,
    trade_wins: wins,
    accuracy: figure((wins / count) * 100),
    avg_trade_return: figure(mean(results.map((result) => result.percent))),
    holding_period_hours: figure(
      mean(closed.map((call) => (call.closedAt.getTime() - call.liveAt.getTime()) / HOUR_MS)),
    ),
    risk_reward: figure(mean(rewards), rewards.length),
    roi: figure(capital === 0 ? null : (pnl / capital) * 100),
    max_drawdown: figure(maxDrawdown(results.map((result) => result.percent))),
    expectancy_r: figure(mean(rs), rs.length),
    profit_factor: figure(losses === 0 ? null : gains / losses),
  };
}

/**
 * Closing order; calls closed at the same instant by when they went Live, then by result, so the
 * order (and the drawdown) never depends on the order the calls were handed in.
 */
function inClosingOrder(calls: readonly ClosedCall[]): ClosedCall[] {
  return [...calls].sort(
    (a, b) =>
      a.closedAt.getTime() - b.closedAt.getTime() ||
      a.liveAt.getTime() - b.liveAt.getTime() ||
      callResult(a).percent - callResult(b).percent,
  );
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** How the panel and the record page write the record's figures, times and hashes. */
import {
  formatIndianNumber,
  formatSignedNumber,
  formatTradeTime,
  type TrackRecordFiguresResponse,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import { IST_OFFSET_SECONDS } from '../../shared/ui/indian-date.ts';
import { figureBasis } from './figure-window.ts';

const HOURS_PER_DAY = 24;
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A mean holding period: `45 min`, `22 h`, `10.5 h`, then days from 48 h: `3.2 days`. */
export function formatHoldingPeriod(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 2 * HOURS_PER_DAY) return `${oneDecimal.format(hours)} h`;
  return `${oneDecimal.format(hours / HOURS_PER_DAY)} days`;
}

export type FigureKey = Exclude<
  keyof TrackRecordFiguresResponse['figures'],
  'period' | 'closed_trades' | 'small_sample' | 'trade_wins'
>;

export interface FigureSpec {
  key: FigureKey;
  label: string;
  format: (value: number) => string;
  /** Coloured green above zero and red below. */
  isSigned: boolean;
  /** Why the figure is null although calls are behind it. */
  nullWithCalls?: string;
}

/** The figures of docs/metrics.md, in the panel's order, each with its unit. */
export const FIGURE_SPECS: readonly FigureSpec[] = [
  { key: 'accuracy', label: 'Accuracy', format: (v) => `${formatIndianNumber(v)}%`, isSigned: false },
  {
    key: 'avg_trade_return',
    label: 'Avg. return',
    format: (v) => `${formatSignedNumber(v)}%`,
    isSigned: true,
  },
  { key: 'holding_period_hours', label: 'Holding period', format: formatHoldingPeriod, isSigned: false },
  {
    key: 'risk_reward',
    label: 'Reward:risk',
    format: (v) => `${formatIndianNumber(v)} : 1`,
    isSigned: false,
  },
  { key: 'roi', label: 'ROI', format: (v) => `${formatSignedNumber(v)}%`, isSigned: true },
  {
    key: 'max_drawdown',
    label: 'Max drawdown',
    format: (v) => `${formatIndianNumber(v)} pts`,
    isSigned: false,
  },
  {
    key: 'expectancy_r',
    label: 'Expectancy (R)',
    format: (v) => `${formatSignedNumber(v)} R`,
    isSigned: true,
  },
  {
    key: 'profit_factor',
    label: 'Profit factor',
    format: (v) => formatIndianNumber(v),
    isSigned: false,
    nullWithCalls: 'no losing call',
  },
];

/**
 * The line under a figure: the calls behind it and the window (`12 calls · 1M`), and why it is '-'
 * when it is despite them.
 */
export function figureDetail(
  spec: FigureSpec,
  figure: { value: number | null; calls: number },
  window: TrackRecordPeriod,
): string {
  const basis = figureBasis(figure.calls, window);
  return figure.value === null && figure.calls > 0 && spec.nullWithCalls
    ? `${basis}, ${spec.nullWithCalls}`
    : basis;
}

/** The first 12 hex digits: enough to tell heads apart at a glance; the full hash sits in a title. */
export function shortHash(hash: string): string {
  return hash.slice(0, 12);
}

/** The app's one time format with the year (a record runs back for years): `3:05 PM 27 Nov 2026 IST`. */
export function formatRecordedAt(iso: string): string {
  return `${formatTradeTime(iso)} ${new Date(Date.parse(iso) + IST_OFFSET_SECONDS * 1000).getUTCFullYear()} IST`;
}

export type EquityPoint = { time: number; value: number };

/**
 * The equity curve in chart time: each call's close in epoch seconds, shifted to IST (the chart reads
 * UTC). The chart needs strictly increasing times, so a call closed in the same second as the one
 * before it (one tick closing several calls) is drawn one second later.
 */
export function toEquityPoints(curve: TrackRecordFiguresResponse['equity_curve']): EquityPoint[] {
  let last = Number.NEGATIVE_INFINITY;
  return curve.map((point) => {
    let time = Math.floor(Date.parse(point.at) / 1000) + IST_OFFSET_SECONDS;
    if (time <= last) time = last + 1;
    last = time;
    return { time, value: point.cumulative_return };
  });
}

/** When what an entry records happened (its payload's `at`); null when the payload is hidden. */
export function happenedAt(payload: string | null): string | null {
  if (payload === null) return null;
  try {
    const content: unknown = JSON.parse(payload);
    const at = typeof content === 'object' && content !== null && 'at' in content ? content.at : null;
    return typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null;
  } catch {
    return null;
  }
}

/**
 * What a record_merged entry names: the merged account's record and the head this chain committed
 * to; null when its payload is hidden or is not one.
 */
export function mergedRecordOf(payload: string | null): { userId: number; headSeq: number } | null {
  if (payload === null) return null;
  try {
    const content: unknown = JSON.parse(payload);
    if (typeof content !== 'object' || content === null) return null;
    const { merged_user_id: userId, merged_head_seq: headSeq } = content as Record<string, unknown>;
    return typeof userId === 'number' && typeof headSeq === 'number' ? { userId, headSeq } : null;
  } catch {
    return null;
  }
}

/** What each entry kind of the record says (docs/api.md, "Track record"). */
const KIND_LABELS: Record<string, string> = {
  posted: 'Posted',
  edited: 'Edited',
  activated: 'Went live',
  filled: 'Entry filled',
  target_reached: 'Target reached',
  closed: 'Closed',
  expired: 'Expired',
  exited: 'Exited',
  reasoning_updated: 'Reasoning updated',
  deleted: 'Deleted',
  record_merged: 'Record merged',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

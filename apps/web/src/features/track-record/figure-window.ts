/**
 * What every performance figure says beside it (issue 27): the calls it rests on and its window, so
 * figures of different windows (Trending's last month, a group's every call, the directory's last
 * 7 days) can be told apart, and none reads as a promise (SEBI's advertisement code: the period and
 * the sample size stated, past calls only).
 */
import { formatIndianNumber, type TrackRecordPeriod } from '@tradecircle/domain';

/** A window as the period toggles name it; every closed call is 'all time'. */
export function windowLabel(window: TrackRecordPeriod): string {
  return window === 'All' ? 'all time' : window;
}

/** The window in words, for titles and screen readers. */
export const WINDOW_TEXT: Record<TrackRecordPeriod, string> = {
  All: 'All closed calls',
  '1D': 'Calls closed in the last 24 hours',
  '1W': 'Calls closed in the last 7 days',
  '1M': 'Calls closed in the last month',
  '3M': 'Calls closed in the last 3 months',
  '6M': 'Calls closed in the last 6 months',
  '1Y': 'Calls closed in the last year',
};

/** `1 call`, `1,204 calls`. */
export function callsLabel(calls: number): string {
  return `${formatIndianNumber(calls, 0)} ${calls === 1 ? 'call' : 'calls'}`;
}

/** `12 calls · 1M`: what a figure rests on, shown beside it. */
export function figureBasis(calls: number, window: TrackRecordPeriod): string {
  return `${callsLabel(calls)} · ${windowLabel(window)}`;
}

/** `75% · 12 calls · 1M`. */
export function figureWithBasis(value: string, calls: number, window: TrackRecordPeriod): string {
  return `${value} · ${figureBasis(calls, window)}`;
}

/** Said once where figures are listed: they describe past calls, not what will come. */
export const PAST_RESULTS_NOTE = 'Past calls over the stated window; not a promise of future returns.';

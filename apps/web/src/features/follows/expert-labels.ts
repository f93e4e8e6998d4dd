import {
  formatIndianNumber,
  formatPercent,
  type Influencer,
  type SebiUserType,
  SMALL_SAMPLE_CALLS,
} from '@tradecircle/domain';
import { figureWithBasis } from '../track-record/index.ts';

/** The two SEBI registrations, long and short. */
export const SEBI_TYPE_LABELS: Record<SebiUserType, { long: string; short: string }> = {
  registered_analyst: { long: 'Research Analyst', short: 'RA' },
  registered_investment_advisor: { long: 'Investment Adviser', short: 'RIA' },
};

/** `1 follower`, `12,345 followers`. */
export function followersLabel(count: number): string {
  return `${formatIndianNumber(count, 0)} ${count === 1 ? 'follower' : 'followers'}`;
}

export function tradesLabel(count: number): string {
  return `${formatIndianNumber(count, 0)} ${count === 1 ? 'trade' : 'trades'}`;
}

type RecentFigures = Pick<
  Influencer,
  'percent_last_seven_days' | 'trades_count_last_seven_days' | 'performance_calls' | 'performance_window'
>;

/**
 * The last seven days' result: the mean P&L percent with the calls it rests on (those Live or
 * closed) and its window, `+4.25% · 2 calls · 1W`, marked as a small sample below SMALL_SAMPLE_CALLS
 * (issue 16); without such a call, what there is to say.
 */
export function weekPerformanceLabel(expert: RecentFigures): string {
  const calls = expert.performance_calls;
  const trades = expert.trades_count_last_seven_days;
  if (trades === 0) return 'No trades in the last 7 days';
  if (calls === 0) return `${tradesLabel(trades)} in the last 7 days, none live yet`;
  const figure = figureWithBasis(
    formatPercent(expert.percent_last_seven_days),
    calls,
    expert.performance_window,
  );
  return `${figure}${isSmallSample(calls) ? ' · small sample' : ''}`;
}

/** Fewer calls than SMALL_SAMPLE_CALLS behind a figure (none at all is no figure, not a small one). */
export function isSmallSample(calls: number): boolean {
  return calls > 0 && calls < SMALL_SAMPLE_CALLS;
}

export function performanceColour(percent: number, calls: number): string {
  if (calls === 0 || percent === 0) return 'text.secondary';
  return percent > 0 ? 'success.main' : 'error.main';
}

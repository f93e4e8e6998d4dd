import {
  formatIndianNumber,
  formatPercent,
  type SebiUserType,
  SMALL_SAMPLE_CALLS,
} from '@tradecircle/domain';

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

/**
 * The last seven days' result: the mean P&L percent with its period and number of calls, marked as a
 * small sample below SMALL_SAMPLE_CALLS (issue 16), or nothing to say without trades.
 */
export function weekPerformanceLabel(percent: number, trades: number): string {
  if (trades === 0) return 'No trades in the last 7 days';
  return `${formatPercent(percent)} · ${tradesLabel(trades)} in 7 days${isSmallSample(trades) ? ' · small sample' : ''}`;
}

/** Fewer calls than SMALL_SAMPLE_CALLS behind a figure (none at all is no figure, not a small one). */
export function isSmallSample(calls: number): boolean {
  return calls > 0 && calls < SMALL_SAMPLE_CALLS;
}

export function performanceColour(percent: number, trades: number): string {
  if (trades === 0 || percent === 0) return 'text.secondary';
  return percent > 0 ? 'success.main' : 'error.main';
}

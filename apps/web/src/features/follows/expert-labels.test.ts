import { describe, expect, it } from 'vitest';
import { isSmallSample, weekPerformanceLabel } from './expert-labels.ts';

describe('weekPerformanceLabel', () => {
  const week = (percent: number, trades: number, calls: number) =>
    weekPerformanceLabel({
      percent_last_seven_days: percent,
      trades_count_last_seven_days: trades,
      performance_calls: calls,
      performance_window: '1W',
    });

  it('names the calls the figure rests on and its window, and marks fewer than 20 as a small sample', () => {
    expect(week(4.25, 3, 2)).toBe('+4.25% · 2 calls · 1W · small sample');
    expect(week(-1.5, 19, 19)).toBe('-1.50% · 19 calls · 1W · small sample');
    expect(week(2, 25, 20)).toBe('+2.00% · 20 calls · 1W');
    expect(week(0, 0, 0)).toBe('No trades in the last 7 days');
  });

  it('shows no percent when no trade of the week has started', () => {
    expect(week(0, 2, 0)).toBe('2 trades in the last 7 days, none live yet');
  });

  it('calls no figure at all not a small sample', () => {
    expect(isSmallSample(0)).toBe(false);
    expect(isSmallSample(1)).toBe(true);
    expect(isSmallSample(20)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isSmallSample, weekPerformanceLabel } from './expert-labels.ts';

describe('weekPerformanceLabel', () => {
  it('names the period and the number of calls, and marks fewer than 20 as a small sample', () => {
    expect(weekPerformanceLabel(4.25, 3)).toBe('+4.25% · 3 trades in 7 days · small sample');
    expect(weekPerformanceLabel(-1.5, 19)).toBe('-1.50% · 19 trades in 7 days · small sample');
    expect(weekPerformanceLabel(2, 20)).toBe('+2.00% · 20 trades in 7 days');
    expect(weekPerformanceLabel(0, 0)).toBe('No trades in the last 7 days');
  });

  it('calls no figure at all not a small sample', () => {
    expect(isSmallSample(0)).toBe(false);
    expect(isSmallSample(1)).toBe(true);
    expect(isSmallSample(20)).toBe(false);
  });
});

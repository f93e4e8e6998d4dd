import { describe, expect, it } from 'vitest';
import { rsi } from './rsi.ts';

// The worked example of Wilder's RSI on StockCharts' "Relative Strength Index (RSI)" page. Its
// spreadsheet rounds the averages at each step, so its published values differ from exact ones by < 0.1.
const CLOSES = [
  44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28,
  46.0, 46.03, 46.41, 46.22, 45.64, 46.21, 46.25, 45.71, 46.45, 45.78, 45.35, 44.03, 44.18, 44.22, 44.57,
  43.42, 42.66, 43.13,
];
const EXPECTED = [
  70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87,
  45.46, 37.3, 33.08, 37.77,
];

describe('rsi (Wilder)', () => {
  it('matches the worked 14-period example', () => {
    const values = rsi(CLOSES, 14);
    expect(values).toHaveLength(CLOSES.length - 14);
    // By hand: the first 14 changes gain 3.34 and lose 1.40 in total, so RS = 3.34 / 1.40.
    expect(values[0]).toBeCloseTo(100 - 100 / (1 + 3.34 / 1.4), 10);
    expect(values[0]).toBeCloseTo(70.46, 2);
    values.forEach((value, i) => {
      expect(Math.abs(value - (EXPECTED[i] as number))).toBeLessThan(0.1);
    });
  });

  it('works by hand with period 2', () => {
    // changes +2, -1, +3: first averages gain 1, loss 0.5 -> RS 2 -> 66.67;
    // then gain (1*1 + 3)/2 = 2, loss (0.5*1 + 0)/2 = 0.25 -> RS 8 -> 88.89.
    const values = rsi([10, 12, 11, 14], 2);
    expect(values[0]).toBeCloseTo(66.6667, 3);
    expect(values[1]).toBeCloseTo(88.8889, 3);
  });

  it('is 100 with gains only, 0 with losses only, 50 when flat', () => {
    expect(rsi([1, 2, 3, 4], 3)).toEqual([100]);
    expect(rsi([4, 3, 2, 1], 3)).toEqual([0]);
    expect(rsi([5, 5, 5, 5], 3)).toEqual([50]);
  });

  it('needs period + 1 closes and defaults to 14', () => {
    expect(rsi(CLOSES.slice(0, 14))).toEqual([]);
    expect(rsi(CLOSES.slice(0, 15))).toHaveLength(1);
  });
});

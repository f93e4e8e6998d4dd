import { describe, expect, it } from 'vitest';
import { macd } from './macd.ts';

describe('macd', () => {
  it('is constant on a straight line: EMA 12 trails by 5.5, EMA 26 by 12.5, so MACD = signal = 7', () => {
    const line = Array.from({ length: 40 }, (_, i) => i + 1);
    const points = macd(line);
    // The first point needs 26 closes for the slow EMA and 9 MACD values for the signal: 40 - 34 = 6 more.
    expect(points).toHaveLength(7);
    for (const point of points) {
      expect(point.macd).toBeCloseTo(7, 9);
      expect(point.signal).toBeCloseTo(7, 9);
      expect(point.histogram).toBeCloseTo(0, 9);
    }
  });

  it('works with small periods by hand', () => {
    // fast 1 (the close itself), slow 2 (k = 2/3), signal 1 (the MACD itself).
    // EMA2: seed (2+4)/2 = 3, then 8*2/3 + 3/3 = 19/3. MACD: 4-3 = 1, 8-19/3 = 5/3.
    const points = macd([2, 4, 8], 1, 2, 1);
    expect(points).toHaveLength(2);
    expect(points[0]).toEqual({ macd: 1, signal: 1, histogram: 0 });
    expect(points[1]?.macd).toBeCloseTo(5 / 3, 10);
  });

  it('gives nothing before 34 closes with the default periods', () => {
    expect(macd(Array.from({ length: 33 }, (_, i) => i))).toEqual([]);
    expect(macd(Array.from({ length: 34 }, (_, i) => i))).toHaveLength(1);
  });
});

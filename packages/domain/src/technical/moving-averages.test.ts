import { describe, expect, it } from 'vitest';
import { ema, sma } from './moving-averages.ts';

describe('sma', () => {
  it('averages each window', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([2, 3, 4]);
    expect(sma([10, 20, 30, 40], 2)).toEqual([15, 25, 35]);
  });

  it('gives the values themselves for period 1 and nothing for a short series', () => {
    expect(sma([4, 5], 1)).toEqual([4, 5]);
    expect(sma([1, 2], 3)).toEqual([]);
    expect(sma([], 1)).toEqual([]);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => sma([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => sma([1, 2, 3], 1.5)).toThrow(RangeError);
  });
});

describe('ema', () => {
  it('is seeded with the SMA of the first n values, then smooths with 2 / (n + 1)', () => {
    // n = 3, k = 0.5: seed (1+2+3)/3 = 2; 4*0.5 + 2*0.5 = 3; 5 -> 4; 6 -> 5.
    expect(ema([1, 2, 3, 4, 5, 6], 3)).toEqual([2, 3, 4, 5]);
    // n = 4, k = 0.4: seed 25; 40*0.4 + 25*0.6 = 31; 10*0.4 + 31*0.6 = 22.6.
    const values = ema([10, 20, 30, 40, 40, 10], 4);
    expect(values[0]).toBe(25);
    expect(values[1]).toBeCloseTo(31, 10);
    expect(values[2]).toBeCloseTo(22.6, 10);
  });

  it('trails a straight line by (n - 1) / 2', () => {
    const line = Array.from({ length: 40 }, (_, i) => i + 1);
    for (const value of ema(line, 12)) expect(value % 1).toBeCloseTo(0.5, 9);
    expect(ema(line, 12).at(-1)).toBeCloseTo(40 - 5.5, 9);
  });

  it('gives nothing for a short series', () => {
    expect(ema([1, 2], 3)).toEqual([]);
  });
});

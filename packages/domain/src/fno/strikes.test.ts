import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnoFairValue } from './fair-value.ts';
import { strikeStep, strikesAround } from './strikes.ts';

describe('strikeStep', () => {
  it('uses the index interval for indices', () => {
    expect(strikeStep({ symbol: 'NIFTY', type: 'INDEX' }, 25_910)).toBe(50);
    expect(strikeStep({ symbol: 'BANKNIFTY', type: 'INDEX' }, 58_517)).toBe(100);
    expect(() => strikeStep({ symbol: 'SENSEX', type: 'INDEX' }, 84_000)).toThrow(RangeError);
  });

  it.each([
    [45, 1],
    [98, 2.5],
    [408.55, 5],
    [987.6, 10],
    [1502.3, 20],
    [3104.5, 50],
    [7488.5, 100],
    [15_980, 250],
  ])('a stock at %d has strikes every %d', (price, step) => {
    expect(strikeStep({ symbol: 'ANY', type: 'EQ' }, price)).toBe(step);
  });
});

describe('strikesAround', () => {
  it('centres on the strike nearest the price', () => {
    expect(strikesAround(25_910.05, 50, 2)).toEqual([25_800, 25_850, 25_900, 25_950, 26_000]);
    expect(strikesAround(100.9, 2.5, 1)).toEqual([97.5, 100, 102.5]);
    expect(strikesAround(101.3, 2.5, 1)).toEqual([100, 102.5, 105]);
    expect(strikesAround(3, 2.5, 2)).toEqual([2.5, 5, 7.5]);
  });

  it('gives 2n+1 evenly spaced strikes whose middle is within half a step of the price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 100_000, noNaN: true }),
        fc.constantFrom(2.5, 5, 10, 50, 100),
        fc.integer({ min: 0, max: 10 }),
        (price, step, each) => {
          fc.pre(price >= step * (each + 1));
          const strikes = strikesAround(price, step, each);
          expect(strikes).toHaveLength(2 * each + 1);
          expect(Math.abs(strikes[each]! - price)).toBeLessThanOrEqual(step / 2 + 1e-9);
          for (let i = 1; i < strikes.length; i++) expect(strikes[i]! - strikes[i - 1]!).toBeCloseTo(step, 9);
        },
      ),
    );
  });
});

describe('fnoFairValue', () => {
  it('prices with the house assumptions (index: vol 14%, q 1.2%; r 6.5%)', () => {
    const years = 5 / 365;
    const spot = 25_910.05;
    expect(fnoFairValue({ kind: 'FUT', underlyingType: 'INDEX', spot, years })).toBeCloseTo(25_928.868237, 5);
    expect(fnoFairValue({ kind: 'CE', underlyingType: 'INDEX', spot, strike: 25_900, years })).toBeCloseTo(
      184.061527,
      5,
    );
    expect(fnoFairValue({ kind: 'PE', underlyingType: 'INDEX', spot, strike: 25_900, years })).toBeCloseTo(
      155.218983,
      5,
    );
  });

  it('values a stock option at the higher stock volatility', () => {
    const at = (underlyingType: 'INDEX' | 'EQ') =>
      fnoFairValue({ kind: 'CE', underlyingType, spot: 1500, strike: 1500, years: 30 / 365 });
    expect(at('EQ')).toBeGreaterThan(at('INDEX') * 1.8);
    expect(() => fnoFairValue({ kind: 'PE', underlyingType: 'EQ', spot: 1500, years: 0.1 })).toThrow(
      RangeError,
    );
  });
});

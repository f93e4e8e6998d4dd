import { describe, expect, it } from 'vitest';
import { blackScholes } from './black-scholes.ts';
import { futuresFairPrice } from './futures.ts';
import { normCdf } from './normal.ts';

describe('normCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1.96, 0.024997895148220435],
    [-3, 0.0013498980316300957],
    [2.5, 0.9937903346742238],
    [-8, 6.220960574271819e-16],
  ])('N(%d) = %d', (x, expected) => {
    expect(normCdf(x)).toBeCloseTo(expected, 14);
  });

  it('is symmetric and saturates far out', () => {
    for (const x of [0.1, 0.7, 1.3, 4.2, 7.5]) expect(normCdf(x) + normCdf(-x)).toBeCloseTo(1, 15);
    expect(normCdf(40)).toBe(1);
    expect(normCdf(-40)).toBe(0);
    expect(normCdf(Number.NaN)).toBeNaN();
  });
});

describe('blackScholes', () => {
  // Textbook values (Hull): S 42, K 40, r 10%, sigma 20%, 6 months; and an index option with q 3%.
  it.each([
    [{ type: 'CE', spot: 42, strike: 40, years: 0.5, volatility: 0.2, rate: 0.1 }, 4.759422, 0.779131],
    [{ type: 'PE', spot: 42, strike: 40, years: 0.5, volatility: 0.2, rate: 0.1 }, 0.808599, -0.220869],
    [{ type: 'CE', spot: 100, strike: 100, years: 1, volatility: 0.2, rate: 0.05 }, 10.450584, 0.636831],
    [{ type: 'PE', spot: 100, strike: 100, years: 1, volatility: 0.2, rate: 0.05 }, 5.573526, -0.363169],
    [
      { type: 'CE', spot: 930, strike: 900, years: 2 / 12, volatility: 0.2, rate: 0.08, dividendYield: 0.03 },
      51.832957,
      0.703418,
    ],
  ] as const)('%o is worth %d with delta %d', (input, price, delta) => {
    const value = blackScholes(input);
    expect(value.price).toBeCloseTo(price, 5);
    expect(value.delta).toBeCloseTo(delta, 5);
  });

  it('is worth the intrinsic value at expiry', () => {
    const at = (type: 'CE' | 'PE', spot: number) =>
      blackScholes({ type, spot, strike: 24_000, years: 0, volatility: 0.14, rate: 0.065 });
    expect(at('CE', 24_150)).toEqual({ price: 150, delta: 1 });
    expect(at('CE', 23_900)).toEqual({ price: 0, delta: 0 });
    expect(at('PE', 23_900)).toEqual({ price: 100, delta: -1 });
    expect(at('PE', 24_150)).toEqual({ price: 0, delta: 0 });
  });

  it('refuses nonsense', () => {
    const base = { type: 'CE', spot: 100, strike: 100, years: 1, volatility: 0.2, rate: 0.05 } as const;
    for (const bad of [{ spot: 0 }, { strike: -1 }, { years: -0.1 }, { volatility: Number.NaN }]) {
      expect(() => blackScholes({ ...base, ...bad })).toThrow(RangeError);
    }
  });
});

describe('futuresFairPrice', () => {
  it('carries the spot at r - q to expiry', () => {
    expect(
      futuresFairPrice({ spot: 25_910.05, years: 5 / 365, rate: 0.065, dividendYield: 0.012 }),
    ).toBeCloseTo(25_928.868237, 5);
    expect(futuresFairPrice({ spot: 1500, years: 1, rate: 0.065 })).toBeCloseTo(1500 * Math.exp(0.065), 9);
  });

  it('is the spot at expiry, and refuses nonsense', () => {
    expect(futuresFairPrice({ spot: 1502.3, years: 0, rate: 0.065, dividendYield: 0.01 })).toBe(1502.3);
    expect(() => futuresFairPrice({ spot: 0, years: 1, rate: 0.065 })).toThrow(RangeError);
    expect(() => futuresFairPrice({ spot: 10, years: -1, rate: 0.065 })).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blackScholes } from './black-scholes.ts';
import { futuresFairPrice } from './futures.ts';

const RUNS = { numRuns: 1000 };

const market = fc.record({
  spot: fc.double({ min: 1, max: 100_000, noNaN: true }),
  strikeRatio: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
  years: fc.double({ min: 0, max: 2, noNaN: true }),
  volatility: fc.double({ min: 0.01, max: 1, noNaN: true }),
  rate: fc.double({ min: 0, max: 0.15, noNaN: true }),
  dividendYield: fc.double({ min: 0, max: 0.05, noNaN: true }),
});

type Market = typeof market extends fc.Arbitrary<infer T> ? T : never;

const value = (type: 'CE' | 'PE', m: Market, spot = m.spot) =>
  blackScholes({ ...m, type, spot, strike: m.spot * m.strikeRatio });

describe('Black-Scholes properties', () => {
  it('put-call parity: C - P = S e^(-qT) - K e^(-rT)', () => {
    fc.assert(
      fc.property(market, (m) => {
        const strike = m.spot * m.strikeRatio;
        const forwardGap =
          m.spot * Math.exp(-m.dividendYield * m.years) - strike * Math.exp(-m.rate * m.years);
        const gap = value('CE', m).price - value('PE', m).price;
        expect(Math.abs(gap - forwardGap)).toBeLessThanOrEqual(1e-9 * m.spot);
      }),
      RUNS,
    );
  });

  it('prices lie within the no-arbitrage bounds', () => {
    fc.assert(
      fc.property(market, (m) => {
        const carried = m.spot * Math.exp(-m.dividendYield * m.years);
        const discounted = m.spot * m.strikeRatio * Math.exp(-m.rate * m.years);
        const slack = 1e-9 * m.spot;
        const call = value('CE', m).price;
        const put = value('PE', m).price;
        expect(call).toBeGreaterThanOrEqual(Math.max(carried - discounted, 0) - slack);
        expect(call).toBeLessThanOrEqual(carried + slack);
        expect(put).toBeGreaterThanOrEqual(Math.max(discounted - carried, 0) - slack);
        expect(put).toBeLessThanOrEqual(discounted + slack);
      }),
      RUNS,
    );
  });

  it('a call is worth more (a put less) as the spot rises, and deltas agree with the slope', () => {
    fc.assert(
      fc.property(market, fc.double({ min: 1.0001, max: 1.5, noNaN: true }), (m, rise) => {
        const higher = m.spot * rise;
        const slack = 1e-9 * higher;
        expect(value('CE', m, higher).price).toBeGreaterThanOrEqual(value('CE', m).price - slack);
        expect(value('PE', m, higher).price).toBeLessThanOrEqual(value('PE', m).price + slack);
        const callDelta = value('CE', m).delta;
        const putDelta = value('PE', m).delta;
        expect(callDelta).toBeGreaterThanOrEqual(0);
        expect(callDelta).toBeLessThanOrEqual(Math.exp(-m.dividendYield * m.years));
        expect(callDelta - putDelta).toBeCloseTo(Math.exp(-m.dividendYield * m.years), 12);
      }),
      RUNS,
    );
  });

  it('delta is the derivative of the price in the spot', () => {
    fc.assert(
      fc.property(
        market.filter((m) => m.years > 0.01),
        (m) => {
          const h = m.spot * 1e-5;
          for (const type of ['CE', 'PE'] as const) {
            const slope = (value(type, m, m.spot + h).price - value(type, m, m.spot - h).price) / (2 * h);
            expect(Math.abs(slope - value(type, m).delta)).toBeLessThan(1e-4);
          }
        },
      ),
      RUNS,
    );
  });

  it('futures: at expiry the spot, then rising with time to expiry when r > q', () => {
    fc.assert(
      fc.property(market, fc.double({ min: 0.001, max: 1, noNaN: true }), (m, extra) => {
        const at = (years: number) => futuresFairPrice({ ...m, years });
        expect(at(0)).toBe(m.spot);
        const later = at(m.years + extra);
        // A carry of a few parts per million can vanish in float rounding; the sign is what matters.
        if (m.rate - m.dividendYield > 1e-6) expect(later).toBeGreaterThan(at(m.years));
        if (m.dividendYield - m.rate > 1e-6) expect(later).toBeLessThan(at(m.years));
      }),
      RUNS,
    );
  });
});

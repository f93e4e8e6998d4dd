import { describe, expect, it } from 'vitest';
import {
  allocationBy,
  annualisedVolatility,
  beta,
  concentration,
  dailyReturns,
  marketCapBand,
  periodsPerYearOf,
  portfolioReturns,
  type ReviewHolding,
  reviewFlags,
  unrealisedPnl,
} from './portfolio-review.ts';

const holding = (overrides: Partial<ReviewHolding> & Pick<ReviewHolding, 'symbol'>): ReviewHolding => ({
  quantity: 1,
  averagePrice: 100,
  livePrice: 100,
  sector: null,
  marketCapRank: null,
  ...overrides,
});

// Worth 1,000, 1,000 and 2,000 (C has no live price: its cost of 20 x 100 stands in).
const portfolio = [
  holding({ symbol: 'A', quantity: 10, averagePrice: 80, livePrice: 100, sector: 'IT', marketCapRank: 5 }),
  holding({ symbol: 'B', quantity: 5, averagePrice: 250, livePrice: 200, sector: 'IT', marketCapRank: 180 }),
  holding({
    symbol: 'C',
    quantity: 20,
    averagePrice: 100,
    livePrice: null,
    sector: 'Banks',
    marketCapRank: 400,
  }),
];

describe('the portfolio review', () => {
  it("bands market capitalisation by SEBI's ranks", () => {
    expect([1, 100, 101, 250, 251, 3000].map(marketCapBand)).toEqual([
      'Large cap',
      'Large cap',
      'Mid cap',
      'Mid cap',
      'Small cap',
      'Small cap',
    ]);
    expect([null, 0, 2.5].map(marketCapBand)).toEqual(['Unclassified', 'Unclassified', 'Unclassified']);
  });

  it('allocates by current value, largest first, ties by name', () => {
    expect(allocationBy(portfolio, (h) => h.sector ?? 'Unclassified')).toEqual([
      { name: 'Banks', value: 2000, weight: 0.5 },
      { name: 'IT', value: 2000, weight: 0.5 },
    ]);
    expect(allocationBy(portfolio, (h) => marketCapBand(h.marketCapRank))).toEqual([
      { name: 'Small cap', value: 2000, weight: 0.5 },
      { name: 'Large cap', value: 1000, weight: 0.25 },
      { name: 'Mid cap', value: 1000, weight: 0.25 },
    ]);
    expect(allocationBy([], (h) => h.symbol)).toEqual([]);
  });

  it('measures concentration by the Herfindahl index', () => {
    // 0.25² + 0.25² + 0.5² = 0.375, worth 1 / 0.375 = 2.67 equal holdings.
    expect(concentration([0.25, 0.25, 0.5])).toEqual({ herfindahl: 0.375, effectiveHoldings: 2.67 });
    expect(concentration([0.25, 0.25, 0.25, 0.25])).toEqual({ herfindahl: 0.25, effectiveHoldings: 4 });
    expect(concentration([])).toEqual({ herfindahl: 0, effectiveHoldings: 0 });
  });

  it('counts unrealised P&L at live prices, a holding without one at cost', () => {
    // Cost 800 + 1,250 + 2,000 = 4,050; value 1,000 + 1,000 + 2,000 = 4,000.
    expect(unrealisedPnl(portfolio)).toEqual({ cost: 4050, value: 4000, amount: -50, percent: -1.23 });
    expect(unrealisedPnl([])).toEqual({ cost: 0, value: 0, amount: 0, percent: null });
  });

  it('annualises the volatility of daily returns and measures beta against the market', () => {
    const returns = dailyReturns([100, 110, 99]);
    expect(returns.map((r) => Number(r.toFixed(10)))).toEqual([0.1, -0.1]);
    // Sample variance (0.01 + 0.01) / 1 = 0.02; sqrt(0.02) x sqrt(252) = 2.2450.
    expect(annualisedVolatility(returns)).toBe(2.245);
    expect(annualisedVolatility([0.01])).toBeNull();
    // The same returns on a calendar of 365 closes a year: √(365/252) times as volatile a year.
    expect(annualisedVolatility(returns, 365)).toBeCloseTo(2.245 * Math.sqrt(365 / 252), 2);
  });

  it('counts the closes a year from the series’ own dates', () => {
    const day = 24 * 3600;
    const weekdays = Array.from({ length: 366 }, (_, index) => index * day).filter(
      (time) => ![5, 6].includes(Math.floor(time / day) % 7),
    );
    expect(periodsPerYearOf(weekdays)).toBe(261);
    expect(periodsPerYearOf(Array.from({ length: 366 }, (_, index) => index * day))).toBe(365);
    expect(periodsPerYearOf([0, day, 2 * day])).toBe(252);
    expect(beta([0.02, -0.04, 0.06], [0.01, -0.02, 0.03])).toBe(2);
    expect(beta([-0.01, 0.02, -0.03], [0.01, -0.02, 0.03])).toBe(-1);
    expect(beta([0.01, 0.02], [0.01, 0.01])).toBeNull();
    expect(beta([0.01], [0.02])).toBeNull();
  });

  it("weights the holdings' returns by today's value", () => {
    expect(
      portfolioReturns(
        [
          [100, 110],
          [100, 90],
        ],
        [0.5, 0.5],
      ).map((r) => Number(r.toFixed(10))),
    ).toEqual([0]);
    expect(
      portfolioReturns(
        [
          [100, 110],
          [100, 90],
        ],
        [0.75, 0.25],
      ).map((r) => Number(r.toFixed(10))),
    ).toEqual([0.05]);
    // Series of different lengths are aligned on their latest days.
    expect(
      portfolioReturns(
        [
          [100, 100, 110],
          [100, 90],
        ],
        [0.5, 0.5],
      ).map((r) => Number(r.toFixed(10))),
    ).toEqual([0]);
    expect(portfolioReturns([], [])).toEqual([]);
  });

  it('flags concentration, a high beta and a deep loss in plain words, and nothing in a spread portfolio', () => {
    const flags = reviewFlags({
      sectors: [{ name: 'Banks', value: 2000, weight: 0.5 }],
      holdings: [{ name: 'C', value: 2000, weight: 0.5 }],
      herfindahl: 0.375,
      beta: 1.5,
      unrealisedPercent: -25,
    });
    expect(flags.map((flag) => flag.code)).toEqual([
      'sector_concentration',
      'holding_concentration',
      'concentrated',
      'high_beta',
      'deep_loss',
    ]);
    expect(flags[0]!.text).toBe('Over 40% in one sector: Banks is 50% of your portfolio.');
    expect(flags[2]!.text).toBe('Concentrated: your holdings spread risk like 2.7 equal holdings would.');
    expect(
      reviewFlags({
        sectors: [
          { name: 'IT', value: 300, weight: 0.3 },
          { name: 'Unclassified', value: 700, weight: 0.7 },
        ],
        holdings: [{ name: 'A', value: 200, weight: 0.2 }],
        herfindahl: 0.1,
        beta: 0.9,
        unrealisedPercent: -5,
      }),
    ).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClosedCall,
  callResult,
  TRACK_RECORD_PERIODS,
  trackRecordFigures,
} from './track-record-metrics.ts';

const RUNS = { numRuns: 300 };
const NOW = new Date('2026-06-30T00:00:00Z');
const YEAR_MS = 366 * 24 * 3_600_000;

const price = fc.integer({ min: 100, max: 500_000 }).map((paise) => paise / 100);
const call: fc.Arbitrary<ClosedCall> = fc
  .record({
    side: fc.constantFrom('Buy' as const, 'Sell' as const),
    entryPrice: price,
    exitPrice: price,
    initialStopLoss: fc.option(price, { nil: null }),
    finalTarget: fc.option(price, { nil: null }),
    lots: fc.integer({ min: 1, max: 50 }),
    lotSize: fc.constantFrom(1, 25, 75),
    outcome: fc.constantFrom(
      'target' as const,
      'stop_loss' as const,
      'expired' as const,
      'manual_exit' as const,
    ),
    closedAgoMs: fc.integer({ min: 0, max: 2 * YEAR_MS }),
    heldMs: fc.integer({ min: 0, max: 30 * 24 * 3_600_000 }),
  })
  .map(({ closedAgoMs, heldMs, ...rest }) => {
    const closedAt = new Date(NOW.getTime() - closedAgoMs);
    return { ...rest, closedAt, liveAt: new Date(closedAt.getTime() - heldMs) };
  });
const calls = fc.array(call, { maxLength: 40 });

describe('track record figures: properties', () => {
  it('accuracy is a percentage of the closed calls, and wins never exceed them', () => {
    fc.assert(
      fc.property(calls, fc.constantFrom(...TRACK_RECORD_PERIODS), (list, period) => {
        const figures = trackRecordFigures(list, period, NOW);
        expect(figures.trade_wins).toBeLessThanOrEqual(figures.closed_trades);
        if (figures.closed_trades === 0) expect(figures.accuracy.value).toBeNull();
        else {
          expect(figures.accuracy.value).toBeGreaterThanOrEqual(0);
          expect(figures.accuracy.value).toBeLessThanOrEqual(100);
        }
      }),
      RUNS,
    );
  });

  it('the order the calls come in changes nothing, ties of one instant included', () => {
    const sameDay = fc.array(
      call.map((c) => ({ ...c, closedAt: new Date('2026-06-29T10:00:00Z') })),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        fc.tuple(calls, sameDay),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        ([list, day], noise) => {
          const all = [...list, ...day];
          const shuffled = all
            .map((item) => ({ item, key: noise.next().value }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
          for (const period of TRACK_RECORD_PERIODS)
            expect(trackRecordFigures(shuffled, period, NOW)).toEqual(trackRecordFigures(all, period, NOW));
        },
      ),
      RUNS,
    );
  });

  it('a longer period holds at least the calls of a shorter one', () => {
    fc.assert(
      fc.property(calls, (list) => {
        const counts = (['1D', '1W', '1M', '6M', '1Y', 'All'] as const).map(
          (period) => trackRecordFigures(list, period, NOW).closed_trades,
        );
        for (let index = 1; index < counts.length; index += 1)
          expect(counts[index]).toBeGreaterThanOrEqual(counts[index - 1]!);
      }),
      RUNS,
    );
  });

  it('no drawdown without a losing call; a profit factor exactly when there is a loss, at least 1 when gains are larger', () => {
    fc.assert(
      fc.property(calls, (list) => {
        const figures = trackRecordFigures(list, 'All', NOW);
        const results = list.map(callResult);
        if (list.length > 0) expect(figures.max_drawdown.value).toBeGreaterThanOrEqual(0);
        if (results.every((result) => result.percent >= 0) && list.length > 0)
          expect(figures.max_drawdown.value).toBe(0);
        const gains = results.reduce((sum, result) => sum + Math.max(result.amount, 0), 0);
        const losses = results.reduce((sum, result) => sum + Math.max(-result.amount, 0), 0);
        if (losses === 0) expect(figures.profit_factor.value).toBeNull();
        else if (gains > losses) expect(figures.profit_factor.value).toBeGreaterThanOrEqual(1);
        else expect(figures.profit_factor.value).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('a Sell is the mirror of a Buy between the same prices', () => {
    fc.assert(
      fc.property(call, (c) => {
        const buy = callResult({ ...c, side: 'Buy' });
        const sell = callResult({ ...c, side: 'Sell' });
        expect(sell.amount).toBe(buy.amount === 0 ? 0 : -buy.amount);
        expect(sell.percent).toBe(buy.percent === 0 ? 0 : -buy.percent);
      }),
      RUNS,
    );
  });
});

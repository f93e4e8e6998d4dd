import { describe, expect, it } from 'vitest';
import {
  type ClosedCall,
  callNetResult,
  callR,
  callRiskReward,
  equityCurve,
  maxDrawdown,
  periodStart,
  thinCurve,
  trackRecordFigures,
} from './track-record-metrics.ts';

const at = (iso: string) => new Date(`${iso}Z`);

// Hand-computed in docs/metrics.md ("A worked example").
const A: ClosedCall = {
  side: 'Buy',
  entryPrice: 100,
  exitPrice: 110,
  initialStopLoss: 95,
  finalTarget: 110,
  lots: 1,
  outcome: 'target',
  liveAt: at('2026-01-01T00:00:00'),
  closedAt: at('2026-01-01T10:00:00'),
};
const B: ClosedCall = {
  side: 'Buy',
  entryPrice: 200,
  exitPrice: 190,
  initialStopLoss: 190,
  finalTarget: 230,
  lots: 1,
  outcome: 'stop_loss',
  liveAt: at('2026-01-02T00:00:00'),
  closedAt: at('2026-01-03T00:00:00'),
};
const C: ClosedCall = {
  side: 'Sell',
  entryPrice: 50,
  exitPrice: 45,
  initialStopLoss: 55,
  finalTarget: 40,
  lots: 2,
  outcome: 'manual_exit',
  liveAt: at('2026-01-04T00:00:00'),
  closedAt: at('2026-01-04T06:00:00'),
};
const D: ClosedCall = {
  side: 'Buy',
  entryPrice: 100,
  exitPrice: 100,
  initialStopLoss: null,
  finalTarget: null,
  lots: 1,
  outcome: 'expired',
  liveAt: at('2026-01-05T00:00:00'),
  closedAt: at('2026-01-07T00:00:00'),
};
const NOW = at('2026-01-08T00:00:00');

describe('track record figures, a worked example', () => {
  it('computes every figure of four calls by hand', () => {
    expect(trackRecordFigures([D, B, C, A], 'All', NOW)).toEqual({
      period: 'All',
      closed_trades: 4,
      small_sample: true,
      trade_wins: 2,
      accuracy: { value: 50, calls: 4 },
      avg_trade_return: { value: 3.75, calls: 4 },
      holding_period_hours: { value: 22, calls: 4 },
      risk_reward: { value: 2.33, calls: 3 },
      roi: { value: 2, calls: 4 },
      max_drawdown: { value: 5, calls: 4 },
      expectancy_r: { value: 0.67, calls: 3 },
      profit_factor: { value: 2, calls: 4 },
    });
  });

  it('counts only the calls closed in the period: 1D holds the expired call alone', () => {
    const day = trackRecordFigures([A, B, C, D], '1D', NOW);
    expect(day).toMatchObject({
      closed_trades: 1,
      trade_wins: 0,
      accuracy: { value: 0, calls: 1 },
      roi: { value: 0, calls: 1 },
      // No losing call: nothing to divide the gains by.
      profit_factor: { value: null, calls: 1 },
      expectancy_r: { value: null, calls: 0 },
    });
    expect(trackRecordFigures([A, B, C, D], '1W', NOW).closed_trades).toBe(4);
  });

  it('answers no figure, with a count of 0, for no calls', () => {
    const none = trackRecordFigures([], '1M', NOW);
    expect(none.closed_trades).toBe(0);
    expect(none.small_sample).toBe(true);
    expect(none.accuracy).toEqual({ value: null, calls: 0 });
    expect(none.max_drawdown).toEqual({ value: null, calls: 0 });
  });

  it('drops the small-sample mark at 20 closed calls', () => {
    const calls = Array.from({ length: 20 }, (_, index) => ({
      ...A,
      closedAt: new Date(A.closedAt.getTime() + index * 60_000),
    }));
    expect(trackRecordFigures(calls.slice(0, 19), 'All', NOW).small_sample).toBe(true);
    expect(trackRecordFigures(calls, 'All', NOW).small_sample).toBe(false);
  });
});

describe('the parts', () => {
  it('R and reward-to-risk from the ladder at entry; none without a stop loss', () => {
    expect(callR(A)).toBe(2);
    expect(callR(B)).toBe(-1);
    expect(callR(C)).toBe(1);
    expect(callR(D)).toBeNull();
    expect(callRiskReward(B)).toBe(3);
    expect(callRiskReward(D)).toBeNull();
    expect(callR({ ...A, initialStopLoss: 100 })).toBeNull();
  });

  it('the drawdown is the largest fall of the running sum, a first loss included', () => {
    expect(maxDrawdown([10, -5, 10, 0])).toBe(5);
    expect(maxDrawdown([-3, -2, 4])).toBe(5);
    expect(maxDrawdown([1, 2, 3])).toBe(0);
    expect(maxDrawdown([])).toBe(0);
  });

  it('the equity curve is the cumulative return in closing order', () => {
    expect(equityCurve([D, C, B, A]).map((point) => point.cumulativeReturn)).toEqual([10, 5, 15, 15]);
  });

  it("periods count back from now: a day, a week, calendar months (a shorter month's last day) and a year", () => {
    const now = at('2026-03-31T12:00:00');
    expect(periodStart('All', now)).toBeNull();
    expect(periodStart('1D', now)?.toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(periodStart('1W', now)?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(periodStart('1M', now)?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(periodStart('6M', now)?.toISOString()).toBe('2025-09-30T12:00:00.000Z');
    expect(periodStart('1Y', now)?.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(periodStart('1Y', at('2028-02-29T00:00:00'))?.toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(periodStart('1M', at('2026-01-15T00:00:00'))?.toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });
});

describe('thinCurve', () => {
  const curve = (values: number[]) => values.map((cumulativeReturn, index) => ({ index, cumulativeReturn }));
  it('keeps a short curve whole', () => {
    expect(thinCurve(curve([1, 2, 3]), 10).map((point) => point.index)).toEqual([0, 1, 2]);
  });
  it('keeps at most the points asked for, in order, with the lowest, the highest and the last', () => {
    const values = Array.from({ length: 10_000 }, (_, index) => Math.sin(index / 50) * 20 + index / 100);
    values[4321] = -500;
    values[777] = 900;
    const thinned = thinCurve(curve(values), 500);
    expect(thinned.length).toBeLessThanOrEqual(500);
    const indexes = thinned.map((point) => point.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(indexes).toContain(4321);
    expect(indexes).toContain(777);
    expect(indexes.at(-1)).toBe(9999);
    expect(
      maxDrawdown(
        thinned.map((point, i) => point.cumulativeReturn - (thinned[i - 1]?.cumulativeReturn ?? 0)),
      ),
    ).toBe(maxDrawdown(values.map((value, i) => value - (values[i - 1] ?? 0))));
  });
});

describe('figures net of charges', () => {
  // A: one share bought at 100 and sold at 110 the same IST day (intraday), at ₹20 an order:
  // brokerage 40, STT 0.025% of 110 = 0.03, exchange, SEBI and stamp under half a paisa each, GST
  // 18% of 20 twice = 7.20; charges 47.23, so +10 gross is -37.23 net (-37.23% of 100).
  it('takes a call’s charges off its result, by hand', () => {
    expect(callNetResult(A)).toEqual({ amount: -37.23, percent: -37.23 });
    const net = trackRecordFigures([A], 'All', at('2026-01-08T00:00:00'), 'net');
    expect(net).toMatchObject({
      trade_wins: 0,
      accuracy: { value: 0, calls: 1 },
      avg_trade_return: { value: -37.23, calls: 1 },
      roi: { value: -37.23, calls: 1 },
      max_drawdown: { value: 37.23, calls: 1 },
      // R and reward/risk are measured in prices: the same on either basis.
      expectancy_r: { value: 2, calls: 1 },
      risk_reward: { value: 2, calls: 1 },
    });
    expect(equityCurve([A], 'net').map((point) => point.cumulativeReturn)).toEqual([-37.23]);
  });

  it('never shows net figures above the gross ones', () => {
    const now = at('2026-01-08T00:00:00');
    const big = (call: ClosedCall): ClosedCall => ({ ...call, lots: call.lots * 1000 });
    for (const calls of [[A, B, C, D], [A, B, C, D].map(big), [big(C)]]) {
      const gross = trackRecordFigures(calls, 'All', now);
      const net = trackRecordFigures(calls, 'All', now, 'net');
      expect(net.roi.value!).toBeLessThan(gross.roi.value!);
      expect(net.avg_trade_return.value!).toBeLessThan(gross.avg_trade_return.value!);
      expect(net.trade_wins).toBeLessThanOrEqual(gross.trade_wins);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AchievableSettings,
  type ComparedCall,
  claimedVersusAchievable,
  compareCall,
} from './claimed-vs-achievable.ts';
import { firstBarFrom, replayFills, tickBar } from './order-fills.ts';

const SECOND = 1000;
const exact: AchievableSettings = { deliveryMs: 0, reactionMs: 0, slippage: () => 0, netOfCharges: false };

function call(overrides: Partial<ComparedCall> = {}): ComparedCall {
  return {
    tradeId: 1,
    side: 'Buy',
    entry: null,
    entryIsMarket: true,
    targets: [105],
    stopLosses: [95],
    postedAt: 0,
    expiresAt: 3_600 * SECOND,
    referencePrice: 100,
    quantity: 10,
    instrumentType: 'EQ',
    recorded: { entryFill: 100, exitFill: 105.5, liveAt: 0, endedAt: 120 * SECOND },
    ...overrides,
  };
}

// An entry now, posted at 0: ticks at 0 (100), 30 s (101), 60 s (103), 90 s (104), 120 s (105.5).
const bars = [
  [0, 100],
  [30, 101],
  [60, 103],
  [90, 104],
  [120, 105.5],
].map(([seconds, price]) => tickBar(seconds! * SECOND, price!));

describe('compareCall, hand-computed', () => {
  it('gives the recorded return, and the one a follower acting 50 s later could have had', () => {
    const settings = { ...exact, deliveryMs: 20 * SECOND, reactionMs: 30 * SECOND, slippage: () => 0.05 };
    const result = compareCall(call(), bars, settings);
    // Claimed: 100 to 105.5 = +5.5%. Achievable: the first tick from 50 s is 103 at 60 s, bought at
    // 103.05 (a tick of slippage); the target at 105 fills at the tick of 105.5: 2.45 / 103.05.
    expect(result.claimedPercent).toBeCloseTo(5.5, 10);
    expect(result.achievable).toMatchObject({ entryFill: 103.05, exitFill: 105.5, outcome: 'target' });
    expect(result.achievablePercent).toBeCloseTo((2.45 / 103.05) * 100, 10);
  });

  it('chases a level entry the call filled before the follower could act, at the market', () => {
    // Entry 101 (reached at 30 s); the follower acts at 45 s and buys at the 60 s tick.
    const level = call({
      entry: 101,
      entryIsMarket: false,
      recorded: { entryFill: 101, exitFill: 105.5, liveAt: 30 * SECOND, endedAt: 120 * SECOND },
    });
    const result = compareCall(level, bars, { ...exact, deliveryMs: 15 * SECOND, reactionMs: 30 * SECOND });
    expect(result.achievable).toMatchObject({ entryFill: 103, entryAt: 60 * SECOND, exitFill: 105.5 });
  });

  it('counts a copy that never closed as 0 in the achievable average', () => {
    // The follower acts after the last tick: no entry.
    const late = { ...exact, reactionMs: 200 * SECOND };
    const { summary } = claimedVersusAchievable([call(), call({ tradeId: 2 })], () => bars, late);
    expect(summary).toEqual({
      calls: 2,
      achievableCalls: 0,
      claimedAverage: 5.5,
      achievableAverage: 0,
      gap: -5.5,
    });
  });

  it('takes charges off both when asked: one share at ₹100 loses to ₹40 of brokerage', () => {
    const one = call({ quantity: 1 });
    const gross = compareCall(one, bars, exact);
    const net = compareCall(one, bars, { ...exact, netOfCharges: true });
    expect(net.claimedPercent!).toBeLessThan(0);
    expect(net.claimedPercent!).toBeLessThan(gross.claimedPercent!);
  });
});

describe('firstBarFrom', () => {
  it('finds the first bar at or after an instant', () => {
    expect(firstBarFrom(bars, -1)).toBe(0);
    expect(firstBarFrom(bars, 0)).toBe(0);
    expect(firstBarFrom(bars, 1)).toBe(1);
    expect(firstBarFrom(bars, 120 * SECOND)).toBe(4);
    expect(firstBarFrom(bars, 121 * SECOND)).toBe(5);
  });
});

// Levels on whole rupees, ticks on half rupees.
const price = fc.integer({ min: 8, max: 84 }).map((n) => n / 2);
const scenario = fc.record({
  isBuy: fc.boolean(),
  entry: fc.option(fc.integer({ min: 8, max: 34 }), { freq: 3 }),
  entryIsMarket: fc.boolean(),
  stopGap: fc.integer({ min: 1, max: 6 }),
  targetGap: fc.integer({ min: 0, max: 6 }),
  before: fc.array(price, { minLength: 1, maxLength: 5 }),
  after: fc.array(price, { minLength: 0, maxLength: 40 }),
  expiresAt: fc.integer({ min: 1, max: 45 }),
  quantity: fc.integer({ min: 1, max: 500 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** The call as the record holds it: its own fills, replayed from posting over the same ticks. */
function recordedCall(s: Scenario): {
  call: ComparedCall;
  ticks: ReturnType<typeof tickBar>[];
} {
  const ticks = [
    ...s.before.map((p, i) => tickBar((i - s.before.length) * SECOND, p)),
    ...s.after.map((p, i) => tickBar((i + 1) * SECOND, p)),
  ];
  const reference = s.before.at(-1)!;
  const entry = s.entry ?? reference;
  const d = s.isBuy ? 1 : -1;
  const base = {
    tradeId: 1,
    side: s.isBuy ? ('Buy' as const) : ('Sell' as const),
    entry: s.entry,
    entryIsMarket: s.entryIsMarket,
    targets: [entry + d * s.targetGap],
    stopLosses: [entry - d * s.stopGap],
    postedAt: 0,
    expiresAt: s.expiresAt * SECOND,
    referencePrice: reference,
    quantity: s.quantity,
    instrumentType: 'EQ',
  };
  const fills = replayFills(
    { ...base, startsAt: 0 },
    ticks.filter((bar) => bar.at >= 0),
    () => 0,
    ticks.at(-1)!.at,
  );
  return {
    call: {
      ...base,
      recorded: {
        entryFill: fills.entryFill,
        exitFill: fills.exitFill,
        liveAt: fills.entryAt,
        endedAt: fills.exitAt,
      },
    },
    ticks,
  };
}

describe('claimed versus achievable, properties', () => {
  it('with no delay, no slippage and no charges, the achievable return is the recorded one', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { call: recorded, ticks } = recordedCall(s);
        const result = compareCall(recorded, ticks, exact);
        expect(result.achievablePercent).toBe(result.claimedPercent);
      }),
      { numRuns: 3_000 },
    );
  });

  it('net of charges is never above gross, for the claim and for the copy', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 10 }), (s, delaySeconds) => {
        const { call: recorded, ticks } = recordedCall(s);
        const settings = { ...exact, reactionMs: delaySeconds * SECOND, slippage: () => 0.5 };
        const gross = compareCall(recorded, ticks, settings);
        const net = compareCall(recorded, ticks, { ...settings, netOfCharges: true });
        if (gross.claimedPercent !== null)
          expect(net.claimedPercent!).toBeLessThanOrEqual(gross.claimedPercent);
        if (gross.achievablePercent !== null)
          expect(net.achievablePercent!).toBeLessThanOrEqual(gross.achievablePercent);
      }),
      { numRuns: 1_000 },
    );
  });
});

import { type FillCall, type ReplayedFills, replayFills, tickBar, unfilled } from '@tradecircle/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineTrade, Lifecycle, Transition } from './engine.types.ts';
import { LifecycleIndex } from './lifecycle-index.ts';
import { NaiveLifecycle } from './naive-lifecycle.ts';

/**
 * The engine's fills against the domain's replay of the same rules (order-fills.ts) over the same
 * ticks, each tick a bar of one price: one call, posted with an entry level (Upcoming) or to enter
 * now (Live, its entry filling at the next tick), followed to its close, its window's end or the
 * last tick.
 */

const slippage = (price: number) => (price < 20 ? 0.01 : 0.05);

type Scenario = {
  isBuy: boolean;
  /** null: enter now. */
  entry: number | null;
  entryIsMarket: boolean;
  firstStopGap: number;
  gaps: { target: number; stopDrop: number }[];
  reference: number;
  ticks: number[];
  expiresAt: number;
};

function ladder(s: Scenario, entry: number) {
  const d = s.isBuy ? 1 : -1;
  const targets: number[] = [];
  const stopLosses: number[] = [];
  s.gaps.forEach((gap, row) => {
    const previous = row === 0 ? entry : targets[row - 1]!;
    targets.push(previous + d * gap.target);
    stopLosses.push(row === 0 ? entry - d * s.firstStopGap : previous - d * gap.stopDrop);
  });
  return { targets, stopLosses };
}

type Fills = ReplayedFills;

function engineFills(engine: Lifecycle, s: Scenario): Fills {
  const entry = s.entry ?? s.reference;
  const trade: EngineTrade = {
    id: 1,
    securityId: 7,
    tradeType: s.isBuy ? 'Buy' : 'Sell',
    status: s.entry === null ? 'Active' : 'Inactive',
    entryPrice: entry,
    step: 0,
    ...ladder(s, entry),
    expiresAt: s.expiresAt,
    entryIsMarket: s.entryIsMarket,
    awaitingFill: s.entry === null,
  };
  engine.add(trade, s.reference);
  const seen: Transition[] = [];
  let expired = false;
  s.ticks.forEach((price, i) => {
    const at = i + 1;
    if (!expired && at >= s.expiresAt) {
      seen.push(...engine.expire(s.expiresAt));
      expired = true;
    }
    seen.push(...engine.onTick(7, price, at));
  });
  if (!expired) seen.push(...engine.expire(s.expiresAt));
  const fills: Fills = unfilled();
  for (const t of seen) {
    if (t.kind === 'activated' || t.kind === 'entry_filled') {
      fills.entryFill = t.price;
      fills.entryAt = t.at;
    } else if (t.kind === 'target_reached') {
      fills.step = t.step;
    } else if (t.kind === 'closed') {
      fills.exitFill = t.price;
      fills.exitAt = t.at;
      // The contract-expiry pass closes at expiry, never the engine.
      if (t.reason === 'expiry') throw new Error('the engine closed a trade at a contract expiry');
      fills.outcome = t.reason;
    }
  }
  return fills;
}

function replayed(s: Scenario): Fills {
  const call: FillCall = {
    side: s.isBuy ? 'Buy' : 'Sell',
    entry: s.entry,
    entryIsMarket: s.entryIsMarket,
    ...ladder(s, s.entry ?? s.reference),
    startsAt: 1,
    expiresAt: s.expiresAt,
    referencePrice: s.reference,
  };
  // Every tick, so the window's end closes at the last price before it, as the engine's book does.
  const bars = s.ticks.map((price, i) => tickBar(i + 1, price));
  // The engine's run ends with its window's expiry, whether or not a tick came that late.
  return replayFills(call, bars, slippage, Number.POSITIVE_INFINITY);
}

// Levels on whole rupees and ticks on half rupees: ticks touch levels exactly as often as they cross them.
const price = fc.integer({ min: 4, max: 84 }).map((n) => n / 2);
const scenario: fc.Arbitrary<Scenario> = fc.record({
  isBuy: fc.boolean(),
  entry: fc.option(fc.integer({ min: 8, max: 34 }), { freq: 3 }),
  entryIsMarket: fc.boolean(),
  firstStopGap: fc.integer({ min: 1, max: 6 }),
  gaps: fc.array(
    fc.record({ target: fc.integer({ min: 0, max: 5 }), stopDrop: fc.integer({ min: 0, max: 5 }) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  reference: price,
  ticks: fc.array(price, { minLength: 0, maxLength: 40 }),
  expiresAt: fc.integer({ min: 1, max: 45 }),
});

describe('the engine fills as the domain replays the same ticks', () => {
  it.each([
    ['LifecycleIndex', () => new LifecycleIndex({ slippage })],
    ['NaiveLifecycle', () => new NaiveLifecycle({ slippage })],
  ])('%s: entry, exit, outcome and row agree over 5,000 random calls', (_name, make) => {
    fc.assert(
      fc.property(scenario, (s) => {
        expect(engineFills(make(), s)).toEqual(replayed(s));
      }),
      { numRuns: 5_000 },
    );
  });

  it('never fills a stop loss better than its level, nor an entry at a price not printed after posting', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const fills = engineFills(new LifecycleIndex({ slippage }), s);
        if (fills.entryFill !== null) {
          const printed = s.ticks[fills.entryAt! - 1]!;
          const worse = s.isBuy ? fills.entryFill - printed : printed - fills.entryFill;
          // A market entry pays its slippage; a limit entry gets the printed price itself.
          expect(worse).toBeCloseTo(s.entry === null || s.entryIsMarket ? slippage(printed) : 0, 9);
        }
        if (fills.outcome === 'stop_loss') {
          const stop = ladder(s, s.entry ?? s.reference).stopLosses[fills.step]!;
          if (s.isBuy) expect(fills.exitFill!).toBeLessThanOrEqual(stop);
          else expect(fills.exitFill!).toBeGreaterThanOrEqual(stop);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('with no slippage, an entry now fills at the first tick after posting, not the price it was written at', () => {
    const engine = new LifecycleIndex();
    engine.add(
      {
        id: 1,
        securityId: 7,
        tradeType: 'Buy',
        status: 'Active',
        entryPrice: 100,
        step: 0,
        targets: [110],
        stopLosses: [95],
        expiresAt: 1_000,
        awaitingFill: true,
      },
      100,
    );
    expect(engine.onTick(7, 101.5, 1)).toEqual([
      { kind: 'entry_filled', tradeId: 1, securityId: 7, price: 101.5, at: 1 },
    ]);
    expect(engine.snapshot(1)?.awaitingFill).toBeUndefined();
    expect(engine.onTick(7, 102, 2)).toEqual([]);
  });
});

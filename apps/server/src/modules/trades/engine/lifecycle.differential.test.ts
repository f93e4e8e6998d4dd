import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../providers/market-feed/random.ts';
import { canonical } from './engine.fixtures.ts';
import type { EngineTrade, Lifecycle } from './engine.types.ts';
import { LifecycleIndex } from './lifecycle-index.ts';
import { NaiveLifecycle } from './naive-lifecycle.ts';

type LadderSpec = {
  isBuy: boolean;
  entry: number;
  firstStopGap: number;
  gaps: { target: number; stopDrop: number }[];
};

/** A ladder valid under trades.md §5: targets moving away from the entry, later stops behind the previous target. */
function buildLadder({ isBuy, entry, firstStopGap, gaps }: LadderSpec): {
  targets: number[];
  stopLosses: number[];
} {
  const d = isBuy ? 1 : -1;
  const targets: number[] = [];
  const stopLosses: number[] = [];
  gaps.forEach((gap, row) => {
    const previous = row === 0 ? entry : targets[row - 1]!;
    targets.push(previous + d * gap.target);
    stopLosses.push(row === 0 ? entry - d * firstStopGap : previous - d * gap.stopDrop);
  });
  return { targets, stopLosses };
}

type Op =
  | {
      type: 'add';
      trade: Omit<EngineTrade, 'expiresAt'>;
      expiresIn: number;
      reference: number;
      elapse: number;
    }
  | { type: 'remove'; id: number; elapse: number }
  | { type: 'tick'; securityId: number; price: number; repeat: boolean; elapse: number }
  | { type: 'expire'; elapse: number };

/** Applies the same operations to both engines and checks every answer and the final state agree. */
function expectSameBehaviour(
  ops: readonly Op[],
  ids: readonly number[],
  securities: readonly number[],
): void {
  const index: Lifecycle = new LifecycleIndex({ slippage });
  const naive: Lifecycle = new NaiveLifecycle({ slippage });
  let now = 0;
  for (const op of ops) {
    now += op.elapse;
    if (op.type === 'add') {
      const trade = { ...op.trade, expiresAt: now + op.expiresIn };
      index.add(trade, op.reference);
      naive.add(trade, op.reference);
    } else if (op.type === 'remove') {
      expect(index.remove(op.id)).toBe(naive.remove(op.id));
    } else if (op.type === 'tick') {
      const price = op.repeat ? (naive.lastPrice(op.securityId) ?? op.price) : op.price;
      expect(canonical(index.onTick(op.securityId, price, now))).toEqual(
        canonical(naive.onTick(op.securityId, price, now)),
      );
    } else {
      expect(canonical(index.expire(now))).toEqual(canonical(naive.expire(now)));
    }
    expect(index.size).toBe(naive.size);
  }
  for (const id of ids) expect(index.snapshot(id)).toEqual(naive.snapshot(id));
  for (const securityId of securities) expect(index.lastPrice(securityId)).toBe(naive.lastPrice(securityId));
}

/** Market orders pay a slippage that depends on the price, as the NSE's tick bands make it. */
const slippage = (price: number) => (price < 20 ? 0.01 : 0.05);

const IDS = Array.from({ length: 24 }, (_, i) => i + 1);
const SECURITIES = [1, 2, 3];
// Ladders sit on whole rupees and ticks on half rupees, so ticks touch levels exactly as often as they cross them.
const tickPrice = fc.integer({ min: 2, max: 84 }).map((n) => n / 2);
const elapse = fc.integer({ min: 0, max: 8 });

const tradeArb = fc
  .record({
    id: fc.constantFrom(...IDS),
    securityId: fc.constantFrom(...SECURITIES),
    isBuy: fc.boolean(),
    isActive: fc.boolean(),
    entry: fc.integer({ min: 8, max: 34 }),
    firstStopGap: fc.integer({ min: 1, max: 6 }),
    gaps: fc.array(
      fc.record({ target: fc.integer({ min: 0, max: 5 }), stopDrop: fc.integer({ min: 0, max: 5 }) }),
      { minLength: 1, maxLength: 4 },
    ),
    stepPick: fc.nat(),
    entryIsMarket: fc.boolean(),
    awaitingFill: fc.boolean(),
  })
  .map(
    (t): Omit<EngineTrade, 'expiresAt'> => ({
      id: t.id,
      securityId: t.securityId,
      tradeType: t.isBuy ? 'Buy' : 'Sell',
      status: t.isActive ? 'Active' : 'Inactive',
      entryPrice: t.entry,
      step: t.isActive ? t.stepPick % t.gaps.length : 0,
      ...buildLadder(t),
      ...(t.entryIsMarket ? { entryIsMarket: true } : {}),
      ...(t.isActive && t.awaitingFill ? { awaitingFill: true } : {}),
    }),
  );

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('add' as const),
      trade: tradeArb,
      expiresIn: fc.integer({ min: 0, max: 60 }),
      reference: tickPrice,
      elapse,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('remove' as const), id: fc.constantFrom(...IDS), elapse }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      type: fc.constant('tick' as const),
      securityId: fc.constantFrom(...SECURITIES),
      price: tickPrice,
      repeat: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
      elapse,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('expire' as const), elapse }) },
);

describe('LifecycleIndex against the naive scan', () => {
  it('gives the same transitions for 10,000 random scenarios', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 50, size: 'max' }), (ops) =>
        expectSameBehaviour(ops, IDS, SECURITIES),
      ),
      { numRuns: 10_000 },
    );
    // CPU-bound: about 12 s on an idle 2-core machine, 45 s seen when it shares the cores.
  }, 120_000);
});

/**
 * Thousands of trades on a few securities with many removals and replacements, so the index grows,
 * reuses slots, repacks its ladder pool, shrinks its id table and compacts stale heap entries.
 */
function largeScenario(seed: number, tradeCount: number, opCount: number): { ops: Op[]; ids: number[] } {
  const rng = new Rng(seed);
  const int = (min: number, max: number) => min + Math.floor(rng.uniform() * (max - min + 1));
  const maxId = Math.round(tradeCount * 1.5);
  const prices = new Map<number, number>();
  const randomTrade = (id: number): Op => {
    const securityId = int(1, 8);
    const isBuy = rng.uniform() < 0.5;
    const isActive = rng.uniform() < 0.5;
    const rows = int(1, 3);
    const gaps = Array.from({ length: rows }, () => ({ target: int(0, 4), stopDrop: int(0, 4) }));
    const entry = int(90, 110);
    const trade: Omit<EngineTrade, 'expiresAt'> = {
      id,
      securityId,
      tradeType: isBuy ? 'Buy' : 'Sell',
      status: isActive ? 'Active' : 'Inactive',
      entryPrice: entry,
      step: isActive ? int(0, rows - 1) : 0,
      ...buildLadder({ isBuy, entry, firstStopGap: int(1, 5), gaps }),
      entryIsMarket: rng.uniform() < 0.5,
      awaitingFill: isActive && rng.uniform() < 0.2,
    };
    return {
      type: 'add',
      trade,
      expiresIn: int(0, 4_000),
      reference: prices.get(securityId) ?? 100,
      elapse: 0,
    };
  };
  const ops: Op[] = [];
  for (let id = 1; id <= tradeCount; id++) ops.push(randomTrade(id));
  for (let i = 0; i < opCount; i++) {
    const roll = rng.uniform();
    const elapse = int(0, 1);
    if (roll < 0.7) {
      const securityId = int(1, 8);
      const last = prices.get(securityId) ?? 100;
      const move = rng.uniform() < 0.05 ? int(-16, 16) : int(-2, 2);
      const price = Math.min(130, Math.max(70, last + move / 2));
      prices.set(securityId, price);
      ops.push({ type: 'tick', securityId, price, repeat: false, elapse });
    } else if (roll < 0.82) {
      ops.push({ ...randomTrade(int(1, maxId)), elapse });
    } else if (roll < 0.97) {
      ops.push({ type: 'remove', id: int(1, maxId), elapse });
    } else {
      ops.push({ type: 'expire', elapse });
    }
  }
  return { ops, ids: Array.from({ length: maxId }, (_, i) => i + 1) };
}

describe('LifecycleIndex against the naive scan, at scale', () => {
  it.each([1, 2, 3])('agrees on a 4,000-trade, 30,000-operation scenario (seed %i)', (seed) => {
    const { ops, ids } = largeScenario(seed, 4_000, 30_000);
    expectSameBehaviour(ops, ids, [1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('a storm', () => {
  it('one gap tick moving thousands of trades gives the naive scan transitions', () => {
    const rng = new Rng(9);
    const index = new LifecycleIndex({ slippage });
    const naive = new NaiveLifecycle({ slippage });
    for (let id = 1; id <= 5_000; id++) {
      const isBuy = id % 2 === 0;
      const entry = 100 + Math.floor(rng.uniform() * 20) - 10;
      const gaps = Array.from({ length: 1 + (id % 3) }, () => ({ target: 1 + (id % 4), stopDrop: id % 3 }));
      const trade: EngineTrade = {
        id,
        securityId: 1,
        tradeType: isBuy ? 'Buy' : 'Sell',
        status: id % 5 === 0 ? 'Active' : 'Inactive',
        entryPrice: entry,
        step: 0,
        ...buildLadder({ isBuy, entry, firstStopGap: 1 + (id % 6), gaps }),
        expiresAt: 1_000,
        entryIsMarket: id % 3 === 0,
        awaitingFill: id % 10 === 0,
      };
      index.add(trade, 100);
      naive.add(trade, 100);
    }
    const moved = canonical(index.onTick(1, 112, 1));
    expect(moved).toEqual(canonical(naive.onTick(1, 112, 1)));
    expect(moved.length).toBeGreaterThan(2_000);
    expect(canonical(index.onTick(1, 87, 2))).toEqual(canonical(naive.onTick(1, 87, 2)));
    for (let id = 1; id <= 5_000; id++) expect(index.snapshot(id)).toEqual(naive.snapshot(id));
    const ended = canonical(index.expire(1_000));
    expect(ended).toEqual(canonical(naive.expire(1_000)));
    expect(ended.length).toBeGreaterThan(200); // many more than takeAtMost pops before it scans
    expect(index.size).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectValidCandles,
  expectValidQuote,
  ist,
  SECURITIES,
  simulatorAt,
} from './market-feed.fixtures.ts';
import type { Quote } from './market-feed.types.ts';
import { createMarketSimulator } from './simulator.ts';

const DURING_SESSION = '2026-03-17T11:30:00';
const SATURDAY = '2026-03-21T11:30:00';

/** Ticks once a second for `seconds`, collecting every batch. */
function run(harness: ReturnType<typeof simulatorAt>, seconds: number): Quote[][] {
  const batches: Quote[][] = [];
  for (let i = 0; i < seconds; i++) {
    harness.step();
    batches.push(harness.sim.tickOnce());
  }
  return batches;
}

describe('ticks', () => {
  it('the same seed gives the same tick sequence; another seed a different one', () => {
    const prices = (seed: number) =>
      run(simulatorAt(DURING_SESSION, { seed }), 300).map((b) => b.map((q) => [q.securityId, q.livePrice]));
    expect(prices(7)).toEqual(prices(7));
    expect(prices(7)).not.toEqual(prices(8));
  });

  it('the first tick delivers every security, later ticks only the ones whose price changed', () => {
    const harness = simulatorAt(DURING_SESSION);
    expect(harness.sim.tickOnce().map((q) => q.securityId)).toEqual(SECURITIES.map((s) => s.id));
    expect(harness.sim.tickOnce()).toEqual([]); // same second: nothing moved
    const batches = run(harness, 120);
    let nifty = 0;
    for (const batch of batches) {
      for (const q of batch) expectValidQuote(q);
      if (batch.some((q) => q.securityId === 50)) nifty++;
    }
    // NIFTY's 1-second sigma (~1.5 points) dwarfs its 0.10 tick: it moves almost every second.
    expect(nifty).toBeGreaterThan(100);
  });

  it('ticking step by step gives the same quotes as evaluating each instant afresh', () => {
    const harness = simulatorAt('2026-03-17T15:20:00', { anchor: ist(DURING_SESSION) });
    const fresh = (at: Date) =>
      createMarketSimulator({
        securities: SECURITIES,
        seed: 7,
        mode: 'nse',
        clock: () => at,
        anchor: ist(DURING_SESSION),
      });
    // 15:20 to 15:31:40 IST: many minute boundaries, then the close and after it.
    for (let i = 0; i < 700; i++) {
      harness.step();
      harness.sim.tickOnce();
      if (i % 97 === 0 || i > 595) {
        expect(harness.sim.getQuote(2)).toEqual(fresh(harness.now()).getQuote(2));
      }
    }
  });

  it('every ticked price lies inside the candles that history later shows for its time', () => {
    const harness = simulatorAt('2026-03-17T10:00:00');
    const seen = run(harness, 1800).flat();
    harness.step(900);
    for (const { id } of SECURITIES) {
      const bars = harness.sim.history(id, '1WEEK');
      for (const quote of seen.filter((q) => q.securityId === id)) {
        const bar = bars.findLast((b) => b.time <= quote.updatedAt.getTime() / 1000)!;
        expect(quote.livePrice).toBeGreaterThanOrEqual(bar.low);
        expect(quote.livePrice).toBeLessThanOrEqual(bar.high);
      }
    }
  });

  it('a clock that goes back is answered from the path, not from the cursor', () => {
    const harness = simulatorAt(DURING_SESSION);
    run(harness, 90);
    const early = harness.sim.getQuote(1)!;
    run(harness, 3600);
    harness.at(DURING_SESSION);
    harness.step(90);
    expect(harness.sim.getQuote(1)).toEqual(early);
  });

  it("'nse': prices rest outside market hours and the close carries into the next day's previousClose", () => {
    const harness = simulatorAt('2026-03-17T15:29:50');
    run(harness, 10);
    const atClose = harness.sim.getQuote(1)!;
    const moved = run(harness, 600).flat();
    expect(moved).toEqual([]);
    expect(harness.sim.getQuote(1)!.livePrice).toBe(atClose.livePrice);
    expect(harness.sim.history(1, '1MONTH').at(-1)!.close).toBe(atClose.livePrice);
    harness.at('2026-03-18T09:15:00');
    expect(harness.sim.getQuote(1)!.previousClose).toBe(atClose.livePrice);
  });

  it("'nse': nothing moves on a Saturday", () => {
    const harness = simulatorAt(SATURDAY);
    harness.sim.tickOnce();
    expect(run(harness, 300).flat()).toEqual([]);
    expect(harness.sim.isMarketOpen()).toBe(false);
  });

  it("'always': prices move on a Saturday night", () => {
    const harness = simulatorAt('2026-03-21T23:30:00', { mode: 'always' });
    harness.sim.tickOnce();
    expect(run(harness, 60).flat().length).toBeGreaterThan(60);
    expect(harness.sim.isMarketOpen()).toBe(true);
  });

  it("'always': crossing IST midnight, yesterday's last price becomes previousClose and today's open", () => {
    const harness = simulatorAt('2026-03-21T23:59:58', { mode: 'always' });
    harness.step();
    harness.sim.tickOnce();
    harness.step();
    const midnight = harness.sim.tickOnce().find((q) => q.securityId === 50) ?? harness.sim.getQuote(50)!;
    expect(midnight.previousClose).toBe(midnight.livePrice);
    expect(midnight.dayOpen).toBe(midnight.livePrice);
    expect(harness.sim.history(50, '1MONTH').at(-2)!.close).toBe(midnight.previousClose);
  });

  it('only the configured subset ticks, and the subset can change', () => {
    const harness = simulatorAt(DURING_SESSION, { tickingIds: [50, 999] });
    expect(
      new Set(
        run(harness, 30)
          .flat()
          .map((q) => q.securityId),
      ),
    ).toEqual(new Set([50]));
    harness.sim.setTickingIds([1, 51]);
    expect(
      new Set(
        run(harness, 30)
          .flat()
          .map((q) => q.securityId),
      ),
    ).toEqual(new Set([1, 51]));
    harness.sim.setTickingIds(null);
    expect(harness.sim.tickOnce().length).toBe(SECURITIES.length - 2);
  });
});

describe('quotes', () => {
  it('change and changePercent come from previousClose', () => {
    const harness = simulatorAt(DURING_SESSION);
    for (const q of run(harness, 30).flat()) {
      expect(q.change).toBe(Math.round((q.livePrice - q.previousClose) * 100) / 100);
      expect(q.changePercent).toBeCloseTo(((q.livePrice - q.previousClose) / q.previousClose) * 100, 2);
    }
    harness.sim.setNextPrice(1, 2657);
    harness.step();
    expect(harness.sim.tickOnce().find((q) => q.securityId === 1)).toMatchObject({
      livePrice: 2657,
      previousClose: 2415.3,
      change: 241.7,
      changePercent: 10.01,
    });
  });

  it('getQuotes keeps the order asked and leaves unknown ids out', () => {
    const { sim } = simulatorAt(DURING_SESSION);
    expect(sim.getQuotes([51, 999, 1]).map((q) => q.securityId)).toEqual([51, 1]);
    expect(sim.getQuote(999)).toBeUndefined();
    expect(sim.history(999, 'ALL')).toEqual([]);
  });

  it('updatedAt is the instant of the price: now in session, the close when shut', () => {
    expect(simulatorAt(DURING_SESSION).sim.getQuote(1)!.updatedAt).toEqual(ist(DURING_SESSION));
    expect(simulatorAt(SATURDAY).sim.getQuote(1)!.updatedAt).toEqual(ist('2026-03-20T15:30:00'));
  });
});

describe('setNextPrice', () => {
  it('makes the next tick exactly that price, and the walk continues from it', () => {
    const harness = simulatorAt(DURING_SESSION);
    run(harness, 5);
    expect(harness.sim.setNextPrice(1, 2600)).toBe(true);
    harness.step();
    const next = harness.sim.tickOnce().find((q) => q.securityId === 1)!;
    expect(next.livePrice).toBe(2600);
    expect(next.dayHigh).toBeGreaterThanOrEqual(2600);
    const later = run(harness, 120)
      .flat()
      .filter((q) => q.securityId === 1);
    expect(later.length).toBeGreaterThan(20);
    for (const q of later) expect(Math.abs(q.livePrice / 2600 - 1)).toBeLessThan(0.01);
    const live = harness.sim.getQuote(1)!;
    // The jump happened inside a minute that is now complete: its bar still spans the set price.
    expect(live.dayHigh).toBeGreaterThanOrEqual(2600);
    expectValidCandles(harness.sim.history(1, '1WEEK'), 1);
    expect(harness.sim.history(1, '1WEEK').at(-1)!.close).toBe(live.livePrice);
    expect(harness.sim.history(1, '1MONTH').at(-1)).toMatchObject({
      high: live.dayHigh,
      close: live.livePrice,
    });
  });

  it.each([
    ['up', 1, 2600],
    ['down', 3, 300],
  ])(
    'a jump %s in the last minute of a 15-minute bar keeps that bar and the day consistent',
    (_, id, price) => {
      const harness = simulatorAt('2026-03-17T11:44:00');
      run(harness, 30);
      harness.sim.setNextPrice(id, price);
      run(harness, 60);
      const quote = harness.sim.getQuote(id)!;
      expect(quote.dayHigh).toBeGreaterThanOrEqual(price);
      expect(quote.dayLow).toBeLessThanOrEqual(price);
      const bars = harness.sim.history(id, '1WEEK');
      expectValidCandles(bars, id);
      const jumpBar = bars.find((b) => b.time === ist('2026-03-17T11:30:00').getTime() / 1000)!;
      expect(jumpBar.low <= price && price <= jumpBar.high).toBe(true);
      expectValidCandles(harness.sim.history(id, '1MONTH'), id);
    },
  );

  it('rounds to the tick, and works while the market is shut (the price then rests there)', () => {
    const harness = simulatorAt(SATURDAY);
    harness.sim.tickOnce();
    harness.sim.setNextPrice(1, 2500.03);
    harness.sim.setNextPrice(4, 243.456);
    harness.step();
    const batch = harness.sim.tickOnce();
    expect(batch.map((q) => [q.securityId, q.livePrice])).toEqual([
      [1, 2500],
      [4, 243.46],
    ]);
    expect(run(harness, 30).flat()).toEqual([]);
    expect(harness.sim.getQuote(1)!.livePrice).toBe(2500);
    expect(harness.sim.history(1, '1MONTH').at(-1)!.close).toBe(2500);
    harness.at('2026-03-23T09:15:00');
    expect(harness.sim.getQuote(1)!.previousClose).toBe(2500);
  });

  it('the same price as now still goes out as a tick', () => {
    const harness = simulatorAt(DURING_SESSION);
    harness.sim.tickOnce();
    harness.sim.setNextPrice(50, harness.sim.getQuote(50)!.livePrice);
    expect(harness.sim.tickOnce().map((q) => q.securityId)).toEqual([50]);
  });

  it('refuses nonsense and reports unknown ids', () => {
    const { sim } = simulatorAt(DURING_SESSION);
    expect(sim.setNextPrice(999, 100)).toBe(false);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => sim.setNextPrice(1, bad)).toThrow(RangeError);
    }
  });
});

describe('timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers one batch per interval from start until stop', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist(DURING_SESSION));
    const sim = createMarketSimulator({ securities: SECURITIES, seed: 7, mode: 'nse', tickIntervalMs: 1000 });
    const batches: Quote[][] = [];
    sim.start((quotes) => batches.push(quotes));
    vi.advanceTimersByTime(10_000);
    expect(batches.length).toBeGreaterThanOrEqual(9);
    expect(batches[0]!.length).toBe(SECURITIES.length);
    sim.stop();
    const count = batches.length;
    vi.advanceTimersByTime(10_000);
    expect(batches.length).toBe(count);
  });

  it('hands timer errors to onError', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist(DURING_SESSION));
    const errors: unknown[] = [];
    const sim = createMarketSimulator({
      securities: SECURITIES,
      seed: 7,
      mode: 'nse',
      onError: (e) => errors.push(e),
    });
    sim.start(() => {
      throw new Error('listener broke');
    });
    vi.advanceTimersByTime(1000);
    sim.stop();
    expect(errors).toEqual([new Error('listener broke')]);
  });
});

describe('configuration', () => {
  it('refuses duplicate ids, a bad reference price and a bad interval', () => {
    const one = SECURITIES[0]!;
    expect(() => createMarketSimulator({ securities: [one, one], seed: 1, mode: 'nse' })).toThrow(RangeError);
    expect(() =>
      createMarketSimulator({ securities: [{ ...one, referencePrice: 0 }], seed: 1, mode: 'nse' }),
    ).toThrow(RangeError);
    expect(() =>
      createMarketSimulator({ securities: [one], seed: 1, mode: 'nse', tickIntervalMs: 0 }),
    ).toThrow(RangeError);
  });
});

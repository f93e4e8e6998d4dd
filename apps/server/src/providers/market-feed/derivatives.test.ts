import {
  blackScholes,
  FNO_DIVIDEND_YIELD,
  FNO_IMPLIED_VOLATILITY,
  FNO_RISK_FREE_RATE,
  futuresFairPrice,
  yearsToExpiry,
} from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { DERIVATIVES, ist, SECURITIES, simulatorAt } from './market-feed.fixtures.ts';
import type { Candle, Quote, SecurityInput } from './market-feed.types.ts';
import { createMarketSimulator } from './simulator.ts';
import { roundToTick, tickSizePaise } from './tick-size.ts';

/** Tuesday 17 Mar 2026, two weeks before the March expiry (Tuesday 31 Mar). */
const DURING_SESSION = '2026-03-17T11:30:00';
const ALL = [...SECURITIES, ...DERIVATIVES];

const contractOf = (id: number) => DERIVATIVES.find((d) => d.id === id)!;

/** The expected price, computed independently of the simulator from the domain's formulas. */
function model(id: number, spot: number, at: Date): number {
  const { kind, strike, expiry, instrumentType: type } = contractOf(id);
  const years = yearsToExpiry(expiry!, at);
  const dividendYield = FNO_DIVIDEND_YIELD[type];
  if (kind === 'FUT') {
    return roundToTick(futuresFairPrice({ spot, years, rate: FNO_RISK_FREE_RATE, dividendYield }), type);
  }
  const { price } = blackScholes({
    type: kind!,
    spot,
    strike: strike!,
    years,
    rate: FNO_RISK_FREE_RATE,
    dividendYield,
    volatility: FNO_IMPLIED_VOLATILITY[type],
  });
  return Math.max(5, Math.round(price * 20) * 5) / 100;
}

function isOnContractGrid(price: number, id: number): boolean {
  const { kind, instrumentType } = contractOf(id);
  const paise = Math.round(price * 100);
  const tick = kind === 'FUT' ? tickSizePaise(price, instrumentType) : 5;
  return Math.abs(price * 100 - paise) < 1e-6 && paise % tick === 0 && paise >= tick;
}

function expectValidDerivativeCandles(candles: Candle[], id: number): void {
  for (const [i, c] of candles.entries()) {
    if (i > 0) expect(c.time).toBeGreaterThan(candles[i - 1]!.time);
    expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
    expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
    for (const price of [c.open, c.high, c.low, c.close])
      expect(isOnContractGrid(price, id), `${price}`).toBe(true);
  }
}

const harnessAt = (start: string, mode: 'nse' | 'always' = 'nse') =>
  simulatorAt(start, { securities: ALL, mode });

function run(harness: ReturnType<typeof harnessAt>, seconds: number): Quote[][] {
  const batches: Quote[][] = [];
  for (let i = 0; i < seconds; i++) {
    harness.step();
    batches.push(harness.sim.tickOnce());
  }
  return batches;
}

const underlyingOf = (id: number) => contractOf(id).underlyingId!;

describe('derivative quotes', () => {
  it('a future is its underlying carried to expiry at r - q, on the index or stock futures grid', () => {
    const harness = harnessAt(DURING_SESSION);
    for (let i = 0; i < 120; i++) {
      harness.step(7);
      for (const id of [100, 101, 105, 106]) {
        const quote = harness.sim.getQuote(id)!;
        const spot = harness.sim.getQuote(underlyingOf(id))!;
        expect(quote.livePrice).toBe(model(id, spot.livePrice, quote.updatedAt));
        expect(quote.livePrice).toBeGreaterThan(spot.livePrice);
        expect(isOnContractGrid(quote.livePrice, id)).toBe(true);
      }
    }
    // April carries two more weeks than March.
    expect(harness.sim.getQuote(101)!.livePrice).toBeGreaterThan(harness.sim.getQuote(100)!.livePrice);
  });

  it('options are valued by Black-Scholes at the house volatility, on a 0.05 grid and never below it', () => {
    const harness = harnessAt(DURING_SESSION);
    for (let i = 0; i < 60; i++) {
      harness.step(31);
      for (const id of [102, 103, 104, 107]) {
        const quote = harness.sim.getQuote(id)!;
        const spot = harness.sim.getQuote(underlyingOf(id))!;
        expect(quote.livePrice).toBe(model(id, spot.livePrice, quote.updatedAt));
        expect(isOnContractGrid(quote.livePrice, id)).toBe(true);
      }
    }
    expect(harness.sim.getQuote(104)!.livePrice).toBe(0.05);
    // Put-call parity at 25900, two weeks out: C - P = S e^(-qT) - K e^(-rT), within rounding.
    const call = harness.sim.getQuote(102)!;
    const put = harness.sim.getQuote(103)!;
    const spot = harness.sim.getQuote(50)!.livePrice;
    const years = yearsToExpiry('2026-03-31', call.updatedAt);
    const forwardGap = spot * Math.exp(-0.012 * years) - 25_900 * Math.exp(-FNO_RISK_FREE_RATE * years);
    expect(Math.abs(call.livePrice - put.livePrice - forwardGap)).toBeLessThanOrEqual(0.05);
  });

  it("previous close, open, high and low come from the underlying's at their own instants", () => {
    const harness = harnessAt(DURING_SESSION);
    run(harness, 600);
    for (const id of [100, 102, 103]) {
      const quote = harness.sim.getQuote(id)!;
      const spot = harness.sim.getQuote(underlyingOf(id))!;
      expect(quote.previousClose).toBe(model(id, spot.previousClose, ist('2026-03-16T15:30:00')));
      expect(quote.dayOpen).toBe(model(id, spot.dayOpen, ist('2026-03-17T09:15:00')));
      expect(quote.change).toBe(Math.round((quote.livePrice - quote.previousClose) * 100) / 100);
      expect(quote.dayLow).toBeLessThanOrEqual(Math.min(quote.livePrice, quote.dayOpen));
      expect(quote.dayHigh).toBeGreaterThanOrEqual(Math.max(quote.livePrice, quote.dayOpen));
    }
    // A put is highest when the underlying is lowest.
    const put = harness.sim.getQuote(103)!;
    const nifty = harness.sim.getQuote(50)!;
    expect(put.dayHigh).toBeGreaterThanOrEqual(model(103, nifty.dayLow, nifty.updatedAt));
  });
});

describe('derivative ticks', () => {
  it('go out in the batch of the tick that moved them, priced from the underlying at that instant', () => {
    const harness = harnessAt(DURING_SESSION);
    expect(harness.sim.tickOnce().map((q) => q.securityId)).toEqual(ALL.map((s) => s.id));
    const lastSeen = new Map<number, number>();
    let futureTicks = 0;
    for (let i = 0; i < 300; i++) {
      harness.step();
      const batch = harness.sim.tickOnce();
      for (const quote of batch) {
        lastSeen.set(quote.securityId, quote.livePrice);
        if (quote.securityId < 100) continue;
        if (quote.securityId === 100) futureTicks++;
        const spot = harness.sim.getQuote(underlyingOf(quote.securityId))!;
        expect(quote.livePrice).toBe(model(quote.securityId, spot.livePrice, quote.updatedAt));
      }
      // No derivative is left showing a price it no longer has.
      for (const { id } of DERIVATIVES) {
        if (lastSeen.has(id)) expect(harness.sim.getQuote(id)!.livePrice).toBe(lastSeen.get(id));
      }
    }
    // NIFTY moves almost every second, and the future with it.
    expect(futureTicks).toBeGreaterThan(200);
  });

  it('tick even when their underlying is not in the ticking set', () => {
    const harness = simulatorAt(DURING_SESSION, { securities: ALL, tickingIds: [102] });
    const ticks = run(harness, 60).flat();
    expect(new Set(ticks.map((q) => q.securityId))).toEqual(new Set([102]));
    expect(ticks.length).toBeGreaterThan(20);
    const last = ticks.at(-1)!;
    expect(last.livePrice).toBe(model(102, harness.sim.getQuote(50)!.livePrice, last.updatedAt));
  });

  it('the same seed gives the same ticks, and ticking step by step equals evaluating afresh', () => {
    const prices = () =>
      run(harnessAt(DURING_SESSION), 120).map((b) => b.map((q) => [q.securityId, q.livePrice]));
    expect(prices()).toEqual(prices());
    const harness = harnessAt('2026-03-17T15:25:00');
    for (let i = 0; i < 400; i++) {
      harness.step();
      harness.sim.tickOnce();
      if (i % 53 === 0 || i > 290) {
        const fresh = createMarketSimulator({ securities: ALL, seed: 7, mode: 'nse', clock: harness.now });
        expect(harness.sim.getQuotes([100, 103, 107])).toEqual(fresh.getQuotes([100, 103, 107]));
      }
    }
  });
});

describe('derivative history', () => {
  const { sim } = harnessAt(DURING_SESSION);

  it.each(['1WEEK', '1MONTH', '6MONTH'] as const)(
    '%s: valid candles on each contract grid, for every contract',
    (range) => {
      for (const { id } of DERIVATIVES) {
        const candles = sim.history(id, range);
        expect(candles.length).toBeGreaterThan(0);
        expectValidDerivativeCandles(candles, id);
      }
    },
  );

  it("a future's daily candles are the underlying's, carried to each session's close", () => {
    const future = sim.history(100, '1MONTH');
    const nifty = sim.history(50, '1MONTH');
    expect(future.map((c) => c.time)).toEqual(nifty.map((c) => c.time));
    for (const [i, candle] of future.slice(0, -1).entries()) {
      const close = new Date((nifty[i]!.time + 10 * 3600) * 1000); // 15:30 IST of that date
      expect(candle.close).toBe(model(100, nifty[i]!.close, close));
      expect(candle.open).toBe(model(100, nifty[i]!.open, new Date(close.getTime() - 22_500_000)));
    }
    const quote = sim.getQuote(100)!;
    expect(future.at(-1)).toMatchObject({
      open: quote.dayOpen,
      high: quote.dayHigh,
      low: quote.dayLow,
      close: quote.livePrice,
    });
    expect(future.at(-2)!.close).toBe(quote.previousClose);
  });

  it("a future's 15-minute bars follow the underlying's, and the last closes at the live price", () => {
    const future = sim.history(100, '1WEEK');
    const nifty = sim.history(50, '1WEEK');
    expect(future.map((c) => c.time)).toEqual(nifty.map((c) => c.time));
    for (const [i, candle] of future.slice(0, -1).entries()) {
      expect(candle.close).toBe(model(100, nifty[i]!.close, new Date((nifty[i]!.time + 900) * 1000)));
    }
    expect(future.at(-1)!.close).toBe(sim.getQuote(100)!.livePrice);
  });

  it('starts on the day the contract was listed', () => {
    const isoOf = (candle: Candle) => new Date(candle.time * 1000).toISOString().slice(0, 10);
    expect(isoOf(sim.history(50, '3MONTH')[0]!)).toBe('2025-12-17');
    expect(isoOf(sim.history(100, '3MONTH')[0]!)).toBe('2025-12-31');
    expect(isoOf(sim.history(101, '3MONTH')[0]!)).toBe('2026-01-28');
  });

  it('every ticked price lies inside the bar that history later shows for its time', () => {
    const harness = harnessAt('2026-03-17T10:00:00');
    const seen = run(harness, 900).flat();
    harness.step(900);
    for (const { id } of DERIVATIVES) {
      const bars = harness.sim.history(id, '1WEEK');
      for (const quote of seen.filter((q) => q.securityId === id)) {
        const bar = bars.findLast((b) => b.time <= quote.updatedAt.getTime() / 1000)!;
        expect(quote.livePrice).toBeGreaterThanOrEqual(bar.low);
        expect(quote.livePrice).toBeLessThanOrEqual(bar.high);
      }
    }
  });
});

describe('expiry', () => {
  it('settles at 15:30 IST on the expiry date: futures at the underlying, options at intrinsic value', () => {
    const harness = harnessAt('2026-03-31T15:29:00');
    run(harness, 90);
    const nifty = harness.sim.getQuote(50)!;
    expect(nifty.updatedAt).toEqual(ist('2026-03-31T15:30:00'));
    const spot = nifty.livePrice;
    const settled = harness.sim.getQuotes([100, 102, 103, 104]).map((q) => q.livePrice);
    expect(settled).toEqual([
      spot,
      Math.max(0.05, Math.round((spot - 25_900) * 100) / 100),
      Math.max(0.05, Math.round((25_900 - spot) * 100) / 100),
      0.05,
    ]);

    // Next day: the market moves on, the expired contracts stay at settlement and stop ticking.
    harness.at('2026-04-01T11:00:00');
    const batch = harness.sim.tickOnce().map((q) => q.securityId);
    expect(batch).toContain(50);
    expect(batch).toContain(101);
    expect(batch.filter((id) => [100, 102, 103, 104, 105, 106, 107].includes(id))).toEqual([]);
    const after = harness.sim.getQuote(100)!;
    expect(after.livePrice).toBe(spot);
    expect(after.updatedAt).toEqual(ist('2026-03-31T15:30:00'));
    expect(harness.sim.getQuote(101)!.updatedAt).toEqual(ist('2026-04-01T11:00:00'));
    expect(harness.sim.setNextPrice(100, 26_000)).toBe(false);

    const daily = harness.sim.history(100, '1MONTH');
    expect(daily.at(-1)!.time).toBe(Date.UTC(2026, 2, 31) / 1000);
    expect(daily.at(-1)!.close).toBe(spot);
    const bars = harness.sim.history(102, '1WEEK');
    expect(bars.at(-1)!.time).toBe(ist('2026-03-31T15:15:00').getTime() / 1000);
    expect(bars.at(-1)!.close).toBe(settled[1]);
  });

  it("'always' mode: settles at 15:30 IST too, while the underlying keeps moving", () => {
    const harness = harnessAt('2026-03-31T15:29:00', 'always');
    run(harness, 120);
    const future = harness.sim.getQuote(100)!;
    expect(future.updatedAt).toEqual(ist('2026-03-31T15:30:00'));
    expect(harness.sim.getQuote(50)!.updatedAt).toEqual(ist('2026-03-31T15:31:00'));
    expect(harness.sim.history(100, '1WEEK').at(-1)!.close).toBe(future.livePrice);
  });
});

describe('setNextPrice on a derivative', () => {
  it.each([
    [102, 400],
    [100, 26_500],
    [107, 3.35],
    [104, 5],
  ])('contract %d: the next tick is exactly %d, the underlying moves in the same batch', (id, price) => {
    const harness = harnessAt(DURING_SESSION);
    run(harness, 5);
    const before = harness.sim.getQuote(underlyingOf(id))!.livePrice;
    expect(harness.sim.setNextPrice(id, price)).toBe(true);
    harness.step();
    const batch = harness.sim.tickOnce();
    expect(batch.find((q) => q.securityId === id)!.livePrice).toBe(price);
    const moved = batch.find((q) => q.securityId === underlyingOf(id))!.livePrice;
    expect(moved).not.toBe(before);
    // The walk continues from there: a minute later the price is still close to it.
    run(harness, 60);
    const later = harness.sim.getQuote(id)!;
    expect(Math.abs(later.livePrice / price - 1)).toBeLessThan(0.25);
    expect(later.dayHigh).toBeGreaterThanOrEqual(price);
    expect(later.dayLow).toBeLessThanOrEqual(price);
    expectValidDerivativeCandles(harness.sim.history(id, '1WEEK'), id);
    const bar = harness.sim
      .history(id, '1WEEK')
      .find((b) => b.time === ist('2026-03-17T11:30:00').getTime() / 1000)!;
    expect(bar.low <= price && price <= bar.high).toBe(true);
  });

  it('moves the other contracts on the same underlying too', () => {
    const harness = harnessAt(DURING_SESSION);
    harness.sim.tickOnce();
    const putBefore = harness.sim.getQuote(103)!.livePrice;
    harness.sim.setNextPrice(102, 600);
    harness.step();
    const batch = harness.sim.tickOnce();
    const put = batch.find((q) => q.securityId === 103)!;
    expect(put.livePrice).toBeLessThan(putBefore);
  });
});

describe('configuration', () => {
  const nifty = SECURITIES.find((s) => s.id === 50)!;
  const future: SecurityInput = { ...contractOf(100) };
  it.each<[string, SecurityInput[]]>([
    ['an unknown underlying', [{ ...future, underlyingId: 999 }]],
    ['a derivative as underlying', [nifty, future, { ...future, id: 200, underlyingId: 100 }]],
    ['an option without a strike', [nifty, { ...future, kind: 'CE' }]],
    ['a future with a strike', [nifty, { ...future, strike: 25_000 }]],
    ['a type that is not the underlying’s', [nifty, { ...future, instrumentType: 'EQ' }]],
    ['no expiry', [nifty, { ...future, expiry: undefined }]],
    ['a malformed expiry', [nifty, { ...future, expiry: '2026-02-30' }]],
    ['contract terms without a kind', [nifty, { ...nifty, id: 201, expiry: '2026-03-31' }]],
  ])('refuses %s', (_, securities) => {
    expect(() => createMarketSimulator({ securities, seed: 1, mode: 'nse' })).toThrow(RangeError);
  });

  it('gives unknown ids nothing', () => {
    const { sim } = harnessAt(DURING_SESSION);
    expect(sim.history(999, '1MONTH')).toEqual([]);
    expect(sim.setNextPrice(999, 10)).toBe(false);
    expect(sim.getQuotes([999, 100]).map((q) => q.securityId)).toEqual([100]);
  });
});

describe('a series listed while the feed runs (addSecurities)', () => {
  /** The April NIFTY 25900 call, listed after the feed started. */
  const aprilCall: SecurityInput = {
    ...contractOf(102),
    id: 110,
    symbol: 'NIFTY26APR25900CE',
    expiry: '2026-04-28',
  };

  it('prices and ticks the new contract as if it had been there from the start', () => {
    const running = harnessAt(DURING_SESSION);
    running.sim.tickOnce();
    expect(running.sim.getQuote(110)).toBeUndefined();
    expect(running.sim.addSecurities([...DERIVATIVES, aprilCall])).toBe(1);
    running.step();
    expect(running.sim.tickOnce().map((quote) => quote.securityId)).toContain(110);
    const full = simulatorAt(DURING_SESSION, { securities: [...ALL, aprilCall] });
    full.step();
    expect(running.sim.getQuote(110)).toEqual(full.sim.getQuote(110));
    expect(running.sim.history(110, '1MONTH')).toEqual(full.sim.history(110, '1MONTH'));
  });

  it('skips what it knows, and takes nothing from a list it cannot take', () => {
    const { sim } = harnessAt(DURING_SESSION);
    expect(sim.addSecurities(ALL)).toBe(0);
    expect(() => sim.addSecurities([{ ...aprilCall, underlyingId: 999 }])).toThrow(RangeError);
    expect(() => sim.addSecurities([aprilCall, { ...aprilCall, id: 111, strike: undefined }])).toThrow(
      RangeError,
    );
    expect(sim.getQuote(110)).toBeUndefined();
  });
});

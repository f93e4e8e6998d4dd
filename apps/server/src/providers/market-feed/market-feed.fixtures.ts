import type { Candle, DerivativeKind, Quote, SecurityInput } from './market-feed.types.ts';
import { createMarketSimulator, type MarketSimulatorOptions } from './simulator.ts';
import { tickSizePaise } from './tick-size.ts';

/** Test fixtures: a few seeded securities across the tick bands, and an IST wall clock. */
export const SECURITIES: SecurityInput[] = [
  { id: 1, symbol: 'ADANIENT', instrumentType: 'EQ', referencePrice: 2415.3 },
  { id: 2, symbol: 'APOLLOHOSP', instrumentType: 'EQ', referencePrice: 7488.5 },
  { id: 3, symbol: 'ITC', instrumentType: 'EQ', referencePrice: 402.15 },
  { id: 4, symbol: 'ONGC', instrumentType: 'EQ', referencePrice: 243.68 },
  { id: 5, symbol: 'MARUTI', instrumentType: 'EQ', referencePrice: 16_380 },
  { id: 50, symbol: 'NIFTY', instrumentType: 'INDEX', referencePrice: 25_910.05 },
  { id: 51, symbol: 'BANKNIFTY', instrumentType: 'INDEX', referencePrice: 58_517.55 },
  { id: 52, symbol: 'MIDCPNIFTY', instrumentType: 'INDEX', referencePrice: 13_650.2 },
];

const contract = (
  id: number,
  symbol: string,
  underlyingId: number,
  expiry: string,
  kind: DerivativeKind,
  strike?: number,
): SecurityInput => ({
  id,
  symbol,
  instrumentType: SECURITIES.find((s) => s.id === underlyingId)!.instrumentType,
  // Not used for a derivative: its price comes from the underlying.
  referencePrice: 1,
  kind,
  underlyingId,
  expiry,
  ...(strike === undefined ? {} : { strike }),
});

/**
 * Contracts on NIFTY (50), BANKNIFTY (51) and ITC (3). March 2026 expires on Tuesday 31 Mar (listed
 * 31 Dec 2025), April on Tuesday 28 Apr. The 30000 CE is far out of the money (it rests at one tick).
 */
export const DERIVATIVES: SecurityInput[] = [
  contract(100, 'NIFTY26MARFUT', 50, '2026-03-31', 'FUT'),
  contract(101, 'NIFTY26APRFUT', 50, '2026-04-28', 'FUT'),
  contract(102, 'NIFTY26MAR25900CE', 50, '2026-03-31', 'CE', 25_900),
  contract(103, 'NIFTY26MAR25900PE', 50, '2026-03-31', 'PE', 25_900),
  contract(104, 'NIFTY26MAR30000CE', 50, '2026-03-31', 'CE', 30_000),
  contract(105, 'BANKNIFTY26MARFUT', 51, '2026-03-31', 'FUT'),
  contract(106, 'ITC26MARFUT', 3, '2026-03-31', 'FUT'),
  contract(107, 'ITC26MAR400PE', 3, '2026-03-31', 'PE', 400),
];

export const typeOf = (id: number) => SECURITIES.find((s) => s.id === id)!.instrumentType;

/** An IST wall-clock time, e.g. ist('2026-03-17T11:30:00'). 2026-03-16 is a Monday. */
export const ist = (local: string) => new Date(`${local}+05:30`);

/** A simulator on a settable clock; `at` moves the clock, `step` moves it by seconds. */
export function simulatorAt(start: string, options: Partial<MarketSimulatorOptions> = {}) {
  let now = ist(start);
  const sim = createMarketSimulator({
    securities: SECURITIES,
    seed: 7,
    mode: 'nse',
    clock: () => now,
    ...options,
  });
  return {
    sim,
    at(local: string) {
      now = ist(local);
    },
    step(seconds = 1) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    now: () => now,
  };
}

export function isOnGrid(price: number, id: number): boolean {
  const paise = Math.round(price * 100);
  return Math.abs(price * 100 - paise) < 1e-6 && paise % tickSizePaise(price, typeOf(id)) === 0;
}

export function expectValidCandles(candles: Candle[], id: number): void {
  for (const [i, c] of candles.entries()) {
    if (i > 0 && c.time <= candles[i - 1]!.time) throw new Error(`candle ${i} is not after the one before`);
    if (!(c.low <= Math.min(c.open, c.close) && Math.max(c.open, c.close) <= c.high)) {
      throw new Error(`candle ${i} has inconsistent OHLC ${JSON.stringify(c)}`);
    }
    for (const price of [c.open, c.high, c.low, c.close]) {
      if (!isOnGrid(price, id)) throw new Error(`candle ${i} price ${price} is off the tick grid`);
    }
  }
}

export function expectValidQuote(q: Quote): void {
  for (const price of [q.livePrice, q.previousClose, q.dayOpen, q.dayHigh, q.dayLow]) {
    if (!isOnGrid(price, q.securityId)) throw new Error(`quote price ${price} is off the tick grid`);
  }
  if (!(q.dayLow <= Math.min(q.livePrice, q.dayOpen) && Math.max(q.livePrice, q.dayOpen) <= q.dayHigh)) {
    throw new Error(`quote day range inconsistent ${JSON.stringify(q)}`);
  }
}

/** Standard deviation of the daily log returns of a candle series' closes. */
export function dailyLogReturnSd(candles: Candle[]): number {
  const returns = candles.slice(1).map((c, i) => Math.log(c.close / candles[i]!.close));
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  return Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1));
}

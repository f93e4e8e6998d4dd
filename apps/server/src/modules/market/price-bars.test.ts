import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import type { Quote } from '../../providers/market-feed/market-feed.types.ts';
import { priceBarsBetween, startPriceBarWriter } from './price-bars.ts';

let database: TestDatabase;
const T0 = Date.parse('2026-06-01T04:00:00Z');
const log = pino({ level: 'silent' });

const tick = (securityId: number, price: number, atMs: number): Quote => ({
  securityId,
  livePrice: price,
  previousClose: 100,
  change: price - 100,
  changePercent: 0,
  dayOpen: 100,
  dayHigh: price,
  dayLow: price,
  updatedAt: new Date(T0 + atMs),
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('price bars from ticks', () => {
  it('writes each closed bar once with its open, high, low and close', async () => {
    let now = T0;
    const writer = startPriceBarWriter({ db: database.db, barMs: 1000, log, now: () => now });
    writer.add([tick(1, 100, 0), tick(2, 50, 100)]);
    writer.add([tick(1, 103, 300), tick(1, 99, 600), tick(1, 101, 900)]);
    // A tick of the next bar closes security 1's first one; security 2's bar is still open.
    writer.add([tick(1, 102, 1_100)]);
    now = T0 + 1_500;
    await writer.flush();
    expect(await priceBarsBetween(database.db, 1, new Date(T0), new Date(T0 + 10_000))).toEqual([
      { at: T0, open: 100, high: 103, low: 99, close: 101 },
    ]);
    // Its time over, security 2's bar closes at the next flush; so does security 1's second.
    now = T0 + 2_000;
    await writer.flush();
    expect(await priceBarsBetween(database.db, 2, new Date(T0), new Date(T0 + 10_000))).toEqual([
      { at: T0, open: 50, high: 50, low: 50, close: 50 },
    ]);
    expect(await priceBarsBetween(database.db, 1, new Date(T0 + 1_000), new Date(T0 + 2_000))).toEqual([
      { at: T0 + 1_000, open: 102, high: 102, low: 102, close: 102 },
    ]);
    await writer.stop();
  });

  it('widens a bar another writer stored (a new leader taking over mid-bar)', async () => {
    const first = startPriceBarWriter({ db: database.db, barMs: 1000, log, now: () => T0 + 10_000 });
    first.add([tick(3, 200, 5_000), tick(3, 205, 5_200)]);
    await first.stop();
    const second = startPriceBarWriter({ db: database.db, barMs: 1000, log, now: () => T0 + 10_000 });
    second.add([tick(3, 198, 5_600), tick(3, 201, 5_900)]);
    await second.stop();
    expect(await priceBarsBetween(database.db, 3, new Date(T0), new Date(T0 + 10_000))).toEqual([
      { at: T0 + 5_000, open: 200, high: 205, low: 198, close: 201 },
    ]);
  });
});

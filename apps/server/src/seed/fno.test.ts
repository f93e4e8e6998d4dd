import { fnoDisplayName, fnoTradingSymbol } from '@tradecircle/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/support.ts';
import { securities } from '../db/schema/index.ts';
import { createMarketFeed } from '../modules/market/index.ts';
import { listTrendingCandidates, searchSecuritiesByPrefix } from '../modules/securities/index.ts';
import {
  buildFnoContracts,
  demoExpiries,
  FUTURES_UNDERLYINGS,
  LOT_SIZES_NOT_SEEDED,
  OPTION_CHAIN_UNDERLYINGS,
  referenceCloseInstant,
  STRIKES_EACH_SIDE,
  type UnderlyingRow,
} from './fno.ts';
import { seedDemoData } from './seed.ts';

/** The seed as it ran on the anchor date (the November and December series), whatever day it is now. */
const ANCHOR = '2026-11-20';
const ON_ANCHOR = new Date('2026-11-20T10:00:00+05:30');
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, ANCHOR, ON_ANCHOR);
});
afterAll(() => database.close());

const contracts = () =>
  database.db.select().from(securities).where(isNotNull(securities.underlyingId)).orderBy(securities.id);

const OPTIONS_PER_CHAIN = 2 * (2 * STRIKES_EACH_SIDE + 1);

describe('F&O seed', () => {
  it('adds two monthly futures per underlying and one option chain per chain underlying, idempotently', async () => {
    const rows = await contracts();
    expect(rows).toHaveLength(
      2 * FUTURES_UNDERLYINGS.length + OPTION_CHAIN_UNDERLYINGS.length * OPTIONS_PER_CHAIN,
    );
    await seedDemoData(database.db, ANCHOR, ON_ANCHOR);
    expect(await contracts()).toEqual(rows);

    // From the anchor date 2026-11-20: the current expiry is Tue 24 Nov, the next Tue 29 Dec.
    const futures = rows.filter((row) => row.instrumentType === 'FUT');
    expect(new Set(futures.map((row) => row.expiry))).toEqual(new Set(['2026-11-24', '2026-12-29']));
    expect(
      rows.filter((row) => row.instrumentType !== 'FUT').every((row) => row.expiry === '2026-11-24'),
    ).toBe(true);
    expect(futures.slice(0, 2).map((row) => [row.symbol, row.name])).toEqual([
      ['NIFTY26NOVFUT', 'NIFTY 24 NOV 2026 FUT'],
      ['NIFTY26DECFUT', 'NIFTY 29 DEC 2026 FUT'],
    ]);
  });

  it('names, links and sizes every contract from its underlying', async () => {
    const underlyings = new Map(
      (await database.db.select().from(securities).where(eq(securities.exchange, 'NSE'))).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const row of await contracts()) {
      const underlying = underlyings.get(row.underlyingId!)!;
      const kind = row.instrumentType as 'FUT' | 'CE' | 'PE';
      const terms = {
        underlying: underlying.symbol,
        expiry: row.expiry!,
        kind,
        strike: row.strikePrice === null ? null : Number(row.strikePrice),
      };
      expect(row).toMatchObject({
        exchange: 'NSE',
        symbol: fnoTradingSymbol(terms),
        name: fnoDisplayName(terms),
        lotSize: underlying.lotSize ?? LOT_SIZES_NOT_SEEDED[underlying.symbol],
        sector: underlying.sector,
      });
      expect(row.strikePrice === null).toBe(kind === 'FUT');
      expect(row.description!.length).toBeGreaterThanOrEqual(300);
    }
    const lotOf = async (symbol: string) =>
      (await database.db.select().from(securities).where(eq(securities.symbol, symbol)))[0]!.lotSize;
    expect(
      await Promise.all(
        ['NIFTY26NOVFUT', 'BANKNIFTY26NOVFUT', 'FINNIFTY26NOVFUT', 'MIDCPNIFTY26DECFUT'].map(lotOf),
      ),
    ).toEqual([65, 30, 60, 120]);
    expect(await Promise.all(['RELIANCE26NOVFUT', 'ITC26DECFUT', 'AXISBANK26NOVFUT'].map(lotOf))).toEqual([
      500, 1600, 625,
    ]);
  });

  it('centres each option chain on the underlying close: NIFTY 25650-26150 by 50, calls and puts', async () => {
    const nifty = (await contracts()).filter((row) => row.symbol.startsWith('NIFTY26NOV') && row.strikePrice);
    const strikes = [...new Set(nifty.map((row) => Number(row.strikePrice)))];
    expect(strikes).toEqual(Array.from({ length: 11 }, (_, i) => 25_650 + 50 * i));
    expect(nifty.filter((row) => row.instrumentType === 'CE')).toHaveLength(11);
    const banknifty = (await contracts()).filter(
      (row) => row.symbol.startsWith('BANKNIFTY26NOV') && row.strikePrice,
    );
    expect(Math.min(...banknifty.map((row) => Number(row.strikePrice)))).toBe(58_000);
    expect(Math.max(...banknifty.map((row) => Number(row.strikePrice)))).toBe(59_000);
  });

  it("stores as close price the feed's close of the trading day before the anchor date", async () => {
    const feed = await createMarketFeed(testConfig({ MARKET_HOURS: 'nse' }), database.db, (error) => {
      throw error;
    });
    const thursday = Date.UTC(2026, 10, 19) / 1000;
    const rows = await contracts();
    for (const row of rows) {
      const candle = feed.history(row.id, '1MONTH', new Date('2026-11-20T12:00:00+05:30')).at(-2)!;
      expect(candle.time, row.symbol).toBe(thursday);
      expect(candle.close, row.symbol).toBe(Number(row.closePrice));
    }
    // Every contract is in the feed and quoted.
    expect(feed.getQuotes(rows.map((row) => row.id))).toHaveLength(rows.length);
    expect(rows.find((row) => row.symbol === 'NIFTY26NOVFUT')!.closePrice).toBe('25928.90');
  });

  it('leaves the trending pool to NSE equities, while search finds contracts by symbol or name', async () => {
    const pool = await listTrendingCandidates(database.db);
    const types = await database.db
      .select({ id: securities.id, type: securities.instrumentType })
      .from(securities)
      .where(and(eq(securities.exchange, 'NSE'), eq(securities.instrumentType, 'EQ')));
    expect(pool.map((row) => row.id).sort()).toEqual(types.map((row) => row.id).sort());
    const found = await searchSecuritiesByPrefix(database.db, 'niftY26nov26', 20, ON_ANCHOR);
    expect(found.map((row) => row.symbol).sort()).toEqual(
      [26_000, 26_050, 26_100, 26_150].flatMap((strike) => [
        `NIFTY26NOV${strike}CE`,
        `NIFTY26NOV${strike}PE`,
      ]),
    );
    const byName = await searchSecuritiesByPrefix(database.db, 'reliance 29 dec', 20, ON_ANCHOR);
    expect(byName.map((row) => row.symbol)).toEqual(['RELIANCE26DECFUT']);
  });
});

describe('F&O seed as days pass', () => {
  it('adds the series trading now and nothing else: after the November expiry, January futures and the December chain', async () => {
    const before = await contracts();
    const fiveDaysLater = new Date('2026-11-29T09:00:00+05:30');
    await seedDemoData(database.db, ANCHOR, fiveDaysLater);
    const added = (await contracts()).slice(before.length);
    expect(added.filter((row) => row.instrumentType === 'FUT').map((row) => row.expiry)).toEqual(
      FUTURES_UNDERLYINGS.map(() => '2027-01-26'),
    );
    const options = added.filter((row) => row.instrumentType !== 'FUT');
    expect(options).toHaveLength(OPTION_CHAIN_UNDERLYINGS.length * OPTIONS_PER_CHAIN);
    expect(options.every((row) => row.expiry === '2026-12-29')).toBe(true);
    // Every underlying has a future that trades that day, every chain underlying calls and puts.
    const live = (await contracts()).filter((row) => row.expiry! >= '2026-11-29');
    const underlyingsOf = (kind: string) =>
      new Set(live.filter((row) => row.instrumentType === kind).map((row) => row.underlyingId));
    expect(underlyingsOf('FUT').size).toBe(FUTURES_UNDERLYINGS.length);
    expect(underlyingsOf('CE').size).toBe(OPTION_CHAIN_UNDERLYINGS.length);
    // Again the same day: nothing more.
    await seedDemoData(database.db, ANCHOR, fiveDaysLater);
    expect(await contracts()).toHaveLength(before.length + added.length);
  });
});

describe('buildFnoContracts', () => {
  const row = (symbol: string, lotSize: number | null, closePrice: string): UnderlyingRow => ({
    id: 1,
    symbol,
    name: symbol,
    instrumentType: 'EQ',
    industry: null,
    sector: null,
    logo: null,
    lotSize,
    closePrice,
  });

  const symbolsAt = (anchorDate: string, now: string) =>
    buildFnoContracts([row('TCS', 175, '3104.50')], anchorDate, { now: new Date(now) }).map(
      (contract) => contract.symbol,
    );

  it('counts expiries from the anchor date: after the November expiry, December and January', () => {
    expect(symbolsAt('2026-11-25', '2026-11-20T10:00:00+05:30')).toEqual(['TCS26DECFUT', 'TCS27JANFUT']);
  });

  it('rolls to the series still trading now: the November one until 15:30 IST on its expiry day', () => {
    expect(symbolsAt('2026-11-20', '2026-11-24T15:29:59+05:30')).toEqual(['TCS26NOVFUT', 'TCS26DECFUT']);
    expect(symbolsAt('2026-11-20', '2026-11-24T15:30:00+05:30')).toEqual(['TCS26DECFUT', 'TCS27JANFUT']);
    // The day: five days after the November expiry.
    expect(symbolsAt('2026-11-20', '2026-11-29T09:00:00+05:30')).toEqual(['TCS26DECFUT', 'TCS27JANFUT']);
    expect(demoExpiries('2026-11-20', new Date('2027-03-30T12:00:00+05:30'))).toEqual([
      '2027-03-30',
      '2027-04-27',
    ]);
  });

  it('leaves a listed series as it is, and centres a new chain where it is told', () => {
    const infy: UnderlyingRow = { ...row('INFY', 400, '1600.00'), id: 2 };
    const listed = new Set(['1:2026-12-29:FUT']);
    const built = buildFnoContracts([row('TCS', 175, '3104.50'), infy], '2026-11-20', {
      now: new Date('2026-11-29T09:00:00+05:30'),
      listed,
      spotOf: (underlying) => (underlying.symbol === 'INFY' ? 1800 : undefined),
    });
    expect(built.filter((contract) => contract.instrumentType === 'FUT').map((c) => c.symbol)).toEqual([
      'TCS27JANFUT',
      'INFY26DECFUT',
      'INFY27JANFUT',
    ]);
    const strikes = built
      .filter((contract) => contract.instrumentType === 'CE')
      .map((c) => Number(c.strikePrice));
    expect(Math.min(...strikes)).toBeLessThan(1800);
    expect(Math.max(...strikes)).toBeGreaterThan(1800);
    expect(Math.min(...strikes)).toBeGreaterThan(1600);
  });

  it('refuses an underlying with no lot size anywhere', () => {
    expect(() => buildFnoContracts([row('TCS', null, '3104.50')], '2026-11-20')).toThrow(
      'No lot size for TCS',
    );
  });

  it('values contracts at 15:30 IST on the weekday before the anchor date', () => {
    expect(referenceCloseInstant('2026-11-20').toISOString()).toBe('2026-11-19T10:00:00.000Z');
    expect(referenceCloseInstant('2026-11-23').toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});

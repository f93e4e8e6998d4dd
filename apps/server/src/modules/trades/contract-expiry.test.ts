/**
 * Issue 27 (5): futures and options contracts expire on NSE's expiry day (the last Tuesday of their
 * month, at 15:30 IST). From then on they leave search and the trending lists, a new trade on one is
 * refused (400), the trade sweep closes the open trades on them at the settlement price (closing
 * reason expiry, through the lifecycle's write path: the track record, the outbox and the bus), and
 * the demo lists the series that trade now, which the market simulator prices.
 */
import {
  earliestLiveExpiry,
  expiryInstant,
  fnoTradingSymbol,
  type TradeChangeEvent,
} from '@tradecircle/domain';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectTradeChanges } from '../../../test/stream.ts';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  type TestContext,
  type TestDatabase,
} from '../../../test/support.ts';
import { buyTradeBody, postTrade, type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { insertTrade } from '../../../test/trade-rows.ts';
import { outboxEvents, securities, trackRecordEntries, trades } from '../../db/schema/index.ts';
import { FUTURES_UNDERLYINGS, OPTION_CHAIN_UNDERLYINGS } from '../../seed/fno.ts';
import { refreshTrending } from '../trending/index.ts';

/** A monthly expiry that has passed for good: Tuesday 27 Oct 2026, 15:30 IST. */
const PAST_EXPIRY = '2026-10-27';
const EXPIRED_AT = expiryInstant(PAST_EXPIRY);
const EXPIRED_FUTURE = fnoTradingSymbol({
  underlying: 'NIFTY',
  expiry: PAST_EXPIRY,
  kind: 'FUT',
  strike: null,
});
const EXPIRED_CALL = fnoTradingSymbol({ underlying: 'INFY', expiry: PAST_EXPIRY, kind: 'CE', strike: 1500 });

let database: TestDatabase;
let ctx: TestContext;
let expert: Session;
const published: TradeChangeEvent[] = [];
const ids = {} as Record<'expiredFuture' | 'expiredCall' | 'liveFuture', number>;

const securityOf = async (symbol: string) =>
  (
    await database.db
      .select()
      .from(securities)
      .where(and(eq(securities.symbol, symbol), eq(securities.exchange, 'NSE')))
  )[0]!;

beforeAll(async () => {
  // The expired series is in the table before the app starts, as in a demo started before its expiry.
  database = await createTestDatabase({ seed: true });
  const [nifty, infy] = await Promise.all([securityOf('NIFTY'), securityOf('INFY')]);
  const contract = (underlying: typeof nifty, symbol: string, kind: 'FUT' | 'CE', strike: string | null) => ({
    symbol,
    name: symbol,
    exchange: 'NSE' as const,
    instrumentType: kind,
    lotSize: underlying.lotSize ?? 400,
    closePrice: underlying.closePrice,
    underlyingId: underlying.id,
    expiry: PAST_EXPIRY,
    strikePrice: strike,
  });
  await database.db
    .insert(securities)
    .values([contract(nifty, EXPIRED_FUTURE, 'FUT', null), contract(infy, EXPIRED_CALL, 'CE', '1500.00')]);
  // SEED_DEMO_DATA: the sweep lists the demo's F&O series as they roll.
  ctx = await createTestApp({
    shared: { database, redisPrefix: randomRedisPrefix() },
    env: { SEED_DEMO_DATA: 'true' },
  });
  expert = await signInWithProfile(ctx.app, 'Esha Expiry');
  ids.expiredFuture = (await securityOf(EXPIRED_FUTURE)).id;
  ids.expiredCall = (await securityOf(EXPIRED_CALL)).id;
  const [liveFuture] = await database.db
    .select({ id: securities.id })
    .from(securities)
    .where(
      and(
        eq(securities.instrumentType, 'FUT'),
        eq(securities.underlyingId, nifty.id),
        gte(securities.expiry, earliestLiveExpiry(new Date())),
      ),
    )
    .orderBy(securities.expiry)
    .limit(1);
  ids.liveFuture = liveFuture!.id;
  await collectTradeChanges(ctx.bus, published);
  await vi.waitFor(() => expect(ctx.app.tradeSweep?.isLeader()).toBe(true), { timeout: 10_000 });
});
afterAll(async () => {
  await ctx.close();
  await database.close();
});

const search = async (text: string) => {
  const response = await ctx.app.inject({ url: `/backend/api/trade/security_search/${text}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { symbol: string }[]).map((row) => row.symbol);
};

describe('an expired contract', () => {
  it('is not found by security_search, while the live series is', async () => {
    expect(await search('nifty26oct')).toEqual([]);
    expect(await search('infy26oct')).toEqual([]);
    const nifty = await search('nifty');
    expect(nifty).not.toContain(EXPIRED_FUTURE);
    const [current] = await database.db
      .select({ symbol: securities.symbol })
      .from(securities)
      .where(eq(securities.id, ids.liveFuture));
    expect(nifty).toContain(current!.symbol);
  });

  it('takes no new trade: 400 with the reason', async () => {
    const message = `${EXPIRED_FUTURE} expired on 27 Oct 2026 at 15:30 IST; choose a contract of the current series`;
    const refused = await postTrade(ctx.app, expert, buyTradeBody(ids.expiredFuture, 25_000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message, errors: { security: [message] } });
    const real = await postTrade(ctx.app, expert, { ...buyTradeBody(ids.expiredCall, 20), is_real: true });
    expect(real.statusCode).toBe(400);
    expect(real.json().message).toContain(`${EXPIRED_CALL} expired on 27 Oct 2026`);
    // The live series takes it.
    const price = ctx.app.quotes.getQuote(ids.liveFuture)!.livePrice;
    expect((await postTrade(ctx.app, expert, buyTradeBody(ids.liveFuture, price * 1.01))).statusCode).toBe(
      201,
    );
  });

  it('leaves Trending: no Upcoming call on it to focus on, and never a trending security', async () => {
    const upcoming = (symbol: string) =>
      insertTrade(
        database.db,
        { userId: expert.user_id },
        {
          symbol,
          entryPrice: 100,
          firstTarget: 110,
          firstStopLoss: 90,
          targetPrice: 110,
          stopLoss: 90,
          finalTarget: 110,
        },
      ).then((row) => row.id);
    const onExpired = await upcoming(EXPIRED_CALL);
    const [live] = await database.db.select().from(securities).where(eq(securities.id, ids.liveFuture));
    const onLive = await upcoming(live!.symbol);
    await refreshTrending(database.db, ctx.app.quotes, new Date());
    const focus = await ctx.app.inject({
      url: `/backend/api/trade/0/trending/upcoming/?page=1&page_size=50`,
    });
    expect(focus.statusCode).toBe(200);
    const listed = focus.json().results.map((trade: { id: number }) => trade.id);
    expect(listed).toContain(onLive);
    expect(listed).not.toContain(onExpired);
    const trending = await ctx.app.inject({ url: '/backend/trending/securities/?limit=50' });
    expect(trending.statusCode).toBe(200);
    const shown = trending.json().map((security: { id: number }) => security.id);
    expect(shown).not.toContain(ids.expiredFuture);
    expect(shown).not.toContain(ids.expiredCall);
    await database.db.delete(trades).where(inArray(trades.id, [onExpired, onLive]));
  });
});

describe('the trade sweep at a contract expiry', () => {
  it('closes Live trades at the settlement price (closing reason expiry) and expires Upcoming ones, only on expired contracts', async () => {
    const { db } = database;
    const october = new Date('2026-10-20T05:00:00Z');
    const poster = { userId: expert.user_id };
    const ladder = {
      entryPrice: 25_000,
      firstTarget: 26_000,
      firstStopLoss: 24_000,
      targetPrice: 26_000,
      stopLoss: 24_000,
      finalTarget: 26_000,
    };
    const live = await insertTrade(db, poster, {
      symbol: EXPIRED_FUTURE,
      ...ladder,
      status: 'Active',
      createdAt: october,
      liveAt: october,
    });
    const upcoming = await insertTrade(db, poster, { symbol: EXPIRED_CALL, ...ladder, createdAt: october });
    const closed = await insertTrade(db, poster, {
      symbol: EXPIRED_FUTURE,
      ...ladder,
      status: 'Closed',
      exitPrice: 25_500,
      closingReason: 'target',
      createdAt: october,
      liveAt: october,
      closedAt: october,
    });
    const awaitingBroker = await insertTrade(db, poster, {
      symbol: EXPIRED_FUTURE,
      ...ladder,
      isReal: true,
      createdAt: new Date(),
    });
    const [liveContract] = await db.select().from(securities).where(eq(securities.id, ids.liveFuture));
    const onLiveContract = await insertTrade(db, poster, {
      symbol: liveContract!.symbol,
      ...ladder,
      status: 'Active',
      liveAt: new Date(),
    });

    const settlement = ctx.app.quotes.getQuote(ids.expiredFuture)!;
    // The feed rests the contract at its settlement from the expiry instant on.
    expect(settlement.updatedAt.toISOString()).toBe(EXPIRED_AT.toISOString());

    const pass = await ctx.app.tradeSweep!.runOnce(new Date());
    expect(pass?.contracts).toEqual({ contracts: 2, closed: 1, expired: 1, waiting: 0 });

    const rows = new Map(
      (
        await db
          .select()
          .from(trades)
          .where(inArray(trades.id, [live.id, upcoming.id, closed.id, awaitingBroker.id, onLiveContract.id]))
      ).map((row) => [row.id, row]),
    );
    expect(rows.get(live.id)).toMatchObject({
      status: 'Closed',
      exitPrice: settlement.livePrice,
      closingReason: 'expiry',
      isManualExit: false,
      closedAt: EXPIRED_AT,
      version: 1,
    });
    expect(rows.get(upcoming.id)).toMatchObject({ status: 'expired', closedAt: EXPIRED_AT, exitPrice: null });
    expect(rows.get(closed.id)).toMatchObject({
      status: 'Closed',
      exitPrice: 25_500,
      closingReason: 'target',
    });
    // A real trade awaiting its broker is the broker sweep's (30 minutes after posting).
    expect(rows.get(awaitingBroker.id)).toMatchObject({ status: 'Inactive' });
    expect(rows.get(onLiveContract.id)).toMatchObject({ status: 'Active', exitPrice: null });

    const record = await db
      .select({
        tradeId: trackRecordEntries.tradeId,
        kind: trackRecordEntries.kind,
        payload: trackRecordEntries.payload,
      })
      .from(trackRecordEntries)
      .where(inArray(trackRecordEntries.tradeId, [live.id, upcoming.id]));
    expect(
      record.map((entry) => ({
        tradeId: entry.tradeId,
        kind: entry.kind,
        price: (JSON.parse(entry.payload) as { price: number | null }).price,
      })),
    ).toEqual(
      expect.arrayContaining([
        { tradeId: live.id, kind: 'closed', price: settlement.livePrice },
        { tradeId: upcoming.id, kind: 'expired', price: null },
      ]),
    );
    expect(record).toHaveLength(2);
    expect(JSON.parse(record.find((entry) => entry.tradeId === live.id)!.payload)).toMatchObject({
      kind: 'closed',
      price: settlement.livePrice,
      reason: 'expiry',
      at: EXPIRED_AT.toISOString(),
    });
    const outbox = await db
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'tradeId' in (${String(live.id)}, ${String(upcoming.id)})`);
    // Both notify as closed (the notifications' trade_closed). Each contract settles in its own
    // transaction, in no set order, so the two events' order is not asserted.
    expect(outbox.map((row) => row.type).sort()).toEqual(['trade.closed', 'trade.expired']);
    await vi.waitFor(() =>
      expect(published.filter((event) => event.trade_id === live.id)).toEqual([
        expect.objectContaining({
          type: 'trade.closed',
          status: 'Closed',
          price: settlement.livePrice,
          fields: expect.objectContaining({ closing_reason: 'expiry', exit_price: settlement.livePrice }),
        }),
      ]),
    );

    // Nothing is settled twice.
    expect((await ctx.app.tradeSweep!.runOnce(new Date()))?.contracts).toEqual({
      contracts: 0,
      closed: 0,
      expired: 0,
      waiting: 0,
    });
  });
});

describe('the demo series', () => {
  it('are the ones trading now: every futures underlying has a live contract, every chain a live expiry', async () => {
    const live = earliestLiveExpiry(new Date());
    const contracts = await database.db
      .select({
        underlyingId: securities.underlyingId,
        type: securities.instrumentType,
        expiry: securities.expiry,
      })
      .from(securities)
      .where(and(isNotNull(securities.underlyingId), gte(securities.expiry, live)));
    const underlyings = new Map(
      (await database.db.select({ id: securities.id, symbol: securities.symbol }).from(securities)).map(
        (row) => [row.id, row.symbol],
      ),
    );
    const withFutures = new Set(
      contracts.filter((row) => row.type === 'FUT').map((row) => underlyings.get(row.underlyingId!)),
    );
    const withCalls = new Set(
      contracts.filter((row) => row.type === 'CE').map((row) => underlyings.get(row.underlyingId!)),
    );
    for (const symbol of FUTURES_UNDERLYINGS) expect(withFutures, symbol).toContain(symbol);
    for (const symbol of OPTION_CHAIN_UNDERLYINGS) expect(withCalls, symbol).toContain(symbol);
  });

  it('are listed again by the sweep when a series is missing, centred on the live price, and priced by the simulator', async () => {
    const { db } = database;
    const infy = await securityOf('INFY');
    const tcs = await securityOf('TCS');
    const live = earliestLiveExpiry(new Date());
    const current = and(gte(securities.expiry, live), isNotNull(securities.underlyingId));
    // As if the current series had just expired: the INFY chain and TCS futures of now are not listed.
    const chain = and(
      current,
      eq(securities.underlyingId, infy.id),
      inArray(securities.instrumentType, ['CE', 'PE']),
    );
    const tcsFutures = and(current, eq(securities.underlyingId, tcs.id));
    await db.delete(securities).where(chain);
    await db.delete(securities).where(tcsFutures);
    const spot = ctx.app.quotes.getQuote(infy.id)!.livePrice;

    const pass = await ctx.app.tradeSweep!.runOnce(new Date());
    // Two TCS futures and 11 strikes of INFY calls and puts.
    expect(pass?.listedContracts).toBe(2 + 22);
    const relisted = await db
      .select()
      .from(securities)
      .where(and(current, inArray(securities.underlyingId, [infy.id, tcs.id])));
    const strikes = relisted
      .filter((row) => row.instrumentType === 'CE')
      .map((row) => Number(row.strikePrice));
    expect(strikes).toHaveLength(11);
    expect(Math.min(...strikes)).toBeLessThanOrEqual(spot);
    expect(Math.max(...strikes)).toBeGreaterThanOrEqual(spot);
    // The simulator prices the new contracts at once, live (not at a settlement).
    for (const row of relisted) {
      const quote = ctx.app.quotes.getQuote(row.id);
      expect(quote, row.symbol).toBeDefined();
      expect(quote!.livePrice, row.symbol).toBeGreaterThan(0);
    }
    // Listed once: the next pass finds every series there.
    expect((await ctx.app.tradeSweep!.runOnce(new Date()))?.listedContracts).toBe(0);
  });
});

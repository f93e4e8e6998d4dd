import { TRADE_MESSAGES } from '@tradecircle/domain';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  sellTradeBody,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { brokerAccounts, tradeEvents, trades } from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: Session;
let stockId: number;
let price: number;

const round = (value: number) => Math.round(value * 100) / 100;
const market = (overrides: Record<string, unknown> = {}) =>
  buyTradeBody(stockId, price, { order_type: 'market_order', ...overrides });
/**
 * The entry is the live price of the posting moment. The simulator moves every second, so it is
 * compared with the price read before posting within 0.5% (the sent entries are 50% or more away).
 */
const expectNearLivePrice = (entry: number) => {
  expect(entry).toBe(round(entry));
  expect(Math.abs(entry - price) / price).toBeLessThan(0.005);
};
const countTrades = async () => (await ctx.database.db.select({ n: count() }).from(trades))[0]!.n;

async function eventsOf(tradeId: number) {
  const rows = await ctx.database.db
    .select()
    .from(tradeEvents)
    .where(eq(tradeEvents.tradeId, tradeId))
    .orderBy(asc(tradeEvents.id));
  return rows.map((row) => [row.kind, row.status, row.price]);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  expert = await signInWithProfile(ctx.app, 'Mahesh Market');
  stockId = (await findSecurity(ctx.database.db, 'INFY', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('create-trade with a market order', () => {
  it('enters at the live price whatever entry is sent, and is Live at once', async () => {
    const response = await postTrade(ctx.app, expert, market({ entry_price: round(price * 0.5) }));
    expect(response.statusCode, response.body).toBe(201);
    const trade = response.json();
    expect(trade).toMatchObject({
      status: 'Active',
      order_type: 'market_order',
      first_stop_loss: round(price * 0.95),
      target_price: round(price * 1.05),
    });
    expectNearLivePrice(trade.entry_price);
    expect(trade.trade_live_time).toEqual(trade.created);
    expect(await eventsOf(trade.id)).toEqual([
      ['posted', 'Inactive', null],
      ['activated', 'Active', trade.entry_price],
    ]);
  });

  it('needs no entry price at all', async () => {
    const response = await postTrade(ctx.app, expert, market({ entry_price: null }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe('Active');
    expectNearLivePrice(response.json().entry_price);
  });

  it('judges targets and stop losses against the live price, not the sent entry', async () => {
    const before = await countTrades();
    // Valid around the typed entry of twice the price, but the stop loss is above the live price.
    const aboveLive = await postTrade(
      ctx.app,
      expert,
      market({
        entry_price: round(price * 2),
        stop_loss: round(price * 1.5),
        target_price: round(price * 2.5),
      }),
    );
    expect(aboveLive.statusCode).toBe(400);
    expect(aboveLive.json()).toMatchObject({
      message: TRADE_MESSAGES.buyStopLoss,
      errors: { stop_loss: [TRADE_MESSAGES.buyStopLoss] },
    });
    // A Sell whose target sits above the live price.
    const sell = await postTrade(
      ctx.app,
      expert,
      sellTradeBody(stockId, price * 1.2, { order_type: 'market_order', stop_loss: round(price * 1.3) }),
    );
    expect(sell.statusCode).toBe(400);
    expect(sell.json().message).toBe(TRADE_MESSAGES.sellTargetPrice);
    expect(await countTrades()).toBe(before);
  });

  it('leaves a limit order Upcoming at the typed entry', async () => {
    const entry = round(price * 1.25);
    const response = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, entry, { order_type: 'limit_order' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'Inactive',
      order_type: 'limit_order',
      entry_price: entry,
      trade_live_time: null,
    });
    expect(await eventsOf(response.json().id)).toEqual([['posted', 'Inactive', null]]);
  });

  it('keeps a real market order Upcoming at the sent entry until the broker fills it', async () => {
    const real = await signInWithProfile(ctx.app, 'Rekha Real');
    await ctx.database.db
      .insert(brokerAccounts)
      .values({ userId: real.user_id, brokerAuthId: `auth-${real.user_id}`, broker: 'sandbox' });
    const entry = round(price * 1.01);
    const response = await postTrade(
      ctx.app,
      real,
      buyTradeBody(stockId, entry, { order_type: 'market_order', is_real: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'Inactive',
      is_real: true,
      order_type: 'market_order',
      entry_price: entry,
    });
  });
});

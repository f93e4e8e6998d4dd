import { TRADE_MESSAGES } from '@tradecircle/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  ENTER_NOW,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  sellTradeBody,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { recordOf } from '../../../test/trade-rows.ts';
import { brokerAccounts, securities, trades } from '../../db/schema/index.ts';

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

/** The trade's track record as [kind, status, price]; a posted entry holds the call's terms: [kind, entry]. */
async function recordedLife(tradeId: number) {
  return (await recordOf(ctx.database.db, tradeId)).map((entry) =>
    entry.kind === 'posted' ? [entry.kind, entry.entry_price] : [entry.kind, entry.status, entry.price],
  );
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  expert = await signInWithProfile(ctx.app, 'Mahesh Market');
  stockId = (await findSecurity(ctx.database.db, 'INFY', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('create-trade: a sent entry is kept, no entry means enter now', () => {
  it("keeps a sent entry below the market and waits Upcoming, with the spec's default order_type", async () => {
    // trades.md §2: the form's default order type is market_order; §4: Upcoming until the entry.
    const entry = round(price * 0.9);
    const { order_type: _default, ...body } = buyTradeBody(stockId, entry, {
      target_price: round(entry * 1.07),
      stop_loss: round(entry * 0.96),
    });
    const response = await postTrade(ctx.app, expert, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'Inactive',
      order_type: 'market_order',
      entry_price: entry,
      target_price: round(entry * 1.07),
      first_stop_loss: round(entry * 0.96),
      trade_live_time: null,
    });
    expect(await recordedLife(response.json().id)).toEqual([['posted', entry]]);
  });

  it('judges the ladder against the sent entry, not the live price', async () => {
    // Valid around an entry of twice the price (the stop loss is above the live price): accepted.
    const response = await postTrade(
      ctx.app,
      expert,
      market({
        entry_price: round(price * 2),
        stop_loss: round(price * 1.5),
        target_price: round(price * 2.5),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'Inactive', entry_price: round(price * 2) });
  });

  it('enters now at the live price when no entry is sent (left out or null), Live at once', async () => {
    for (const body of [market({ entry_price: undefined }), market({ entry_price: null })]) {
      const response = await postTrade(ctx.app, expert, body);
      expect(response.statusCode, response.body).toBe(201);
      const trade = response.json();
      expect(trade).toMatchObject({
        status: 'Active',
        first_stop_loss: round(price * 0.95),
        target_price: round(price * 1.05),
      });
      expectNearLivePrice(trade.entry_price);
      expect(trade.trade_live_time).toEqual(trade.created);
      // The first tick after posting fills its entry (docs/metrics.md "Realistic virtual fills"):
      // a `filled` entry may already follow, as the simulator ticks every 100 ms here.
      const life = await recordedLife(trade.id);
      expect(life.slice(0, 2)).toEqual([
        ['posted', trade.entry_price],
        ['activated', 'Active', trade.entry_price],
      ]);
      expect(life.slice(2).map(([kind]) => kind)).toEqual(life.length > 2 ? ['filled'] : []);
    }
  });

  it('judges an enter-now ladder against the live price', async () => {
    const before = await countTrades();
    const aboveLive = await postTrade(
      ctx.app,
      expert,
      market({ entry_price: undefined, stop_loss: round(price * 1.5), target_price: round(price * 2.5) }),
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
      sellTradeBody(stockId, price * 1.2, { ...ENTER_NOW, stop_loss: round(price * 1.3) }),
    );
    expect(sell.statusCode).toBe(400);
    expect(sell.json().message).toBe(TRADE_MESSAGES.sellTargetPrice);
    expect(await countTrades()).toBe(before);
  });

  it('answers 409 to enter now when the security has no live price, and posts nothing', async () => {
    // A listing added after the market feed started has no quote yet.
    const [unquoted] = await ctx.database.db
      .insert(securities)
      .values({ name: 'Quiet Listing Ltd', symbol: 'QUIETLST', exchange: 'NSE', instrumentType: 'EQ' })
      .returning();
    const before = await countTrades();
    const response = await postTrade(ctx.app, expert, buyTradeBody(unquoted!.id, 100, ENTER_NOW));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('No live price for this security right now, please try again');
    expect(await countTrades()).toBe(before);
    // With an entry it needs no live price: Upcoming.
    const withEntry = await postTrade(ctx.app, expert, buyTradeBody(unquoted!.id, 100));
    expect(withEntry.statusCode, withEntry.body).toBe(201);
    expect(withEntry.json()).toMatchObject({ status: 'Inactive', entry_price: 100 });
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
    expect(await recordedLife(response.json().id)).toEqual([['posted', entry]]);
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
    // A real trade has no "enter now": the broker fills it, so it needs the entry it is placed at.
    const noEntry = await postTrade(
      ctx.app,
      real,
      buyTradeBody(stockId, entry, { ...ENTER_NOW, is_real: true }),
    );
    expect(noEntry.statusCode).toBe(400);
    expect(noEntry.json().errors).toMatchObject({ entry_price: [TRADE_MESSAGES.required] });
  });
});

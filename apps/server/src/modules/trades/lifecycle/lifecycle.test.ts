import {
  applyTradeChange,
  isPatchableTradeChange,
  SECURITY_TICKS,
  type Trade,
  type TradeChangeEvent,
} from '@tradecircle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/auth-helpers.ts';
import { collectTradeChanges } from '../../../../test/stream.ts';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  type TestContext,
  type TestDatabase,
} from '../../../../test/support.ts';
import {
  buyTradeBody,
  ENTER_NOW,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../../test/trade-helpers.ts';
import { recordOf } from '../../../../test/trade-rows.ts';
import { engineCheckpoints, securities, trades } from '../../../db/schema/index.ts';
import { tickSize } from '../../../providers/market-feed/index.ts';

let database: TestDatabase;
let ctx: TestContext;
let expert: Session;
let stockId: number;

const inject = (options: InjectOptions) => ctx.app.inject(options);
// Whole rupees sit on every NSE tick size below ₹10,000, so scripted prices arrive unchanged.
const round = (value: number) => Math.round(value);
/** A market order's fill at `price` (the default VIRTUAL_FILL_SLIPPAGE_TICKS, one tick): buying pays it, selling gives it. */
const paise = (value: number) => Math.round(value * 100) / 100;
const bought = (price: number) => paise(price + tickSize(price, 'EQ'));
const sold = (price: number) => paise(price - tickSize(price, 'EQ'));

const readTrade = async (id: number) =>
  (await inject({ url: `/backend/api/trade/get-trade/${id}` })).json() as Trade;

/** The trade fields pushed changes move: a cached copy patched from the pushes must equal the server's answer in each. */
const PUSHED_FIELDS = [
  'status',
  'current_step',
  'target_price',
  'stop_loss',
  'exit_price',
  'closing_reason',
  'trade_live_time',
  'trade_closing_time',
  'trade_exit_type',
  'live_price',
  'closing_live_price',
  'price_up_down',
  'pl_data',
  'pl_percent',
  'profit_percent',
] as const;
const pushedFieldsOf = (trade: Trade) => Object.fromEntries(PUSHED_FIELDS.map((key) => [key, trade[key]]));

/** Scripts the simulator's next tick of the stock, waits for that tick on the bus, then for the engine's writes. */
async function tickAt(price: number) {
  let resolveSeen: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    resolveSeen = resolve;
  });
  const unsubscribe = await ctx.bus.subscribe(SECURITY_TICKS, (ticks) => {
    if (ticks.some((tick) => tick.pk === stockId && tick.fields.live_price === price)) resolveSeen();
  });
  const response = await inject({
    method: 'POST',
    url: '/backend/api/dev/market/price',
    payload: { id: stockId, price },
  });
  expect(response.statusCode).toBe(200);
  await seen;
  await unsubscribe();
  // The engine writes its checkpoint in the same transaction as the transitions that tick caused.
  await expect
    .poll(async () => {
      const [row] = await database.db
        .select({ price: engineCheckpoints.price })
        .from(engineCheckpoints)
        .where(eq(engineCheckpoints.securityId, stockId));
      return row?.price;
    })
    .toBe(price);
  await ctx.app.tradeLifecycle.settled();
}

async function tradeRow(id: number) {
  const [row] = await database.db.select().from(trades).where(eq(trades.id, id));
  return row!;
}

/** The trade's track record as [kind, status, step, price]; a posted entry holds the call's terms: [kind, entry]. */
async function recordedLife(id: number) {
  return (await recordOf(database.db, id)).map((entry) =>
    entry.kind === 'posted'
      ? [entry.kind, entry.entry_price]
      : [entry.kind, entry.status, entry.step, entry.price],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = await createTestApp({ seed: true, shared: { database, redisPrefix: randomRedisPrefix() } });
  expert = await signInWithProfile(ctx.app, 'Meera Engine');
  const [stock] = await database.db
    .select()
    .from(securities)
    .where(and(eq(securities.symbol, 'TCS'), eq(securities.exchange, 'NSE')));
  stockId = stock!.id;
});
afterAll(async () => {
  await ctx.close();
  await database.close();
});

describe('trade lifecycle driven by ticks', () => {
  it('goes Upcoming -> Live at the entry -> target reached (stop loss moves to the row) -> Closed at the final target', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const entry = round(price * 1.3);
    const body = buyTradeBody(stockId, price, {
      entry_price: entry,
      stop_loss: round(entry * 0.9),
      target_price: round(entry * 1.1),
      target_stop_loss_list: [{ target_price: round(entry * 1.2), stop_loss: entry }],
    });
    const posted = await postTrade(ctx.app, expert, body);
    expect(posted.statusCode).toBe(201);
    const id = posted.json().id;
    await ctx.app.tradeLifecycle.settled();

    await tickAt(entry);
    const live = await tradeRow(id);
    expect(live.status).toBe('Active');
    expect(live.liveAt).toBeInstanceOf(Date);

    await tickAt(round(entry * 1.1));
    const stepped = await tradeRow(id);
    expect(stepped).toMatchObject({
      status: 'Active',
      currentStep: 1,
      targetPrice: round(entry * 1.2),
      stopLoss: entry,
    });

    const exit = round(entry * 1.21);
    await tickAt(exit);
    const closed = await tradeRow(id);
    expect(closed).toMatchObject({ status: 'Closed', exitPrice: exit, closingReason: 'target' });
    expect(await recordedLife(id)).toEqual([
      ['posted', entry],
      ['activated', 'Active', 0, entry],
      ['target_reached', 'Active', 1, round(entry * 1.1)],
      ['closed', 'Closed', 1, exit],
    ]);
    const wire = (await inject({ url: `/backend/api/trade/get-trade/${id}` })).json();
    expect(wire).toMatchObject({ status: 'Closed', exit_price: exit, live_price: exit, current_step: 1 });
    expect(wire.pl_data).toBeCloseTo(exit - entry, 2);

    // Replaying the same price changes nothing twice.
    await tickAt(exit + 1);
    await tickAt(exit);
    expect(await recordedLife(id)).toHaveLength(4);
  });

  it('publishes with each transition the fields a cached copy needs: patched from the events, it matches the server', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const entry = round(price * 1.35);
    const published: TradeChangeEvent[] = [];
    const stop = await collectTradeChanges(ctx.bus, published);
    const posted = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, price, {
        entry_price: entry,
        stop_loss: round(entry * 0.9),
        target_price: round(entry * 1.1),
        target_stop_loss_list: [{ target_price: round(entry * 1.2), stop_loss: entry }],
      }),
    );
    const id: number = posted.json().id;
    let copy = await readTrade(id);
    await ctx.app.tradeLifecycle.settled();
    await tickAt(entry);
    await tickAt(round(entry * 1.1));
    await tickAt(round(entry * 1.21));
    const ofTrade = () => published.filter((event) => event.trade_id === id && isPatchableTradeChange(event));
    await expect
      .poll(() => ofTrade().map((event) => event.type))
      .toEqual(['trade.activated', 'trade.target_reached', 'trade.closed']);
    await stop();
    for (const event of ofTrade()) if (isPatchableTradeChange(event)) copy = applyTradeChange(copy, event);

    const fresh = await readTrade(id);
    expect(pushedFieldsOf(copy)).toEqual(pushedFieldsOf(fresh));
  });

  it("an owner's exit publishes the fields it changed: a cached Live copy patched from it matches the server", async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const published: TradeChangeEvent[] = [];
    const stop = await collectTradeChanges(ctx.bus, published);
    const posted = await postTrade(ctx.app, expert, buyTradeBody(stockId, price, ENTER_NOW));
    const id: number = posted.json().id;
    const copy = await readTrade(id);
    expect(copy.status).toBe('Active');
    const exit = await inject({
      method: 'POST',
      url: '/backend/api/trade/exit-trade',
      headers: bearer(expert.token.access),
      payload: { id },
    });
    expect(exit.statusCode, exit.body).toBe(200);
    await expect
      .poll(() => published.some((event) => event.trade_id === id && event.type === 'trade.exited'))
      .toBe(true);
    await stop();
    const exited = published.find((event) => event.trade_id === id && event.type === 'trade.exited')!;
    if (!isPatchableTradeChange(exited)) throw new Error('the exit event carries no fields to patch with');

    const patched = applyTradeChange(copy, exited);
    const fresh = await readTrade(id);
    expect(pushedFieldsOf(patched)).toEqual(pushedFieldsOf(fresh));
  });

  it('closes at the stop loss, and a gap can activate and close in one tick', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const entry = round(price * 0.7);
    const posted = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, price, {
        entry_price: entry,
        stop_loss: round(entry * 0.95),
        target_price: round(entry * 1.1),
      }),
    );
    const id = posted.json().id;
    await ctx.app.tradeLifecycle.settled();
    const gap = round(entry * 0.9);
    await tickAt(gap);
    const row = await tradeRow(id);
    // Both levels gapped through: the entry (a limit order) fills at the tick beyond it, and the
    // stop loss (a stop-market order) at the same tick, less a tick of slippage.
    expect(row).toMatchObject({
      status: 'Closed',
      entryPrice: entry,
      entryFillPrice: gap,
      exitPrice: sold(gap),
      closingReason: 'stop_loss',
    });
    expect(await recordedLife(id)).toEqual([
      ['posted', entry],
      ['activated', 'Active', 0, gap],
      ['closed', 'Closed', 0, sold(gap)],
    ]);
  });

  it('follows a market order from its posting: Live at the live price, closed by a tick at its stop loss', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const posted = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, price, {
        order_type: 'market_order',
        // No entry: the trade enters now, at the live price.
        entry_price: undefined,
        stop_loss: round(price * 0.9),
        target_price: round(price * 1.2),
      }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const { id, status, entry_price: entry } = posted.json();
    expect(status).toBe('Active');
    // The live price of the posting moment (the simulator moves every second, so near the one read).
    expect(Math.abs(entry - price) / price).toBeLessThan(0.005);
    await ctx.app.tradeLifecycle.settled();
    const stop = round(price * 0.89);
    await tickAt(stop);
    const row = await tradeRow(id);
    expect(row).toMatchObject({
      status: 'Closed',
      entryPrice: entry,
      exitPrice: sold(stop),
      closingReason: 'stop_loss',
    });
    // Live at once, its entry filled by the first tick after posting (the simulator ticks every
    // 100 ms here, so that is one near the live price, or the scripted one), paying a tick.
    const fill = row.entryFillPrice!;
    expect(fill === bought(stop) || Math.abs(fill - price) / price < 0.005, `fill ${fill}`).toBe(true);
    expect(await recordedLife(id)).toEqual([
      ['posted', entry],
      ['activated', 'Active', 0, entry],
      ['filled', 'Active', 0, fill],
      ['closed', 'Closed', 0, sold(stop)],
    ]);
    // Its P&L runs from the fill, not from the price shown when it was written.
    const answer = await readTrade(id);
    expect(answer.entry_fill_price).toBe(fill);
    expect(answer.pl_data).toBe(paise(sold(stop) - fill));
  });

  it('follows a modification: the old entry no longer activates, the new one does', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const entry = round(price * 1.5);
    const posted = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, price, {
        entry_price: entry,
        stop_loss: round(entry * 0.9),
        target_price: round(entry * 1.1),
      }),
    );
    const id = posted.json().id;
    const moved = round(entry * 1.05);
    const edit = await inject({
      method: 'POST',
      url: '/backend/api/trade/update-trade-detail/',
      headers: bearer(expert.token.access),
      payload: {
        id,
        entry_price: moved,
        stop_loss: round(entry * 0.9),
        target_price: round(entry * 1.2),
        lots: 1,
      },
    });
    expect(edit.statusCode).toBe(200);
    await ctx.app.tradeLifecycle.settled();
    // The old entry no longer activates; the new one does.
    await tickAt(entry);
    expect((await tradeRow(id)).status).toBe('Inactive');
    await tickAt(moved);
    expect((await tradeRow(id)).status).toBe('Active');
  });
});

describe('restart catch-up', () => {
  it('rebuilds from the database and the last processed price: ends windows that passed and catches a crossing made while down', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const entry = round(price * 1.4);
    const posted = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, price, {
        entry_price: entry,
        stop_loss: round(entry * 0.9),
        target_price: round(entry * 1.3),
      }),
    );
    const id = posted.json().id;
    // Two trades whose windows end while the engine is down: one Upcoming, one Live.
    const upcoming = (
      await postTrade(
        ctx.app,
        expert,
        buyTradeBody(stockId, price, {
          entry_price: round(price * 2),
          stop_loss: round(price * 1.9),
          target_price: round(price * 2.1),
        }),
      )
    ).json().id;
    const liveEntry = round(price * 0.6);
    const live = (
      await postTrade(
        ctx.app,
        expert,
        buyTradeBody(stockId, price, {
          entry_price: liveEntry,
          stop_loss: round(liveEntry * 0.5),
          target_price: round(price * 1.5),
        }),
      )
    ).json().id;
    await ctx.app.tradeLifecycle.settled();
    await tickAt(liveEntry);
    expect((await tradeRow(live)).status).toBe('Active');
    await tickAt(round(price));
    await ctx.close();
    await database.db
      .update(trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(trades.id, [upcoming, live]));

    // While no engine runs, the price moves past the entry; a new instance must still activate the trade.
    ctx = await createTestApp({ shared: { database, redisPrefix: randomRedisPrefix() } });
    await ctx.app.tradeLifecycle.settled();
    expect((await tradeRow(id)).status).toBe('Inactive');
    const expired = await tradeRow(upcoming);
    expect(expired.status).toBe('expired');
    const ended = await tradeRow(live);
    // A window's end closes as a market order at the last price processed.
    expect(ended).toMatchObject({
      status: 'Closed',
      closingReason: 'window_end',
      exitPrice: sold(round(price)),
    });
    await tickAt(round(entry * 1.02));
    expect((await tradeRow(id)).status).toBe('Active');
  });
});

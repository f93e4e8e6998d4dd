import { TRADE_MESSAGES } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { recordOf } from '../../../test/trade-rows.ts';
import { trades } from '../../db/schema/index.ts';
import { TRADE_PATCH_MESSAGES } from './trades.service.ts';

let ctx: TestContext;
let owner: Session;
let other: Session;
let stockId: number;
let price: number;

const inject = (options: InjectOptions) => ctx.app.inject(options);
const patch = (session: Session | undefined, payload: unknown) =>
  inject({
    method: 'PATCH',
    url: '/backend/api/trade/trade-patch',
    headers: session ? bearer(session.token.access) : {},
    payload: payload as Record<string, unknown>,
  });

/** An Upcoming Buy trade with its entry 25% above the live price, out of the lifecycle engine's reach. */
async function upcomingTrade() {
  const response = await postTrade(ctx.app, owner, buyTradeBody(stockId, price * 1.25));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * A trade made Live by hand, entered at its entry. Its entry sits above the price, so its stop loss
 * is moved far below the price: otherwise the lifecycle engine, which may read it at any time, would
 * close it at the stop loss mid-test. Its fill is set as an entered trade's is: a Live trade without
 * one is an entry now awaiting its fill, which the engine would fill at the next tick mid-test.
 */
async function liveTrade(values: Partial<typeof trades.$inferInsert> = {}) {
  const trade = await upcomingTrade();
  const stopLoss = price * 0.5;
  await ctx.database.db
    .update(trades)
    .set({
      status: 'Active',
      liveAt: new Date(),
      entryFillPrice: values.isReal ? null : trade.entry_price,
      stopLoss,
      firstStopLoss: stopLoss,
      ...values,
    })
    .where(eq(trades.id, trade.id));
  return trade;
}

async function stored(tradeId: number) {
  const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
  const events = (await recordOf(ctx.database.db, tradeId)).map(({ kind, status, price }) => ({
    kind,
    status,
    price,
  }));
  return { row: row!, events };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [owner, other] = await Promise.all([
    signInWithProfile(ctx.app, 'Priya Patcher'),
    signInWithProfile(ctx.app, 'Omar Other'),
  ]);
  const stock = await findSecurity(ctx.database.db, 'INFY', 'NSE');
  stockId = stock!.id;
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('trade-patch {id, entry_price}: moves the entry of an Upcoming trade', () => {
  it('lets the owner move the entry; the ladder stays and the edit is recorded', async () => {
    const trade = await upcomingTrade();
    const entry = Math.round(trade.entry_price * 0.99 * 100) / 100;
    const response = await patch(owner, { id: trade.id, entry_price: entry });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Trade Updated successfully',
      trade_detail: {
        id: trade.id,
        status: 'Inactive',
        entry_price: entry,
        target_price: trade.target_price,
        stop_loss: trade.stop_loss,
        lots: trade.lots,
      },
    });
    const { row, events } = await stored(trade.id);
    expect(row).toMatchObject({
      entryPrice: entry,
      firstTarget: trade.target_price,
      firstStopLoss: trade.stop_loss,
      status: 'Inactive',
    });
    expect(events.map((event) => event.kind)).toEqual(['posted', 'edited']);
  });

  it('refuses visitors (401) and other users (403), and a Live trade (409), changing nothing', async () => {
    const trade = await upcomingTrade();
    const before = await stored(trade.id);
    const body = { id: trade.id, entry_price: trade.entry_price - 1 };
    const visitor = await patch(undefined, body);
    expect(visitor.statusCode).toBe(401);
    const stranger = await patch(other, body);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'Only the trade owner can modify this trade' });
    expect(await stored(trade.id)).toEqual(before);

    const live = await liveTrade();
    const liveBefore = await stored(live.id);
    const late = await patch(owner, { id: live.id, entry_price: live.entry_price - 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Only upcoming trades can be modified' });
    expect(await stored(live.id)).toEqual(liveBefore);
  });

  it('refuses an entry that breaks the ladder with the §5 message, and malformed bodies, changing nothing', async () => {
    const trade = await upcomingTrade();
    const before = await stored(trade.id);
    const cases: [unknown, string][] = [
      // Above the target: the Buy ladder no longer holds.
      [{ id: trade.id, entry_price: trade.target_price + 1 }, TRADE_MESSAGES.buyTargetPrice],
      // Below the stop loss.
      [{ id: trade.id, entry_price: trade.stop_loss - 1 }, TRADE_MESSAGES.buyStopLoss],
      [{ id: trade.id, entry_price: 'cheap' }, 'entry_price must be a number'],
      [{ id: trade.id, entry_price: null }, TRADE_PATCH_MESSAGES.nothing],
      [{ id: trade.id }, TRADE_PATCH_MESSAGES.nothing],
      [{ id: trade.id, entry_price: 100, status: 'Active' }, TRADE_PATCH_MESSAGES.virtualActive],
      [{ entry_price: 100 }, 'id must be a trade id'],
      [{ id: 'abc', entry_price: 100 }, 'id must be a trade id'],
      [{ id: 0, entry_price: 100 }, 'id must be a trade id'],
      [{ id: 3_000_000_000, entry_price: 100 }, 'id must be a trade id'],
      [
        { id: trade.id, status: 'Open' },
        "status is Closed (exit a Live trade) or Active (confirm a real trade's broker fill)",
      ],
      [{ id: trade.id, target_price: 900 }, 'body: Unrecognized key: "target_price"'],
      [[trade.id], 'body: Invalid input: expected object, received array'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await stored(trade.id)).toEqual(before);
  });

  it('answers 404 Trade not found for a missing trade and for another user’s private one', async () => {
    const hidden = (
      await postTrade(ctx.app, owner, buyTradeBody(stockId, price * 1.25, { is_trade_private: true }))
    ).json();
    const missing = await patch(other, { id: 2_000_000_000, entry_price: 100 });
    const privateOne = await patch(other, { id: hidden.id, entry_price: hidden.entry_price - 1 });
    expect(missing.statusCode).toBe(404);
    expect(privateOne.statusCode).toBe(404);
    expect(privateOne.json()).toEqual({ message: 'Trade not found' });
    expect(missing.json()).toEqual(privateOne.json());
  });
});

describe('trade-patch {id, status: "Closed"}: exits a Live trade', () => {
  it('closes the owner’s Live trade at the live price as a manual exit, once', async () => {
    const trade = await liveTrade();
    const response = await patch(owner, { id: trade.id, status: 'Closed' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().trade_detail;
    expect(response.json().message).toBe('Trade exited successfully');
    expect(detail).toMatchObject({
      id: trade.id,
      status: 'Closed',
      trade_exit_type: true,
      closing_reason: 'manual',
    });
    expect(detail.exit_price).toBeGreaterThan(0);
    expect(detail.live_price).toBe(detail.exit_price);
    const { row, events } = await stored(trade.id);
    expect(row).toMatchObject({ status: 'Closed', isManualExit: true, exitPrice: detail.exit_price });
    expect(row.closedAt).toBeInstanceOf(Date);
    expect(events.at(-1)).toEqual({ kind: 'exited', status: 'Closed', price: detail.exit_price });

    const again = await patch(owner, { id: trade.id, status: 'Closed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only live trades can be exited' });
    expect((await stored(trade.id)).events).toHaveLength(events.length);
  });

  it("takes the spec's three fields together: the exit is at the live price, the sent entry_price is not used", async () => {
    const trade = await liveTrade();
    const response = await patch(owner, { id: trade.id, entry_price: 1, status: 'Closed' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().trade_detail;
    expect(detail).toMatchObject({ status: 'Closed', trade_exit_type: true, entry_price: trade.entry_price });
    expect(Math.abs(detail.exit_price - price) / price).toBeLessThan(0.01);
    // Upcoming: nothing to exit, whatever entry_price says.
    const upcoming = await upcomingTrade();
    const early = await patch(owner, {
      id: upcoming.id,
      entry_price: upcoming.entry_price,
      status: 'Closed',
    });
    expect(early.statusCode).toBe(409);
  });

  it('refuses visitors, other users, an Upcoming trade and a real trade, changing nothing', async () => {
    const live = await liveTrade();
    const upcoming = await upcomingTrade();
    const real = await liveTrade({ isReal: true });
    const before = await Promise.all([live, upcoming, real].map((trade) => stored(trade.id)));

    expect((await patch(undefined, { id: live.id, status: 'Closed' })).statusCode).toBe(401);
    const stranger = await patch(other, { id: live.id, status: 'Closed' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'Only the trade owner can exit this trade' });
    const early = await patch(owner, { id: upcoming.id, status: 'Closed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Only live trades can be exited' });
    const throughBroker = await patch(owner, { id: real.id, status: 'Closed' });
    expect(throughBroker.statusCode).toBe(400);
    expect(throughBroker.json()).toEqual({ message: 'A real trade is exited through your broker' });

    expect(await Promise.all([live, upcoming, real].map((trade) => stored(trade.id)))).toEqual(before);
  });
});

import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { brokerAccounts, trades } from '../../db/schema/index.ts';
import {
  type BrokerTestContext,
  createBrokerTestApp,
  idsOf,
  insertTrade,
  linkBrokerAccount,
  placeInSandbox,
  type Session,
  securityId,
} from './broker.fixtures.ts';

let ctx: BrokerTestContext;
let owner: Session;
let stranger: Session;
let tcs: number;

beforeAll(async () => {
  ctx = await createBrokerTestApp();
  owner = await signIn(ctx.app, '9810000002');
  stranger = await signIn(ctx.app, '9810000005');
  await linkBrokerAccount(ctx.app, owner, 'TRADING01');
  tcs = await securityId(ctx.database.db, 'TCS');
});
afterAll(() => ctx.close());

const trading = (user?: Session) =>
  ctx.app.inject({ url: '/backend/api/broker/trading/', headers: user ? bearer(user.token.access) : {} });
const disconnect = (user?: Session) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/backend/api/broker/account/',
    headers: user ? bearer(user.token.access) : {},
  });
const trade = (user: Session, values: Partial<Parameters<typeof insertTrade>[2]>) =>
  insertTrade(ctx.database.db, user, {
    securityId: tcs,
    entryPrice: 3000,
    target: 3200,
    stopLoss: 2900,
    ...values,
  });
const closeRow = (tradeId: number, exitPrice: number) =>
  ctx.database.db
    .update(trades)
    .set({ status: 'Closed', exitPrice, closedAt: new Date(), closingReason: 'target' })
    .where(eq(trades.id, tradeId));

describe('the trading section', () => {
  it('asks who is calling before anything else', async () => {
    expect((await trading()).statusCode).toBe(401);
    expect((await disconnect()).statusCode).toBe(401);
  });

  it('shows an unlinked user an empty section', async () => {
    const answer = await trading(stranger);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      account: { is_connected: false, broker: null, linked_at: null },
      positions: [],
      awaiting: [],
      closed: [],
      orders: [],
      summary: {
        open_positions: 0,
        invested: 0,
        current_value: 0,
        unrealised_pl: 0,
        unrealised_pl_net: 0,
        realised_pl: 0,
        realised_pl_net: 0,
        closed_count: 0,
      },
    });
  });

  it("lists the caller's own real trades by state with live P&L and totals, never virtual or others' trades", async () => {
    ctx.market.setPrice(tcs, 3100);
    const held = await trade(owner, { status: 'Active', lots: 2 });
    const sold = await trade(owner, {
      status: 'Active',
      lots: 1,
      tradeType: 'Sell',
      target: 2800,
      stopLoss: 3100,
    });
    const waiting = await trade(owner, { status: 'Inactive' });
    const won = await trade(owner, { status: 'Active', lots: 3 });
    await closeRow(won, 3150);
    const lost = await trade(owner, {
      status: 'Active',
      lots: 1,
      tradeType: 'Sell',
      target: 2800,
      stopLoss: 3100,
    });
    await closeRow(lost, 3040);
    await trade(owner, { status: 'Active', isReal: false });
    const othersReal = await trade(stranger, { status: 'Active' });

    const answer = await trading(owner);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.account).toEqual({ is_connected: true, broker: 'kite', linked_at: expect.any(String) });
    expect(body.positions.map((t: { id: number }) => t.id).sort()).toEqual([held, sold].sort());
    expect(body.awaiting.map((t: { id: number }) => t.id)).toEqual([waiting]);
    expect(body.closed.map((t: { id: number }) => t.id).sort()).toEqual([won, lost].sort());
    const everyId = [...body.positions, ...body.awaiting, ...body.closed].map((t: { id: number }) => t.id);
    expect(everyId).not.toContain(othersReal);
    expect(body.positions.every((t: { is_real: boolean }) => t.is_real)).toBe(true);
    // Held at 3100: Buy 2 x (3100 - 3000) = 200; Sell 1 x (3000 - 3100) = -100.
    expect(body.summary).toEqual({
      open_positions: 2,
      invested: 3000 * 2 + 3000 * 1,
      current_value: 3100 * 2 + 3100 * 1,
      unrealised_pl: 100,
      // Net of an intraday round trip's charges (went Live and exited today), by hand: the Buy
      // pays 49.37 (brokerage 40, STT 1.55, exchange 0.36, SEBI 0.02, stamp 0.18, GST 7.26), the
      // Sell 48.26 (40, 0.75, 0.18, 0, 0.09, 7.24): 150.63 - 148.26.
      unrealised_pl_net: 2.37,
      // Closed: Buy 3 x (3150 - 3000) = 450; Sell 1 x (3000 - 3040) = -40.
      realised_pl: 410,
      // Charges 50.50 (40, 2.36, 0.55, 0.02, 0.27, 7.30) and 48.26: 399.50 - 88.26.
      realised_pl_net: 311.24,
      closed_count: 2,
    });
    expect((await trading(stranger)).json().positions.map((t: { id: number }) => t.id)).toEqual([othersReal]);
  });

  it('lists the orders the gateway carried, one line per order, with the fill', async () => {
    ctx.market.setPrice(tcs, 3101.23);
    const tradeId = await trade(owner, { status: 'Active', lots: 4 });
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/order/exit-order/?trade_id=${tradeId}&order_type=market_order&trade_action=EXIT`,
      headers: bearer(owner.token.access),
    });
    expect(start.statusCode).toBe(200);
    const ids = idsOf(start.json());
    const response = await placeInSandbox(ctx.app, ids, 'TRADING01', false);
    const exited = await ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/trade/trade-detail-patch/',
      headers: bearer(owner.token.access),
      payload: {
        trade_id: tradeId,
        transaction_id: ids.transactionId,
        batch_id: response.orderBatches[0]!.batchId,
        auth_id: decodeJwt(response.smallcaseAuthToken).smallcaseAuthId,
        trade_action: 'EXIT',
      },
    });
    expect(exited.statusCode).toBe(200);

    const body = (await trading(owner)).json();
    const line = body.orders.find((order: { trade_id: number }) => order.trade_id === tradeId);
    expect(line).toMatchObject({
      transaction_id: ids.transactionId,
      action: 'EXIT',
      state: 'completed',
      symbol: 'TCS',
      side: 'SELL',
      quantity: 4,
      filled_quantity: 4,
      average_price: 3101.2,
      order_status: 'COMPLETE',
    });
    expect(body.closed.map((t: { id: number }) => t.id)).toContain(tradeId);
    expect((await trading(stranger)).json().orders).toEqual([]);
  });

  it('refuses to disconnect while a real trade is open, then forgets the link once none is', async () => {
    const refused = await disconnect(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Exit your open real trades before you disconnect your broker');
    expect(
      await ctx.database.db.select().from(brokerAccounts).where(eq(brokerAccounts.userId, owner.user_id)),
    ).toHaveLength(1);

    await ctx.database.db
      .update(trades)
      .set({ status: 'expired' })
      .where(eq(trades.postedByUserId, owner.user_id));
    const done = await disconnect(owner);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      is_connected: false,
      broker: null,
      message: 'Your broker account is disconnected',
    });
    expect(
      await ctx.database.db.select().from(brokerAccounts).where(eq(brokerAccounts.userId, owner.user_id)),
    ).toEqual([]);
    expect((await trading(owner)).json().account).toEqual({
      is_connected: false,
      broker: null,
      linked_at: null,
    });
    // Again: nothing left to forget, the same answer.
    expect((await disconnect(owner)).statusCode).toBe(200);
    // And the account can be linked again.
    await linkBrokerAccount(ctx.app, owner, 'TRADING01');
    expect((await trading(owner)).json().account.is_connected).toBe(true);
  });
});

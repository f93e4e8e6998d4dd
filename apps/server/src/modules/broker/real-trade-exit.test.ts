import type { TradeChangeEvent } from '@tradecircle/domain';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { collectTradeChanges } from '../../../test/stream.ts';
import { recordOf } from '../../../test/trade-rows.ts';
import { brokerTransactions, trades } from '../../db/schema/index.ts';
import {
  type BrokerTestContext,
  createBrokerTestApp,
  idsOf,
  insertTrade,
  linkBrokerAccount,
  placeInSandbox,
  type Session,
  sandboxModal,
  securityId,
} from './broker.fixtures.ts';

let ctx: BrokerTestContext;
let owner: Session;
let stranger: Session;
let ownerAuthId: string;
let tcs: number;
const published: TradeChangeEvent[] = [];

beforeAll(async () => {
  ctx = await createBrokerTestApp();
  owner = await signIn(ctx.app, '9810000001');
  stranger = await signIn(ctx.app, '9810000005');
  ownerAuthId = await linkBrokerAccount(ctx.app, owner, 'EXIT01');
  tcs = await securityId(ctx.database.db, 'TCS');
  await collectTradeChanges(ctx.bus, published);
});
afterAll(() => ctx.close());

const actions = (user: Session, tradeId: number) =>
  ctx.app.inject({
    url: `/backend/api/order/trade-actions/?trade_id=${tradeId}`,
    headers: bearer(user.token.access),
  });
const exitOrder = (user: Session, tradeId: number, action: string, orderType = 'market_order') =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api/order/exit-order/?trade_id=${tradeId}&order_type=${orderType}&trade_action=${action}`,
    headers: bearer(user.token.access),
  });
const patch = (user: Session, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/backend/api/trade/trade-detail-patch/',
    headers: bearer(user.token.access),
    payload,
  });
/** A live real Buy trade on TCS: entry 3000, target 3200, stop loss 2900, 4 lots. */
const liveTrade = (values: Partial<Parameters<typeof insertTrade>[2]> = {}) =>
  insertTrade(ctx.database.db, owner, {
    securityId: tcs,
    status: 'Active',
    lots: 4,
    entryPrice: 3000,
    target: 3200,
    stopLoss: 2900,
    ...values,
  });
const tradeRow = async (tradeId: number) => {
  const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
  return row!;
};
const brokerCount = async () => (await ctx.database.db.select({ n: count() }).from(brokerTransactions))[0]!.n;

/** exit-order, then the user confirms in the sandbox modal; answers what the web sends as the trade-detail patch. */
async function exitThroughGateway(tradeId: number, action: string) {
  const start = await exitOrder(owner, tradeId, action);
  expect(start.statusCode).toBe(200);
  const ids = idsOf(start.json());
  const response = await placeInSandbox(ctx.app, ids, 'EXIT01');
  return {
    ids,
    response,
    body: {
      trade_id: tradeId,
      transaction_id: ids.transactionId,
      batch_id: response.orderBatches[0]!.batchId,
      auth_id: decodeJwt(response.smallcaseAuthToken).smallcaseAuthId,
      trade_action: action,
    },
  };
}

describe('trade actions', () => {
  it('offers EXIT, plus APPLY_SL and APPLY_TG once the live price reaches them', async () => {
    const tradeId = await liveTrade();
    ctx.market.setPrice(tcs, 3050);
    expect((await actions(owner, tradeId)).json()).toEqual({ action_list: ['EXIT'] });
    ctx.market.setPrice(tcs, 2900);
    expect((await actions(owner, tradeId)).json()).toEqual({ action_list: ['EXIT', 'APPLY_SL'] });
    ctx.market.setPrice(tcs, 3210.5);
    expect((await actions(owner, tradeId)).json()).toEqual({ action_list: ['EXIT', 'APPLY_TG'] });
  });

  it('is empty for a virtual or upcoming trade, and only the owner may ask', async () => {
    expect((await actions(owner, await liveTrade({ isReal: false }))).json()).toEqual({ action_list: [] });
    expect((await actions(owner, await liveTrade({ status: 'Inactive' }))).json()).toEqual({
      action_list: [],
    });
    const other = await actions(stranger, await liveTrade());
    expect(other.statusCode).toBe(403);
    expect((await actions(owner, 99_999_999)).statusCode).toBe(404);
  });
});

describe('real exit', () => {
  it('EXIT closes the trade at the fill as a manual exit, once', async () => {
    ctx.market.setPrice(tcs, 3101.23);
    const tradeId = await liveTrade();
    const start = await exitOrder(owner, tradeId, 'EXIT');
    expect(start.json()).toEqual({
      resp: { transactionId: expect.stringMatching(/^TRX_[0-9a-f]{32}$/), expireAt: expect.any(String) },
      auth_token: expect.any(String),
      gateway: 'tradecircle-sandbox',
    });
    const ids = idsOf(start.json());
    const opened = await sandboxModal(ctx.app).open(ids);
    expect(opened.json().orders).toEqual([
      { ticker: 'TCS', exchange: 'NSE', quantity: 4, type: 'SELL', price: 3101.23 },
    ]);
    const response = await placeInSandbox(ctx.app, ids, 'EXIT01');
    const body = {
      trade_id: tradeId,
      transaction_id: ids.transactionId,
      batch_id: response.orderBatches[0]!.batchId,
      auth_id: decodeJwt(response.smallcaseAuthToken).smallcaseAuthId,
      trade_action: 'EXIT',
    };
    expect(body.auth_id).toBe(ownerAuthId);

    const closed = await patch(owner, body);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({
      trade_id: tradeId,
      status: 'Closed',
      exit_price: 3101.2,
      closing_reason: 'manual',
      trade_exit_type: true,
      trade_closing_time: expect.any(String),
      message: 'Trade exited',
    });
    expect(await tradeRow(tradeId)).toMatchObject({
      status: 'Closed',
      exitPrice: 3101.2,
      isManualExit: true,
      closingReason: 'manual',
      version: 1,
    });
    expect(await recordOf(ctx.database.db, tradeId)).toEqual([
      expect.objectContaining({ kind: 'exited', status: 'Closed', price: 3101.2 }),
    ]);
    await expect
      .poll(() => published.filter((event) => event.trade_id === tradeId))
      .toEqual([
        {
          type: 'trade.closed',
          trade_id: tradeId,
          security_id: tcs,
          group_id: null,
          posted_by_id: owner.user_id,
          status: 'Closed',
          visibility: 'followers',
          price: 3101.2,
          step: 0,
        },
      ]);

    const replay = await patch(owner, body);
    expect(replay.statusCode).toBe(200);
    expect((await tradeRow(tradeId)).version).toBe(1);
  });

  it('APPLY_SL closes at the fill with the stop-loss reason when the price reached the stop loss', async () => {
    ctx.market.setPrice(tcs, 2895);
    const tradeId = await liveTrade();
    const { body } = await exitThroughGateway(tradeId, 'APPLY_SL');
    const closed = await patch(owner, body);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed', exit_price: 2895, closing_reason: 'stop_loss' });
  });

  it('APPLY_TG on a Sell trade buys back and closes with the target reason', async () => {
    ctx.market.setPrice(tcs, 2790.05);
    const tradeId = await liveTrade({ tradeType: 'Sell', entryPrice: 3000, target: 2800, stopLoss: 3100 });
    const { body, response } = await exitThroughGateway(tradeId, 'APPLY_TG');
    expect(response.orderBatches[0]!.orders[0]).toMatchObject({ transactionType: 'BUY', quantity: 4 });
    const closed = await patch(owner, body);
    expect(closed.json()).toMatchObject({ status: 'Closed', exit_price: 2790.1, closing_reason: 'target' });
  });

  it('refuses APPLY_SL and APPLY_TG while the price has not reached them, writing nothing', async () => {
    ctx.market.setPrice(tcs, 3050);
    const tradeId = await liveTrade();
    const before = await brokerCount();
    const sl = await exitOrder(owner, tradeId, 'APPLY_SL');
    expect(sl.statusCode).toBe(409);
    expect(sl.json().message).toBe('Apply SL is not available: the live price has not reached the stop loss');
    const tg = await exitOrder(owner, tradeId, 'APPLY_TG');
    expect(tg.statusCode).toBe(409);
    expect(tg.json().message).toBe('Apply TG is not available: the live price has not reached the target');
    expect(await brokerCount()).toBe(before);
  });

  it('refuses other users, other actions, limit orders, and trades that are not real and live', async () => {
    ctx.market.setPrice(tcs, 3050);
    const tradeId = await liveTrade();
    const before = await brokerCount();
    expect((await exitOrder(stranger, tradeId, 'EXIT')).statusCode).toBe(403);
    const unknownAction = await exitOrder(owner, tradeId, 'SELL_ALL');
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json().message).toBe('trade_action must be EXIT, APPLY_SL or APPLY_TG');
    const limit = await exitOrder(owner, tradeId, 'EXIT', 'limit_order');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe('Only market orders can be sent to the broker');
    const virtual = await exitOrder(owner, await liveTrade({ isReal: false }), 'EXIT');
    expect(virtual.statusCode).toBe(400);
    expect(virtual.json().message).toBe('Only a real trade is exited through the broker');
    const upcoming = await exitOrder(owner, await liveTrade({ status: 'Inactive' }), 'EXIT');
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json().message).toBe('Only a live trade can be exited');
    expect(await brokerCount()).toBe(before);
  });

  it('keeps the trade Active when the exit fails in the gateway', async () => {
    ctx.market.setPrice(tcs, 3050);
    const tradeId = await liveTrade();
    const start = await exitOrder(owner, tradeId, 'EXIT');
    const ids = idsOf(start.json());
    const modal = sandboxModal(ctx.app);
    await modal.open(ids);
    await modal.login(ids, 'kite', 'EXIT01');
    await modal.cancel(ids, 'confirm');
    const refused = await patch(owner, {
      trade_id: tradeId,
      transaction_id: ids.transactionId,
      batch_id: 'none',
      auth_id: ownerAuthId,
      trade_action: 'EXIT',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The broker order was cancelled');
    expect(await tradeRow(tradeId)).toMatchObject({ status: 'Active', version: 0, exitPrice: null });
  });

  it('checks the patch against the gateway and the linked account', async () => {
    ctx.market.setPrice(tcs, 3050);
    const tradeId = await liveTrade();
    const { body } = await exitThroughGateway(tradeId, 'EXIT');
    const cases: Array<[object, number, string]> = [
      [{ auth_id: 'ffffffffffffffffffffffff' }, 400, 'auth_id does not match your linked broker account'],
      [{ batch_id: 'not-the-batch' }, 400, 'batch_id does not match the broker transaction'],
      [{ trade_action: 'APPLY_SL' }, 400, 'trade_action does not match the exit order'],
      [{ trade_action: 'EXIT', batch_id: '' }, 400, 'batch_id is required'],
    ];
    for (const [override, status, message] of cases) {
      const answer = await patch(owner, { ...body, ...override });
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toBe(message);
    }
    expect((await patch(stranger, body)).statusCode).toBe(403);
    expect(await tradeRow(tradeId)).toMatchObject({ status: 'Active', version: 0 });
    expect((await patch(owner, body)).json().status).toBe('Closed');
  });
});

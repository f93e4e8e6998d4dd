import type { TradeChangeEvent } from '@tradecircle/domain';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { collectTradeChanges } from '../../../test/stream.ts';
import { recordOf } from '../../../test/trade-rows.ts';
import { brokerTransactions, securities, trades } from '../../db/schema/index.ts';
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
let unlinked: Session;
let ownerAuthId: string;
let itc: number;
const published: TradeChangeEvent[] = [];

beforeAll(async () => {
  ctx = await createBrokerTestApp();
  owner = await signIn(ctx.app, '9810000001');
  stranger = await signIn(ctx.app, '9810000005');
  unlinked = await signIn(ctx.app, '9810000002');
  ownerAuthId = await linkBrokerAccount(ctx.app, owner, 'OWN001');
  await linkBrokerAccount(ctx.app, stranger, 'STR001');
  itc = await securityId(ctx.database.db, 'ITC');
  ctx.market.setPrice(itc, 211.017);
  await collectTradeChanges(ctx.bus, published);
});
afterAll(() => ctx.close());

const tradeStart = (user: Session, tradeId: number | string) =>
  ctx.app.inject({
    url: `/backend/api/order/trade-start/?trade_id=${tradeId}`,
    headers: bearer(user.token.access),
  });
const confirm = (user: Session, tradeId: number, transactionId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/order/confirm/',
    headers: bearer(user.token.access),
    payload: { trade_id: tradeId, transaction_id: transactionId },
  });
const itcTrade = (values: Partial<Parameters<typeof insertTrade>[2]> = {}) =>
  insertTrade(ctx.database.db, owner, {
    securityId: itc,
    entryPrice: 211,
    target: 230,
    stopLoss: 200,
    ...values,
  });
const tradeRow = async (tradeId: number) => {
  const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
  return row;
};
const brokerRow = async (transactionId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(brokerTransactions)
    .where(eq(brokerTransactions.transactionId, transactionId));
  return row;
};
/** The trade's track record entries in chain order. */
const recordedLife = (tradeId: number) => recordOf(ctx.database.db, tradeId);
const brokerCount = async () => (await ctx.database.db.select({ n: count() }).from(brokerTransactions))[0]!.n;

async function startEntry(tradeId: number) {
  const start = await tradeStart(owner, tradeId);
  expect(start.statusCode).toBe(200);
  return idsOf(start.json());
}

describe('real trade entry', () => {
  it('goes Active at the average fill price with its event row and broker transaction, once', async () => {
    const tradeId = await itcTrade({ lots: 10 });
    const start = await tradeStart(owner, tradeId);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({
      resp: { transactionId: expect.stringMatching(/^TRX_[0-9a-f]{32}$/), expireAt: expect.any(String) },
      auth_token: expect.any(String),
      gateway: 'tradecircle-sandbox',
    });
    expect(decodeJwt(start.json().auth_token)).toMatchObject({ smallcaseAuthId: ownerAuthId });
    const ids = idsOf(start.json());
    expect(await brokerRow(ids.transactionId)).toMatchObject({
      tradeId,
      userId: owner.user_id,
      action: 'ENTRY',
      state: 'started',
    });
    const opened = await sandboxModal(ctx.app).open(ids);
    expect(opened.json().orders).toEqual([
      { ticker: 'ITC', exchange: 'NSE', quantity: 10, type: 'BUY', price: 211.017 },
    ]);

    const response = await placeInSandbox(ctx.app, ids, 'OWN001');
    expect(response.orderBatches[0]!.orders[0]!.averagePrice).toBe(211.02);
    const confirmed = await confirm(owner, tradeId, ids.transactionId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      trade_id: tradeId,
      status: 'Active',
      entry_price: 211.02,
      trade_live_time: expect.any(String),
      message: 'Trade is live',
    });

    const row = await tradeRow(tradeId);
    expect(row).toMatchObject({ status: 'Active', entryPrice: 211.02, version: 1 });
    expect(row?.liveAt).toBeInstanceOf(Date);
    // The record has the trade from its fill: posted with its terms as they are now, then Live.
    expect(await recordedLife(tradeId)).toEqual([
      expect.objectContaining({ kind: 'posted', entry_price: 211.02, is_real: true }),
      expect.objectContaining({ kind: 'activated', status: 'Active', price: 211.02, step: 0 }),
    ]);
    const recorded = await brokerRow(ids.transactionId);
    expect(recorded).toMatchObject({ state: 'completed' });
    expect(recorded?.completedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(recorded?.result)).not.toContain('smallcaseAuthToken');
    await expect
      .poll(() => published.filter((event) => event.trade_id === tradeId))
      .toEqual([
        // Posted, as far as anyone but its owner knows, once its entry fills; then Live.
        expect.objectContaining({ type: 'trade.posted', status: 'Active', visibility: 'followers' }),
        {
          type: 'trade.activated',
          trade_id: tradeId,
          security_id: itc,
          posted_by_id: owner.user_id,
          status: 'Active',
          visibility: 'followers',
          group_id: null,
          price: 211.02,
          step: 0,
        },
      ]);

    const replay = await confirm(owner, tradeId, ids.transactionId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ status: 'Active', entry_price: 211.02 });
    expect((await tradeRow(tradeId))?.version).toBe(1);
    expect((await recordedLife(tradeId)).map((entry) => entry.kind)).toEqual(['posted', 'activated']);
    await ctx.app.outboxRelay.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      published.filter((event) => event.trade_id === tradeId && event.type === 'trade.activated'),
    ).toHaveLength(1);
  });

  it('activates once when the same transaction is confirmed twice at the same moment', async () => {
    const tradeId = await itcTrade({ lots: 3 });
    const ids = await startEntry(tradeId);
    await placeInSandbox(ctx.app, ids, 'OWN001');
    const answers = await Promise.all([
      confirm(owner, tradeId, ids.transactionId),
      confirm(owner, tradeId, ids.transactionId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().status)).toEqual(['Active', 'Active']);
    expect((await tradeRow(tradeId))?.version).toBe(1);
    expect((await recordedLife(tradeId)).map((entry) => entry.kind)).toEqual(['posted', 'activated']);
    await ctx.app.outboxRelay.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      published.filter((event) => event.trade_id === tradeId && event.type === 'trade.activated'),
    ).toHaveLength(1);
  });

  it('orders lots times the lot size for a futures contract, selling for a Sell trade', async () => {
    const [future] = await ctx.database.db
      .insert(securities)
      .values({
        symbol: 'ITCTESTFUT',
        name: 'ITC test future',
        exchange: 'NSE',
        instrumentType: 'FUT',
        lotSize: 1600,
        underlyingId: itc,
        expiry: '2026-12-29',
        closePrice: '212.40',
      })
      .returning({ id: securities.id });
    ctx.market.setPrice(future!.id, 212.4);
    const tradeId = await insertTrade(ctx.database.db, owner, {
      securityId: future!.id,
      tradeType: 'Sell',
      lots: 2,
      entryPrice: 212.4,
      target: 200,
      stopLoss: 220,
    });
    const ids = await startEntry(tradeId);
    const opened = await sandboxModal(ctx.app).open(ids);
    expect(opened.json().orders).toEqual([
      { ticker: 'ITCTESTFUT', exchange: 'NSE', quantity: 3200, type: 'SELL', price: 212.4 },
    ]);
    const response = await placeInSandbox(ctx.app, ids, 'OWN001');
    expect(response.orderBatches[0]!.orders[0]).toMatchObject({ transactionType: 'SELL', quantity: 3200 });
    const confirmed = await confirm(owner, tradeId, ids.transactionId);
    expect(confirmed.json()).toMatchObject({ status: 'Active', entry_price: 212.4 });
  });

  it('deletes the trade when the user cancels in the gateway', async () => {
    const tradeId = await itcTrade();
    const ids = await startEntry(tradeId);
    const modal = sandboxModal(ctx.app);
    await modal.open(ids);
    await modal.cancel(ids, 'login');
    const refused = await confirm(owner, tradeId, ids.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'The broker order was cancelled' });
    expect(await tradeRow(tradeId)).toBeUndefined();
    expect(await brokerRow(ids.transactionId)).toMatchObject({ state: 'failed', tradeId: null });
    await expect
      .poll(() => published.filter((event) => event.trade_id === tradeId))
      .toEqual([expect.objectContaining({ type: 'trade.deleted', status: 'deleted', security_id: itc })]);
    const again = await confirm(owner, tradeId, ids.transactionId);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Trade not found');
  });

  it('deletes the trade when the broker rejects the order', async () => {
    const reliance = await securityId(ctx.database.db, 'RELIANCE');
    ctx.market.setPrice(reliance, 2415.3);
    const tradeId = await insertTrade(ctx.database.db, owner, {
      securityId: reliance,
      lots: 5000,
      entryPrice: 2415,
      target: 2600,
      stopLoss: 2300,
    });
    const ids = await startEntry(tradeId);
    const response = await placeInSandbox(ctx.app, ids, 'OWN001');
    expect(response.orderBatches[0]!.orders[0]!.status).toBe('REJECTED');
    const refused = await confirm(owner, tradeId, ids.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The broker did not fill the order: Insufficient funds: required ₹1,20,76,500.00, available ₹1,00,00,000.00',
    );
    expect(await tradeRow(tradeId)).toBeUndefined();
  });

  it('deletes the trade when the gateway transaction expired', async () => {
    const tradeId = await itcTrade();
    const ids = await startEntry(tradeId);
    ctx.clock.advance(5 * 60_000 + 1000);
    const refused = await confirm(owner, tradeId, ids.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The broker transaction expired');
    expect(await tradeRow(tradeId)).toBeUndefined();
  });

  it('keeps the trade while the user is still in the gateway', async () => {
    const tradeId = await itcTrade();
    const ids = await startEntry(tradeId);
    await sandboxModal(ctx.app).open(ids);
    const early = await confirm(owner, tradeId, ids.transactionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The broker transaction is not finished yet');
    expect(await tradeRow(tradeId)).toMatchObject({ status: 'Inactive', version: 0 });
    expect(await brokerRow(ids.transactionId)).toMatchObject({ state: 'started' });
  });

  it('leaves an after-market order pending: 202 and the trade stays upcoming', async () => {
    ctx.market.setOpen(false);
    try {
      const tradeId = await itcTrade();
      const ids = await startEntry(tradeId);
      const response = await placeInSandbox(ctx.app, ids, 'OWN001', true);
      expect(response.orderBatches[0]).toMatchObject({ variety: 'amo' });
      const pending = await confirm(owner, tradeId, ids.transactionId);
      expect(pending.statusCode).toBe(202);
      expect(pending.json()).toEqual({
        trade_id: tradeId,
        status: 'Inactive',
        entry_price: 211,
        trade_live_time: null,
        message: 'The order is placed as an after-market order; the trade goes live when the broker fills it',
      });
      expect(await tradeRow(tradeId)).toMatchObject({ status: 'Inactive', version: 0 });
      expect(await brokerRow(ids.transactionId)).toMatchObject({ state: 'started' });
    } finally {
      ctx.market.setOpen(true);
    }
  });
});

describe('trade-patch {id, entry_price, status: Active}: the spec\'s "on success patch the trade"', () => {
  const tradePatch = (user: Session, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/trade/trade-patch',
      headers: bearer(user.token.access),
      payload,
    });

  it('asks the broker and records its average fill price, never the sent one; again changes nothing', async () => {
    const tradeId = await itcTrade({ lots: 2 });
    const ids = await startEntry(tradeId);
    await placeInSandbox(ctx.app, ids, 'OWN001');
    const response = await tradePatch(owner, { id: tradeId, entry_price: 999, status: 'Active' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Trade Updated successfully',
      trade_detail: { id: tradeId, status: 'Active', entry_price: 211.02, is_real: true },
    });
    expect(await tradeRow(tradeId)).toMatchObject({ status: 'Active', entryPrice: 211.02, version: 1 });
    expect(await brokerRow(ids.transactionId)).toMatchObject({ state: 'completed' });
    const again = await tradePatch(owner, { id: tradeId, entry_price: 5, status: 'Active' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await tradeRow(tradeId)).toMatchObject({ entryPrice: 211.02, version: 1 });
    expect((await recordedLife(tradeId)).filter((entry) => entry.kind === 'activated')).toHaveLength(1);
  });

  it('answers 202 while an after-market order waits, the trade still Upcoming', async () => {
    ctx.market.setOpen(false);
    try {
      const tradeId = await itcTrade();
      const ids = await startEntry(tradeId);
      await placeInSandbox(ctx.app, ids, 'OWN001', true);
      const response = await tradePatch(owner, { id: tradeId, status: 'Active' });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toMatchObject({
        message: 'The broker order is placed and will fill when the market opens',
        trade_detail: { id: tradeId, status: 'Inactive', entry_price: 211 },
      });
    } finally {
      ctx.market.setOpen(true);
    }
  });

  it('refuses a trade with no broker order (409), another user (404: it is the owner’s alone) and a virtual trade (400)', async () => {
    const unplaced = await itcTrade();
    const none = await tradePatch(owner, { id: unplaced, entry_price: 211, status: 'Active' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      message: 'This trade has no broker order to confirm yet: place it with the broker first',
    });
    const other = await tradePatch(stranger, { id: unplaced, status: 'Active' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Trade not found' });
    const virtual = await itcTrade({ isReal: false });
    const refused = await tradePatch(owner, { id: virtual, entry_price: 211, status: 'Active' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Only a real trade is set Active here, once its broker order fills; a virtual trade goes Live when the price reaches its entry',
    );
    expect(await tradeRow(unplaced)).toMatchObject({ status: 'Inactive', entryPrice: 211, version: 0 });
    expect(await tradeRow(virtual)).toMatchObject({ status: 'Inactive', version: 0 });
  });
});

describe('real trade entry refusals', () => {
  it('refuses anyone but the owner, and unknown or malformed trade ids, writing nothing', async () => {
    const tradeId = await itcTrade();
    const live = await itcTrade({ status: 'Active' });
    const before = await brokerCount();
    // An Upcoming real trade is its owner's alone until the broker fills it: to others it is missing.
    const other = await tradeStart(stranger, tradeId);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Trade not found');
    const otherLive = await tradeStart(stranger, live);
    expect(otherLive.statusCode).toBe(403);
    expect(otherLive.json().message).toBe('Only the trade owner can place its broker orders');
    const unknown = await tradeStart(owner, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Trade not found');
    const malformed = await tradeStart(owner, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('trade_id must be a trade id');
    expect(
      (await ctx.app.inject({ url: `/backend/api/order/trade-start/?trade_id=${tradeId}` })).statusCode,
    ).toBe(401);
    expect(await brokerCount()).toBe(before);
  });

  it('refuses a virtual trade, a trade that is not upcoming, an index and an owner without a linked account', async () => {
    const before = await brokerCount();
    const virtual = await tradeStart(owner, await itcTrade({ isReal: false }));
    expect(virtual.statusCode).toBe(400);
    expect(virtual.json().message).toBe('Only a real trade is placed through the broker');
    const live = await tradeStart(owner, await itcTrade({ status: 'Active' }));
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe('Only an upcoming trade can be placed with the broker');
    const nifty = await securityId(ctx.database.db, 'NIFTY');
    const index = await tradeStart(
      owner,
      await insertTrade(ctx.database.db, owner, {
        securityId: nifty,
        entryPrice: 25900,
        target: 26200,
        stopLoss: 25700,
      }),
    );
    expect(index.statusCode).toBe(400);
    expect(index.json().message).toBe('An index cannot be traded through the broker');
    const noAccount = await tradeStart(
      unlinked,
      await insertTrade(ctx.database.db, unlinked, {
        securityId: itc,
        entryPrice: 211,
        target: 230,
        stopLoss: 200,
      }),
    );
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toBe('Connect your broker account first');
    expect(await brokerCount()).toBe(before);
  });

  it("refuses a confirmation by another user or with another trade's transaction", async () => {
    const tradeId = await itcTrade();
    const ids = await startEntry(tradeId);
    await placeInSandbox(ctx.app, ids, 'OWN001');
    const byStranger = await confirm(stranger, tradeId, ids.transactionId);
    expect(byStranger.statusCode).toBe(404);
    const otherTrade = await itcTrade();
    const mismatched = await confirm(owner, otherTrade, ids.transactionId);
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json().message).toBe('Transaction not found');
    expect(await tradeRow(tradeId)).toMatchObject({ status: 'Inactive' });
    expect(await tradeRow(otherTrade)).toMatchObject({ status: 'Inactive' });
    expect((await confirm(owner, tradeId, ids.transactionId)).json().status).toBe('Active');
  });
});

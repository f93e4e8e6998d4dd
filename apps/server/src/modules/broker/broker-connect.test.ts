import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { brokerAccounts, brokerTransactions } from '../../db/schema/index.ts';
import {
  type BrokerTestContext,
  createBrokerTestApp,
  idsOf,
  linkBrokerAccount,
  type Session,
  sandboxModal,
} from './broker.fixtures.ts';

let ctx: BrokerTestContext;
let modal: ReturnType<typeof sandboxModal>;

beforeAll(async () => {
  ctx = await createBrokerTestApp();
  modal = sandboxModal(ctx.app);
});
afterAll(() => ctx.close());

const account = (user: Session) =>
  ctx.app.inject({ url: '/backend/api/broker/account/', headers: bearer(user.token.access) });
const startConnect = async (user: Session) => {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/broker/connect/',
    headers: bearer(user.token.access),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const confirmConnect = (user: Session, transactionId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/broker/connect/confirm/',
    headers: bearer(user.token.access),
    payload: { transaction_id: transactionId },
  });
const linkedRows = async (userId: number) =>
  ctx.database.db.select().from(brokerAccounts).where(eq(brokerAccounts.userId, userId));

describe('linking a broker account', () => {
  it('starts a guest CONNECT, then links the account the gateway reports', async () => {
    const user = await signIn(ctx.app);
    expect((await account(user)).json()).toEqual({ is_connected: false, broker: null });

    const start = await startConnect(user);
    expect(start).toEqual({
      transactionId: expect.stringMatching(/^TRX_[0-9a-f]{32}$/),
      expireAt: expect.any(String),
      auth_token: expect.any(String),
      gateway: 'tradecircle-sandbox',
    });
    expect(decodeJwt(start.auth_token)).toMatchObject({ guest: true });
    const [recorded] = await ctx.database.db
      .select()
      .from(brokerTransactions)
      .where(eq(brokerTransactions.transactionId, start.transactionId));
    expect(recorded).toMatchObject({
      userId: user.user_id,
      action: 'CONNECT',
      state: 'started',
      tradeId: null,
    });

    const early = await confirmConnect(user, start.transactionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The broker login is not finished yet');

    const ids = idsOf(start);
    await modal.open(ids);
    const login = await modal.login(ids, 'upstox', 'UPX1001');
    const authId = decodeJwt(login.json().response.smallcaseAuthToken).smallcaseAuthId;

    const confirmed = await confirmConnect(user, start.transactionId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ is_connected: true, broker: 'upstox' });
    expect(await linkedRows(user.user_id)).toEqual([
      expect.objectContaining({ brokerAuthId: authId, broker: 'upstox' }),
    ]);
    expect((await account(user)).json()).toEqual({ is_connected: true, broker: 'upstox' });

    const replay = await confirmConnect(user, start.transactionId);
    expect(replay.statusCode).toBe(200);
    expect(await linkedRows(user.user_id)).toHaveLength(1);
  });

  it('sends a linked user through the gateway with their own token; another login is user_mismatch', async () => {
    const user = await signIn(ctx.app);
    const authId = await linkBrokerAccount(ctx.app, user, 'KEEP01');
    const start = await startConnect(user);
    expect(decodeJwt(start.auth_token)).toMatchObject({ smallcaseAuthId: authId });
    const ids = idsOf(start);
    expect((await modal.open(ids)).json()).toMatchObject({ broker: 'kite', client_id: 'KEEP01' });
    expect((await modal.login(ids, 'kite', 'SWAP02')).json()).toEqual({ error: 'user_mismatch', code: 1001 });

    const refused = await confirmConnect(user, start.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You logged in with a different broker account than the one linked to TradeCircle',
    );
    expect(await linkedRows(user.user_id)).toEqual([expect.objectContaining({ brokerAuthId: authId })]);
  });

  it('never maps one broker account to two users', async () => {
    const first = await signIn(ctx.app);
    await linkBrokerAccount(ctx.app, first, 'SHARED9');
    const second = await signIn(ctx.app);
    const start = await startConnect(second);
    const ids = idsOf(start);
    await modal.open(ids);
    expect((await modal.login(ids, 'kite', 'shared9')).statusCode).toBe(200);
    const refused = await confirmConnect(second, start.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This broker account is already linked to another TradeCircle user');
    expect(await linkedRows(second.user_id)).toEqual([]);
  });

  it('reports a cancelled login and marks the transaction failed', async () => {
    const user = await signIn(ctx.app);
    const start = await startConnect(user);
    await modal.open(idsOf(start));
    await modal.cancel(idsOf(start), 'chooser');
    const refused = await confirmConnect(user, start.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The broker login was cancelled');
    const [recorded] = await ctx.database.db
      .select()
      .from(brokerTransactions)
      .where(eq(brokerTransactions.transactionId, start.transactionId));
    expect(recorded?.state).toBe('failed');
  });

  it("refuses someone else's transaction, malformed ids and visitors", async () => {
    const owner = await signIn(ctx.app);
    const other = await signIn(ctx.app);
    const start = await startConnect(owner);
    const before = (await ctx.database.db.select({ n: count() }).from(brokerAccounts))[0]!.n;
    const foreign = await confirmConnect(other, start.transactionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Transaction not found');
    const malformed = await confirmConnect(owner, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('transaction_id must be a gateway transaction id (TRX_...)');
    expect((await ctx.app.inject({ method: 'POST', url: '/backend/api/broker/connect/' })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ url: '/backend/api/broker/account/' })).statusCode).toBe(401);
    expect((await ctx.database.db.select({ n: count() }).from(brokerAccounts))[0]!.n).toBe(before);
  });

  it('tells the browser which gateway SDK to load', async () => {
    const answer = await ctx.app.inject({ url: '/backend/api/broker/gateway/' });
    expect(answer.json()).toEqual({
      provider: 'sandbox',
      gateway: 'tradecircle-sandbox',
      sdk_url: '/backend/sandbox/broker/scdk.js',
    });
  });
});

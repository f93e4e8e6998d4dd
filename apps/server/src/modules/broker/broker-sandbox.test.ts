import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrokerGatewayError } from '../../providers/broker/broker.provider.ts';
import { type GatewayCredentials, signGatewayAuthToken } from '../../providers/broker/gateway-client.ts';
import { createSmallcaseBrokerProvider } from '../../providers/broker/smallcase-broker.provider.ts';
import {
  type BrokerTestContext,
  createBrokerTestApp,
  type GatewayIds,
  sandboxModal,
  securityId,
} from './broker.fixtures.ts';

let ctx: BrokerTestContext;
let creds: GatewayCredentials;
let modal: ReturnType<typeof sandboxModal>;

beforeAll(async () => {
  ctx = await createBrokerTestApp();
  creds = ctx.broker.sandbox!.credentials;
  modal = sandboxModal(ctx.app);
});
afterAll(() => ctx.close());

const headers = async (authId: string | null = null) => ({
  'x-gateway-secret': creds.apiSecret,
  'x-gateway-authtoken': await signGatewayAuthToken(creds.secret, authId),
});
const create = (requestHeaders: Record<string, string>, payload: object, gatewayName = creds.gatewayName) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/sandbox/broker/gateway/${gatewayName}/transaction`,
    headers: requestHeaders,
    payload,
  });
const details = async (transactionId: string) =>
  ctx.app.inject({
    url: `/backend/sandbox/broker/v1/${creds.gatewayName}/engine/transactiondetails?transactionId=${transactionId}`,
    headers: await headers(),
  });
const itcOrder = (quantity = 10, type = 'BUY') => ({
  intent: 'TRANSACTION',
  orderConfig: { type: 'SECURITIES', securities: [{ ticker: 'ITC', quantity, type }] },
});

/** Creates a transaction with the sandbox secret and answers the ids the browser SDK would hold. */
async function startTransaction(payload: object, authId: string | null = null): Promise<GatewayIds> {
  const requestHeaders = await headers(authId);
  const answer = await create(requestHeaders, payload);
  expect(answer.statusCode).toBe(200);
  return {
    gateway: creds.gatewayName,
    transactionId: answer.json().data.transactionId,
    authToken: requestHeaders['x-gateway-authtoken'],
  };
}

/** A broker login mapped to a smallcaseAuthId through a guest CONNECT. */
async function connectedAuthId(clientId: string, broker = 'kite'): Promise<string> {
  const ids = await startTransaction({ intent: 'CONNECT' });
  await modal.open(ids);
  const login = await modal.login(ids, broker, clientId);
  expect(login.statusCode).toBe(200);
  expect(login.json().status).toBe('COMPLETED');
  return decodeJwt(login.json().response.smallcaseAuthToken).smallcaseAuthId as string;
}

describe('sandbox gateway: create a transaction', () => {
  it('answers TRX_ and 32 hex digits with an expiry 5 minutes out', async () => {
    const before = Date.now();
    const answer = await create(await headers(), { ...itcOrder(), notes: 'trade 1 ENTRY' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      success: true,
      errors: null,
      data: { transactionId: expect.stringMatching(/^TRX_[0-9a-f]{32}$/), expireAt: expect.any(String) },
    });
    const expiresIn = Date.parse(body.data.expireAt) - before;
    expect(expiresIn).toBeGreaterThan(4.9 * 60_000);
    expect(expiresIn).toBeLessThan(5.1 * 60_000);
  });

  it('refuses a missing or wrong x-gateway-secret', async () => {
    const { 'x-gateway-authtoken': token } = await headers();
    const attempts: Array<Record<string, string>> = [
      { 'x-gateway-authtoken': token },
      { 'x-gateway-secret': 'nope', 'x-gateway-authtoken': token },
    ];
    for (const requestHeaders of attempts) {
      const answer = await create(requestHeaders, itcOrder());
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        success: false,
        errors: ['Invalid or missing x-gateway-secret'],
        data: null,
      });
    }
  });

  it('refuses a missing token, one signed with another secret, an expired one and an unsigned one', async () => {
    const secret = { 'x-gateway-secret': creds.apiSecret };
    expect((await create(secret, itcOrder())).json().errors).toEqual(['Missing x-gateway-authtoken']);
    const foreign = await signGatewayAuthToken('another-partner-secret-of-enough-length', null);
    const expired = await new SignJWT({ guest: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(creds.secret));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ guest: true })}.`;
    for (const token of [foreign, expired, unsigned, 'not-a-jwt']) {
      const answer = await create({ ...secret, 'x-gateway-authtoken': token }, itcOrder());
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errors).toEqual(['invalid_jwt']);
    }
  });

  it('refuses a smallcaseAuthId it never mapped and a gateway name that is not ours', async () => {
    const unknownUser = await create(await headers('0123456789abcdef01234567'), itcOrder());
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json().errors).toEqual(['invalid_user_data']);
    const otherGateway = await create(await headers(), itcOrder(), 'someone-else');
    expect(otherGateway.statusCode).toBe(404);
    expect(otherGateway.json().errors).toEqual(['invalid_gateway']);
  });

  it.each([
    [{ intent: 'SIP_SETUP' }, 'intent must be TRANSACTION, CONNECT or HOLDINGS_IMPORT'],
    [{ intent: 'TRANSACTION' }, 'orderConfig is required for a TRANSACTION'],
    [
      {
        intent: 'TRANSACTION',
        orderConfig: {
          type: 'SECURITIES',
          securities: [
            { ticker: 'ITC', quantity: 1, type: 'BUY' },
            { ticker: 'TCS', type: 'SELL' },
          ],
        },
      },
      'orderConfig: quantity must be given for every security or for none',
    ],
    [
      {
        intent: 'TRANSACTION',
        orderConfig: { type: 'SECURITIES', securities: [{ ticker: 'ITC', quantity: -1 }] },
      },
      'orderConfig.securities.0.quantity: Too small: expected number to be >0',
    ],
    [
      {
        intent: 'TRANSACTION',
        orderConfig: {
          type: 'SECURITIES',
          securities: [
            { ticker: 'ITC', quantity: 1 },
            { ticker: 'TCS', quantity: 2 },
          ],
        },
      },
      null,
    ],
    [
      {
        intent: 'TRANSACTION',
        orderConfig: { type: 'SECURITIES', securities: [{ ticker: 'NOSUCH', quantity: 1, type: 'BUY' }] },
      },
      'Unknown NSE ticker: NOSUCH',
    ],
    [
      {
        intent: 'TRANSACTION',
        orderConfig: { type: 'SECURITIES', securities: [{ ticker: 'NIFTY', quantity: 1, type: 'BUY' }] },
      },
      'Unknown NSE ticker: NIFTY',
    ],
    [{ ...itcOrder(), notes: 'x'.repeat(257) }, 'notes must be at most 256 characters'],
  ])('validates %o', async (payload, error) => {
    const answer = await create(await headers(), payload);
    if (error === null) {
      expect(answer.statusCode).toBe(200);
      return;
    }
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, errors: [error], data: null });
  });
});

describe('sandbox gateway: transaction details', () => {
  it('reports a new transaction INITIALIZED with no response, and needs the headers too', async () => {
    const ids = await startTransaction(itcOrder());
    const answer = await details(ids.transactionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.transaction).toMatchObject({
      transactionId: ids.transactionId,
      intent: 'TRANSACTION',
      status: 'INITIALIZED',
      expired: false,
      error: { value: false, code: null, message: null },
      success: {},
    });
    const noSecret = await ctx.app.inject({
      url: `/backend/sandbox/broker/v1/${creds.gatewayName}/engine/transactiondetails?transactionId=${ids.transactionId}`,
    });
    expect(noSecret.statusCode).toBe(401);
    expect((await details('TRX_00000000000000000000000000000000')).statusCode).toBe(404);
  });

  it('expires a transaction nobody triggered within 5 minutes: transaction_expired, 1005', async () => {
    const ids = await startTransaction(itcOrder());
    ctx.clock.advance(5 * 60_000 + 1000);
    const answer = (await details(ids.transactionId)).json().data.transaction;
    expect(answer).toMatchObject({
      status: 'ERRORED',
      expired: true,
      error: { value: true, code: 1005, message: 'transaction_expired' },
    });
    const open = await modal.open(ids);
    expect(open.statusCode).toBe(410);
    expect(open.json()).toEqual({ error: 'transaction_expired', code: 1005 });
  });

  it('gives a triggered transaction 15 minutes in all to complete', async () => {
    const ids = await startTransaction(itcOrder());
    expect((await modal.open(ids)).statusCode).toBe(200);
    ctx.clock.advance(10 * 60_000);
    expect((await modal.login(ids, 'kite', 'ZX1001')).statusCode).toBe(200);
    ctx.clock.advance(5 * 60_000 + 1000);
    const confirm = await modal.confirm(ids);
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json()).toEqual({ error: 'transaction_expired', code: 1005 });
  });
});

describe('sandbox modal', () => {
  it('shows the order with its indicative live price and the brokers to choose from', async () => {
    const itc = await securityId(ctx.database.db, 'ITC');
    ctx.market.setPrice(itc, 211.02);
    const ids = await startTransaction(itcOrder(25, 'BUY'));
    const open = await modal.open(ids);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      intent: 'TRANSACTION',
      status: 'INITIALIZED',
      broker: null,
      client_id: null,
      market_open: true,
      orders: [{ ticker: 'ITC', exchange: 'NSE', quantity: 25, type: 'BUY', price: 211.02 }],
    });
    expect(open.json().brokers).toContainEqual({ id: 'kite', name: 'Zerodha Kite' });
  });

  it('cancelling in the broker chooser is user_cancelled 1010, after choosing one 1011', async () => {
    const inChooser = await startTransaction(itcOrder());
    await modal.open(inChooser);
    const first = await modal.cancel(inChooser, 'chooser');
    expect(first.json()).toEqual({ error: 'user_cancelled', code: 1010 });
    expect((await details(inChooser.transactionId)).json().data.transaction).toMatchObject({
      status: 'ERRORED',
      error: { value: true, code: 1010, message: 'user_cancelled' },
    });

    const atLogin = await startTransaction(itcOrder());
    await modal.open(atLogin);
    expect((await modal.cancel(atLogin, 'login')).json()).toEqual({ error: 'user_cancelled', code: 1011 });

    const atConfirm = await startTransaction(itcOrder());
    await modal.open(atConfirm);
    await modal.login(atConfirm, 'upstox', 'UP7781');
    expect((await modal.cancel(atConfirm, 'confirm')).json()).toEqual({
      error: 'user_cancelled',
      code: 1011,
    });
    expect((await modal.confirm(atConfirm)).json()).toEqual({ error: 'user_cancelled', code: 1011 });
  });

  it('fills at the live price on the tick grid and mints a connected smallcaseAuthToken', async () => {
    const itc = await securityId(ctx.database.db, 'ITC');
    ctx.market.setPrice(itc, 211.017);
    const ids = await startTransaction(itcOrder(10, 'BUY'));
    await modal.open(ids);
    const login = await modal.login(ids, 'kite', 'ab1234');
    expect(login.json()).toMatchObject({ status: 'USED', orders: [{ ticker: 'ITC', quantity: 10 }] });
    const confirm = await modal.confirm(ids);
    expect(confirm.statusCode).toBe(200);
    const { status, response } = confirm.json();
    expect(status).toBe('COMPLETED');
    expect(response).toMatchObject({ broker: 'kite', transactionId: ids.transactionId });
    expect(response.orderBatches).toHaveLength(1);
    expect(response.orderBatches[0]).toMatchObject({
      variety: 'regular',
      status: 'COMPLETED',
      quantity: 10,
      filled: 10,
      buyAmount: 2110.2,
      sellAmount: 0,
    });
    expect(response.orderBatches[0].orders[0]).toMatchObject({
      tradingsymbol: 'ITC',
      transactionType: 'BUY',
      quantity: 10,
      filledQuantity: 10,
      averagePrice: 211.02,
      status: 'COMPLETE',
    });
    const authId = decodeJwt(response.smallcaseAuthToken).smallcaseAuthId;
    expect(authId).toMatch(/^[0-9a-f]{24}$/);

    const read = (await details(ids.transactionId)).json().data.transaction;
    expect(read).toMatchObject({
      status: 'COMPLETED',
      authId,
      success: { orderBatches: response.orderBatches },
    });
    expect((await modal.confirm(ids)).statusCode).toBe(409);
  });

  it('refuses a mapped user who logs in with another broker account: user_mismatch 1001', async () => {
    const authId = await connectedAuthId('MAP001');
    const ids = await startTransaction(itcOrder(), authId);
    const open = await modal.open(ids);
    expect(open.json()).toMatchObject({ broker: 'kite', client_id: 'MAP001' });
    const login = await modal.login(ids, 'kite', 'OTHER01');
    expect(login.statusCode).toBe(409);
    expect(login.json()).toEqual({ error: 'user_mismatch', code: 1001 });
    expect((await details(ids.transactionId)).json().data.transaction).toMatchObject({
      status: 'ERRORED',
      error: { code: 1001, message: 'user_mismatch' },
    });

    const again = await startTransaction(itcOrder(), authId);
    await modal.open(again);
    expect((await modal.login(again, 'kite', 'map001')).json().status).toBe('USED');
  });

  it('places after-market orders outside market hours with amo, and refuses without it', async () => {
    ctx.market.setOpen(false);
    try {
      const amo = await startTransaction(itcOrder(3, 'SELL'));
      await modal.open(amo);
      expect((await modal.login(amo, 'kite', 'AMO01')).json().market_open).toBe(false);
      const placed = await modal.confirm(amo, true);
      expect(placed.statusCode).toBe(200);
      expect(placed.json().status).toBe('PROCESSING');
      expect(placed.json().response.orderBatches[0]).toMatchObject({
        variety: 'amo',
        status: 'UNFILLED',
        filled: 0,
      });
      expect(placed.json().response.orderBatches[0].orders[0]).toMatchObject({
        status: 'PLACED',
        quantity: 3,
      });
      expect((await details(amo.transactionId)).json().data.transaction.status).toBe('PROCESSING');

      const closed = await startTransaction(itcOrder());
      await modal.open(closed);
      await modal.login(closed, 'kite', 'AMO01');
      const refused = await modal.confirm(closed, false);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'market_closed', code: null });
      expect((await details(closed.transactionId)).json().data.transaction.status).toBe('ERRORED');
    } finally {
      ctx.market.setOpen(true);
    }
  });

  it('rejects orders beyond the account funds with the broker reason', async () => {
    const mrf = await securityId(ctx.database.db, 'RELIANCE');
    ctx.market.setPrice(mrf, 2415.3);
    const ids = await startTransaction({
      intent: 'TRANSACTION',
      orderConfig: { type: 'SECURITIES', securities: [{ ticker: 'RELIANCE', quantity: 5000, type: 'BUY' }] },
    });
    await modal.open(ids);
    await modal.login(ids, 'kite', 'RICH01');
    const confirm = await modal.confirm(ids);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().response.orderBatches[0]).toMatchObject({ status: 'ERROR', filled: 0 });
    expect(confirm.json().response.orderBatches[0].orders[0]).toMatchObject({
      status: 'REJECTED',
      errorCode: 'marginsExceeded',
      statusMessage: 'Insufficient funds: required ₹1,20,76,500.00, available ₹1,00,00,000.00',
    });
  });

  it('only answers the token and gateway the transaction was created with', async () => {
    const ids = await startTransaction(itcOrder());
    const otherUser = await connectedAuthId('STRANGER1');
    const foreignToken = await signGatewayAuthToken(creds.secret, otherUser);
    expect((await modal.open({ ...ids, authToken: foreignToken })).json()).toEqual({
      error: 'invalid_jwt',
      code: null,
    });
    expect((await modal.open({ ...ids, gateway: 'elsewhere' })).json()).toEqual({
      error: 'invalid_gateway',
      code: null,
    });
    expect((await modal.open({ ...ids, transactionId: 'TRX_0' })).statusCode).toBe(404);
    expect((await modal.login(ids, 'kite', '!')).json()).toEqual({ error: 'invalid_user_data', code: null });
  });

  it('serves the SDK shim and its stylesheet from the server', async () => {
    const script = await ctx.app.inject({ url: '/backend/sandbox/broker/scdk.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.scDK = scDK');
    const styles = await ctx.app.inject({ url: '/backend/sandbox/broker/scdk.css' });
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('the smallcase adapter against the sandbox HTTP face', () => {
  /** fetch that lands in the test app, so the real adapter's requests reach the sandbox routes. */
  const injectFetch: typeof fetch = async (input, init) => {
    const answer = await ctx.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(answer.body, { status: answer.statusCode });
  };

  it('creates a transaction and reads it back with the same protocol', async () => {
    const adapter = createSmallcaseBrokerProvider(creds, {
      apiBase: '/backend/sandbox/broker',
      fetchImpl: injectFetch,
    });
    expect(adapter.kind).toBe('smallcase');
    const created = await adapter.createTransaction({
      authId: null,
      intent: 'TRANSACTION',
      securities: [{ ticker: 'TCS', quantity: 2, type: 'SELL' }],
    });
    expect(created.transactionId).toMatch(/^TRX_[0-9a-f]{32}$/);
    expect(decodeJwt(created.authToken)).toMatchObject({ guest: true });
    const read = await adapter.transactionDetails(created.transactionId, null);
    expect(read).toEqual({
      transactionId: created.transactionId,
      intent: 'TRANSACTION',
      status: 'INITIALIZED',
      expired: false,
      error: null,
      response: null,
    });
  });

  it('surfaces the gateway refusal when the partner secrets are wrong', async () => {
    const adapter = createSmallcaseBrokerProvider(
      { ...creds, apiSecret: 'wrong' },
      { apiBase: '/backend/sandbox/broker', fetchImpl: injectFetch },
    );
    const attempt = adapter.createTransaction({ authId: null, intent: 'CONNECT' });
    await expect(attempt).rejects.toBeInstanceOf(BrokerGatewayError);
    await expect(attempt).rejects.toMatchObject({
      status: 401,
      message: 'Invalid or missing x-gateway-secret',
    });
  });
});

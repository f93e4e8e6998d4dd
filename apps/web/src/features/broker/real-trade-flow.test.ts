import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../../shared/api/session.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { connectBroker } from './connect-flow.ts';
import {
  GatewayError,
  type GatewayFactory,
  type GatewayOptions,
  type TransactionResponse,
} from './gateway-sdk.ts';
import { runRealTradeEntry, runRealTradeExit } from './real-trade-flow.ts';

const bridge = installTestBridge(() => storeValidLogin());

const TRX = 'TRX_0123456789abcdef0123456789abcdef';
const orderStart = {
  resp: { transactionId: TRX, expireAt: '2026-11-20T10:05:00.000Z' },
  auth_token: 'user.jwt.sig',
  gateway: 'tradecircle-sandbox',
};

function authToken(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2ln`;
}

const filled: TransactionResponse = {
  smallcaseAuthToken: authToken({ smallcaseAuthId: '66f0c0ffee0123456789abcd', iat: 1 }),
  broker: 'kite',
  transactionId: TRX,
  orderBatches: [
    {
      batchId: 'b47fb0123456789abcdef012',
      variety: 'regular',
      status: 'COMPLETED',
      orders: [
        {
          tradingsymbol: 'ITC',
          transactionType: 'SELL',
          quantity: 4,
          filledQuantity: 4,
          averagePrice: 211.02,
          status: 'COMPLETE',
        },
      ],
    },
  ],
};

/** A gateway that answers every transaction with `outcome`, recording how it was opened. */
function fakeGateway(outcome: () => Promise<TransactionResponse>) {
  const opened: Array<GatewayOptions & { transactionId: string }> = [];
  const openGateway: GatewayFactory = async (options) => ({
    triggerTransaction: async ({ transactionId }) => {
      opened.push({ ...options, transactionId });
      return outcome();
    },
  });
  return { openGateway, opened };
}

describe('runRealTradeEntry', () => {
  it('starts the order, opens the gateway with amo, and lets the server settle the trade', async () => {
    const fetchMock = mockApi({
      'GET /backend/api/order/trade-start/': () => json(200, orderStart),
      'POST /backend/api/order/confirm/': () =>
        json(200, {
          trade_id: 42,
          status: 'Active',
          entry_price: 211.02,
          trade_live_time: '2026-11-20T10:01:00.000Z',
          message: 'Trade is live',
        }),
    });
    const gateway = fakeGateway(async () => filled);
    const result = await runRealTradeEntry(42, gateway);

    expect(result).toEqual({
      ok: true,
      pending: false,
      state: expect.objectContaining({ status: 'Active', entry_price: 211.02 }),
    });
    expect(callsTo(fetchMock, 'GET', '/backend/api/order/trade-start/')[0]![0]).toBe(
      '/backend/api/order/trade-start/?trade_id=42',
    );
    expect(gateway.opened).toEqual([
      { gateway: 'tradecircle-sandbox', authToken: 'user.jwt.sig', amo: true, transactionId: TRX },
    ]);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/backend/api/order/confirm/')[0]![1])).toEqual({
      trade_id: 42,
      transaction_id: TRX,
    });
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')).toHaveLength(0);
  });

  it('reports an after-market order as pending and keeps the trade', async () => {
    const fetchMock = mockApi({
      'GET /backend/api/order/trade-start/': () => json(200, orderStart),
      'POST /backend/api/order/confirm/': () =>
        json(202, {
          trade_id: 42,
          status: 'Inactive',
          entry_price: 211,
          trade_live_time: null,
          message: 'placed',
        }),
    });
    const result = await runRealTradeEntry(
      42,
      fakeGateway(async () => filled),
    );
    expect(result).toMatchObject({ ok: true, pending: true });
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')).toHaveLength(0);
  });

  it.each([
    ['the user cancels in the gateway', 200, () => Promise.reject(new GatewayError('user_cancelled', 1010))],
    ['the order service refuses', 400, async () => filled],
  ])('deletes the trade silently when %s', async (_case, startStatus, outcome) => {
    const fetchMock = mockApi({
      'GET /backend/api/order/trade-start/': () =>
        startStatus === 200
          ? json(200, orderStart)
          : json(400, { message: 'Connect your broker account first' }),
      'POST /backend/api/trade/delete-trade/': () => json(200, { message: 'Trade deleted' }),
    });
    const gateway = fakeGateway(outcome);
    expect(await runRealTradeEntry(42, gateway)).toEqual({ ok: false });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')[0]![1])).toEqual({ id: 42 });
    expect(callsTo(fetchMock, 'POST', '/backend/api/order/confirm/')).toHaveLength(0);
    expect(bridge.notify).not.toHaveBeenCalled();
    expect(bridge.navigate).not.toHaveBeenCalled();
  });

  it('deletes the trade when the server refuses the fill, even if the server deleted it already', async () => {
    const fetchMock = mockApi({
      'GET /backend/api/order/trade-start/': () => json(200, orderStart),
      'POST /backend/api/order/confirm/': () =>
        json(409, { message: 'The broker did not fill the order: Insufficient funds' }),
      'POST /backend/api/trade/delete-trade/': () => json(404, { message: 'Trade not found' }),
    });
    expect(
      await runRealTradeEntry(
        42,
        fakeGateway(async () => filled),
      ),
    ).toEqual({ ok: false });
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')).toHaveLength(1);
    expect(bridge.notify).not.toHaveBeenCalled();
  });
});

describe('runRealTradeEntry when the page is left', () => {
  /** A gateway that answers only when the test says so. */
  function heldGateway() {
    let answer: (outcome: Promise<TransactionResponse>) => void = () => {};
    let markOpened: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      markOpened = resolve;
    });
    const openGateway: GatewayFactory = async () => ({
      triggerTransaction: () =>
        new Promise<TransactionResponse>((resolve, reject) => {
          answer = (outcome) => void outcome.then(resolve, reject);
          markOpened();
        }),
    });
    return { openGateway, opened, answer: (outcome: Promise<TransactionResponse>) => answer(outcome) };
  }

  it('deletes the trade with a keepalive request carrying the access token while the gateway is open', async () => {
    const fetchMock = mockApi({
      'GET /backend/api/order/trade-start/': () => json(200, orderStart),
      'POST /backend/api/trade/delete-trade/': () => json(200, { message: 'Trade deleted successfully' }),
    });
    const gateway = heldGateway();
    const flow = runRealTradeEntry(42, gateway);
    await gateway.opened;

    window.dispatchEvent(new Event('pagehide'));
    const [left] = callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/');
    expect(left![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(left![1].headers).get('Authorization')).toBe(`Bearer ${readSession().access}`);
    expect(bodyOf(left![1])).toEqual({ id: 42 });

    // The page survived after all (the gateway goes on): the flow ends as a failure would.
    gateway.answer(Promise.reject(new GatewayError('user_cancelled', 1010)));
    expect(await flow).toEqual({ ok: false });
    // Its listener is gone with the flow: leaving now sends nothing more.
    window.dispatchEvent(new Event('pagehide'));
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')).toHaveLength(2);
  });

  it('sends nothing once the access token has expired: the server removes the trade later', async () => {
    const fetchMock = mockApi({ 'GET /backend/api/order/trade-start/': () => json(200, orderStart) });
    const gateway = heldGateway();
    const flow = runRealTradeEntry(42, gateway);
    await gateway.opened;
    // Fifteen minutes in the gateway outlive an access token; the page has no time to renew it.
    writeSession({ access: '' });
    window.dispatchEvent(new Event('pagehide'));
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')).toHaveLength(0);
    storeValidLogin();
    gateway.answer(Promise.reject(new GatewayError('user_cancelled', 1010)));
    expect(await flow).toEqual({ ok: false });
  });

  it('keeps the trade once the gateway has answered: the order may be with the broker', async () => {
    let confirm: (response: Response) => void = () => {};
    const fetchMock = mockApi({ 'GET /backend/api/order/trade-start/': () => json(200, orderStart) });
    // The confirmation is still on its way when the page is left.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      input.startsWith('/backend/api/order/confirm/')
        ? new Promise<Response>((resolve) => {
            confirm = resolve;
          })
        : answer(input, init),
    );
    const flow = runRealTradeEntry(
      42,
      fakeGateway(async () => filled),
    );
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/backend/api/order/confirm/')).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/delete-trade/')).toHaveLength(0);
    confirm(
      json(200, {
        trade_id: 42,
        status: 'Active',
        entry_price: 211.02,
        trade_live_time: '2026-11-20T10:01:00.000Z',
        message: 'Trade is live',
      }),
    );
    expect(await flow).toMatchObject({ ok: true, pending: false });
  });
});

describe('runRealTradeExit', () => {
  it('sends the decoded gateway result as the trade-detail patch', async () => {
    const fetchMock = mockApi({
      'POST /backend/api/order/exit-order/': () => json(200, orderStart),
      'PATCH /backend/api/trade/trade-detail-patch/': () =>
        json(200, {
          trade_id: 42,
          status: 'Closed',
          exit_price: 211.02,
          closing_reason: 'stop_loss',
          trade_exit_type: true,
          trade_closing_time: '2026-11-20T10:09:00.000Z',
          message: 'Trade exited',
        }),
    });
    const gateway = fakeGateway(async () => filled);
    const result = await runRealTradeExit(42, 'APPLY_SL', gateway);

    expect(result).toMatchObject({
      ok: true,
      pending: false,
      state: { status: 'Closed', closing_reason: 'stop_loss' },
    });
    expect(callsTo(fetchMock, 'POST', '/backend/api/order/exit-order/')[0]![0]).toBe(
      '/backend/api/order/exit-order/?trade_id=42&order_type=market_order&trade_action=APPLY_SL',
    );
    expect(gateway.opened[0]).toMatchObject({ amo: true, transactionId: TRX });
    expect(bodyOf(callsTo(fetchMock, 'PATCH', '/backend/api/trade/trade-detail-patch/')[0]![1])).toEqual({
      trade_id: 42,
      transaction_id: TRX,
      batch_id: 'b47fb0123456789abcdef012',
      auth_id: '66f0c0ffee0123456789abcd',
      trade_action: 'APPLY_SL',
    });
  });

  it('returns the server refusal for a snackbar without signing out on 403', async () => {
    mockApi({
      'POST /backend/api/order/exit-order/': () =>
        json(409, { message: 'Apply SL is not available: the live price has not reached the stop loss' }),
    });
    expect(
      await runRealTradeExit(
        42,
        'APPLY_SL',
        fakeGateway(async () => filled),
      ),
    ).toEqual({
      ok: false,
      message: 'Apply SL is not available: the live price has not reached the stop loss',
    });
    mockApi({
      'POST /backend/api/order/exit-order/': () =>
        json(403, { message: 'Only the trade owner can place its broker orders' }),
    });
    expect(
      await runRealTradeExit(
        42,
        'EXIT',
        fakeGateway(async () => filled),
      ),
    ).toEqual({
      ok: false,
      message: 'Only the trade owner can place its broker orders',
    });
    expect(bridge.notify).not.toHaveBeenCalled();
    expect(bridge.navigate).not.toHaveBeenCalled();
  });

  it('turns a gateway rejection into a sentence and sends no patch', async () => {
    const fetchMock = mockApi({ 'POST /backend/api/order/exit-order/': () => json(200, orderStart) });
    const cancelled = Object.assign(new Error('user_cancelled'), { code: 1011 });
    expect(
      await runRealTradeExit(
        42,
        'EXIT',
        fakeGateway(() => Promise.reject(cancelled)),
      ),
    ).toEqual({
      ok: false,
      message: 'Cancelled in the broker window',
    });
    expect(
      await runRealTradeExit(
        42,
        'EXIT',
        fakeGateway(() => Promise.reject(new GatewayError('user_mismatch', 1001))),
      ),
    ).toEqual({
      ok: false,
      message: 'Log in with the broker account linked to TradeCircle',
    });
    expect(callsTo(fetchMock, 'PATCH', '/backend/api/trade/trade-detail-patch/')).toHaveLength(0);
  });

  it('refuses a gateway result without a batch or a smallcaseAuthId', async () => {
    mockApi({ 'POST /backend/api/order/exit-order/': () => json(200, orderStart) });
    const guest = { ...filled, smallcaseAuthToken: authToken({ guest: true }) };
    expect(
      await runRealTradeExit(
        42,
        'EXIT',
        fakeGateway(async () => guest),
      ),
    ).toEqual({
      ok: false,
      message: 'The broker did not return the order result',
    });
  });
});

describe('connectBroker', () => {
  it('runs a CONNECT transaction without amo and answers the linked account', async () => {
    const fetchMock = mockApi({
      'POST /backend/api/broker/connect/': () =>
        json(200, {
          transactionId: TRX,
          expireAt: '2026-11-20T10:05:00.000Z',
          auth_token: 'guest.jwt.sig',
          gateway: 'tradecircle-sandbox',
        }),
      'POST /backend/api/broker/connect/confirm/': () => json(200, { is_connected: true, broker: 'kite' }),
    });
    const gateway = fakeGateway(async () => ({
      smallcaseAuthToken: filled.smallcaseAuthToken,
      broker: 'kite',
      transactionId: TRX,
    }));
    expect(await connectBroker(gateway)).toEqual({
      ok: true,
      account: { is_connected: true, broker: 'kite' },
    });
    expect(gateway.opened).toEqual([
      { gateway: 'tradecircle-sandbox', authToken: 'guest.jwt.sig', amo: false, transactionId: TRX },
    ]);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/backend/api/broker/connect/confirm/')[0]![1])).toEqual({
      transaction_id: TRX,
    });
  });

  it("answers the server's refusal", async () => {
    mockApi({
      'POST /backend/api/broker/connect/': () =>
        json(200, {
          transactionId: TRX,
          expireAt: '',
          auth_token: 'guest.jwt.sig',
          gateway: 'tradecircle-sandbox',
        }),
      'POST /backend/api/broker/connect/confirm/': () =>
        json(409, { message: 'This broker account is already linked to another TradeCircle user' }),
    });
    expect(await connectBroker(fakeGateway(async () => filled))).toEqual({
      ok: false,
      message: 'This broker account is already linked to another TradeCircle user',
    });
  });
});

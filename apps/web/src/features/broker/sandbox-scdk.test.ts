/**
 * The server's sandbox scdk.js shim is a browser script, so its test runs here, with the DOM: the
 * modal's steps against a stand-in for the sandbox gateway's shim API.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import source from '../../../../server/src/sandboxes/broker/assets/scdk.js?raw';
import kit from '../../../../server/src/sandboxes/shared/assets/shim-kit.js?raw';

type ScDk = new (
  options: object,
) => {
  triggerTransaction(request: object): Promise<{ transactionId: string }>;
};
type Answer = [number, object];
type Step = 'session' | 'login' | 'confirm' | 'cancel';

const brokers = [
  { id: 'kite', name: 'Zerodha Kite' },
  { id: 'upstox', name: 'Upstox' },
];
const response = { smallcaseAuthToken: 'a.b.c', broker: 'kite', transactionId: 'TRX_1', orderBatches: [] };
const session = (overrides: object = {}) => ({
  intent: 'TRANSACTION',
  status: 'INITIALIZED',
  broker: null,
  client_id: null,
  brokers,
  orders: [{ ticker: 'ITC', exchange: 'NSE', quantity: 10, type: 'BUY', price: 211.02 }],
  market_open: true,
  ...overrides,
});
const defaults: Record<Step, (body: Record<string, unknown>) => Answer> = {
  session: () => [200, session()],
  login: () => [200, { status: 'USED', response: null, orders: session().orders, market_open: true }],
  confirm: () => [200, { status: 'COMPLETED', response }],
  cancel: (body) => [200, { error: 'user_cancelled', code: body.stage === 'chooser' ? 1010 : 1011 }],
};

/** Stands in for the sandbox gateway's shim API; records every call. */
function fakeGateway(overrides: Partial<typeof defaults> = {}) {
  const calls: Array<{ step: Step; body: Record<string, unknown> }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const step = url.split('/shim/')[1] as Step;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ step, body });
    const [status, answer] = (overrides[step] ?? defaults[step])(body);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const titleOf = () => dialog()?.querySelector('h2')?.textContent;
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === name);
async function waitForTitle(title: string) {
  await vi.waitFor(() => expect(titleOf()).toBe(title));
}
async function click(name: string) {
  await vi.waitFor(() => expect(button(name)?.disabled).toBe(false));
  button(name)!.click();
}
const open = (config: object = { amo: true }) =>
  new (window as unknown as { scDK: ScDk }).scDK({
    gateway: 'tradecircle-sandbox',
    smallcaseAuthToken: 'jwt',
    config,
  });

beforeAll(() => {
  // Runs the script in this window, as a <script src> would: the server serves the shared shim kit
  // and then the shim, in one function (sandboxes/shared/shim-assets.ts).
  new Function(`${kit}\n${source}`)();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('sandbox scdk.js', () => {
  it('walks the chooser, the broker login and the order confirmation, then resolves the response', async () => {
    const calls = fakeGateway();
    const result = open().triggerTransaction({ transactionId: 'TRX_1' });

    await waitForTitle('Choose your broker');
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    await click('Zerodha Kite');
    await waitForTitle('Log in to Zerodha Kite');
    const input = dialog()!.querySelector('input')!;
    input.value = 'ab1234';
    await click('Log in');
    await waitForTitle('Confirm your order');
    const cells = [...dialog()!.querySelectorAll('tbody tr > *')].map((cell) => cell.textContent);
    expect(cells).toEqual(['ITC', '10', 'BUY', '₹211.02']);
    await click('Confirm');

    await expect(result).resolves.toEqual(response);
    expect(dialog()).toBeNull();
    expect(calls.map((call) => call.step)).toEqual(['session', 'login', 'confirm']);
    expect(calls[0]!.body).toEqual({
      gateway: 'tradecircle-sandbox',
      transactionId: 'TRX_1',
      authToken: 'jwt',
    });
    expect(calls[1]!.body).toMatchObject({ broker: 'kite', clientId: 'ab1234' });
    expect(calls[2]!.body).toMatchObject({ amo: true });
  });

  it('rejects user_cancelled 1010 when the chooser is cancelled, 1011 on Escape at the login', async () => {
    const calls = fakeGateway();
    const inChooser = open().triggerTransaction({ transactionId: 'TRX_1' });
    await waitForTitle('Choose your broker');
    await click('Cancel');
    await expect(inChooser).rejects.toMatchObject({ message: 'user_cancelled', code: 1010 });
    expect(calls.at(-1)).toEqual({ step: 'cancel', body: expect.objectContaining({ stage: 'chooser' }) });

    const atLogin = open().triggerTransaction({ transactionId: 'TRX_2' });
    await waitForTitle('Choose your broker');
    await click('Upstox');
    await waitForTitle('Log in to Upstox');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(atLogin).rejects.toMatchObject({ message: 'user_cancelled', code: 1011 });
    expect(dialog()).toBeNull();
  });

  it('goes straight to the linked broker with the client id filled in, and rejects user_mismatch 1001', async () => {
    fakeGateway({
      session: () => [200, session({ broker: 'kite', client_id: 'AB1234' })],
      login: () => [409, { error: 'user_mismatch', code: 1001 }],
    });
    const result = open().triggerTransaction({ transactionId: 'TRX_1' });
    await waitForTitle('Log in to Zerodha Kite');
    expect(dialog()!.querySelector('input')!.value).toBe('AB1234');
    dialog()!.querySelector('input')!.value = 'ZZ9999';
    await click('Log in');
    await expect(result).rejects.toMatchObject({ message: 'user_mismatch', code: 1001 });
  });

  it('asks again for a malformed client id without calling the gateway', async () => {
    const calls = fakeGateway({ session: () => [200, session({ intent: 'CONNECT', orders: [] })] });
    const result = open().triggerTransaction({ transactionId: 'TRX_1' });
    await waitForTitle('Choose your broker');
    await click('Upstox');
    await waitForTitle('Log in to Upstox');
    dialog()!.querySelector('input')!.value = '!';
    await click('Log in');
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe(
      'Enter your client ID (2 to 20 letters or digits)',
    );
    expect(calls.map((call) => call.step)).toEqual(['session']);
    await click('Cancel');
    await expect(result).rejects.toMatchObject({ code: 1011 });
  });

  it('rejects with the gateway error when the transaction has expired', async () => {
    fakeGateway({ session: () => [410, { error: 'transaction_expired', code: 1005 }] });
    await expect(open().triggerTransaction({ transactionId: 'TRX_1' })).rejects.toMatchObject({
      message: 'transaction_expired',
      code: 1005,
    });
    expect(dialog()).toBeNull();
  });

  it('tells the user about an after-market order when the market is closed', async () => {
    fakeGateway({
      session: () => [200, session({ broker: 'kite', client_id: 'AB1234' })],
      login: () => [200, { status: 'USED', response: null, orders: session().orders, market_open: false }],
    });
    const result = open({ amo: true }).triggerTransaction({ transactionId: 'TRX_1' });
    await waitForTitle('Log in to Zerodha Kite');
    await click('Log in');
    await waitForTitle('Confirm your order');
    expect(dialog()!.textContent).toContain(
      'The market is closed: the order will be placed as an after-market order (AMO).',
    );
    await click('Confirm');
    await expect(result).resolves.toEqual(response);
  });

  it('refuses a call without a transaction id or token, and a second one while the first is open', async () => {
    fakeGateway();
    const gateway = open();
    await expect(gateway.triggerTransaction({})).rejects.toMatchObject({ message: 'invalid_transactionId' });
    const noToken = new (window as unknown as { scDK: ScDk }).scDK({ gateway: 'tradecircle-sandbox' });
    await expect(noToken.triggerTransaction({ transactionId: 'TRX_1' })).rejects.toMatchObject({
      message: 'invalid_jwt',
    });
    const first = gateway.triggerTransaction({ transactionId: 'TRX_1' });
    await expect(gateway.triggerTransaction({ transactionId: 'TRX_2' })).rejects.toMatchObject({
      message: 'transaction_in_process',
    });
    await waitForTitle('Choose your broker');
    await click('Cancel');
    await expect(first).rejects.toMatchObject({ code: 1010 });
  });
});

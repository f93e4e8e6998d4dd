import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi } from '../../test-render.tsx';
import {
  GatewayError,
  loadGatewayScript,
  openGateway,
  resetGatewaySdk,
  toGatewayError,
} from './gateway-sdk.ts';

installTestBridge();

// Before as well as after: files share a worker, and another file's flow may have left an SDK behind.
function forgetGatewaySdk() {
  delete window.scDK;
  resetGatewaySdk();
  for (const script of document.head.querySelectorAll('script')) script.remove();
}
beforeEach(forgetGatewaySdk);
afterEach(forgetGatewaySdk);

const scripts = (src: string) =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src.endsWith(src));

class FakeScDk {
  static made: unknown[] = [];
  constructor(options: unknown) {
    FakeScDk.made.push(options);
  }
  triggerTransaction() {
    return Promise.resolve({ smallcaseAuthToken: 'x', broker: 'kite', transactionId: 'TRX_1' });
  }
}

describe('loadGatewayScript', () => {
  it('adds the script once and resolves when it defines window.scDK', async () => {
    const first = loadGatewayScript('/backend/sandbox/broker/scdk.js');
    const second = loadGatewayScript('/backend/sandbox/broker/scdk.js');
    expect(scripts('/backend/sandbox/broker/scdk.js')).toHaveLength(1);
    window.scDK = FakeScDk;
    scripts('/backend/sandbox/broker/scdk.js')[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects with init_sdk when the script fails, and tries again next time', async () => {
    const failing = loadGatewayScript('https://gateway.smallcase.com/scdk/2.0.0/scdk.js');
    scripts('scdk/2.0.0/scdk.js')[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toMatchObject({ name: 'GatewayError', message: 'init_sdk' });
    expect(scripts('scdk/2.0.0/scdk.js')).toHaveLength(0);
    void loadGatewayScript('https://gateway.smallcase.com/scdk/2.0.0/scdk.js').catch(() => undefined);
    expect(scripts('scdk/2.0.0/scdk.js')).toHaveLength(1);
  });

  it('rejects when the script loads but defines no scDK', async () => {
    const loading = loadGatewayScript('/other.js');
    scripts('/other.js')[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('openGateway', () => {
  it('constructs scDK with the gateway, the token and amo, reading the gateway config once', async () => {
    FakeScDk.made = [];
    window.scDK = FakeScDk;
    const fetchMock = mockApi({
      'GET /backend/api/broker/gateway/': () =>
        json(200, {
          provider: 'sandbox',
          gateway: 'tradecircle-sandbox',
          sdk_url: '/backend/sandbox/broker/scdk.js',
        }),
    });
    const gateway = await openGateway({ gateway: 'tradecircle-sandbox', authToken: 'jwt', amo: true });
    await openGateway({ gateway: 'tradecircle-sandbox', authToken: 'jwt2', amo: false });
    expect(gateway).toBeInstanceOf(FakeScDk);
    expect(FakeScDk.made).toEqual([
      { gateway: 'tradecircle-sandbox', smallcaseAuthToken: 'jwt', config: { amo: true } },
      { gateway: 'tradecircle-sandbox', smallcaseAuthToken: 'jwt2', config: { amo: false } },
    ]);
    expect(callsTo(fetchMock, 'GET', '/backend/api/broker/gateway/')).toHaveLength(1);
  });
});

describe('toGatewayError', () => {
  it("keeps the SDK's error string and numeric code", () => {
    const rejected = Object.assign(new Error('user_cancelled'), { code: 1010 });
    expect(toGatewayError(rejected)).toMatchObject({ message: 'user_cancelled', code: 1010 });
    expect(toGatewayError('transaction_expired')).toMatchObject({
      message: 'transaction_expired',
      code: null,
    });
  });
});

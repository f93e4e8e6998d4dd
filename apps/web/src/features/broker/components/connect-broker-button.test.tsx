import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { resetGatewaySdk } from '../gateway-sdk.ts';
import { ConnectBrokerButton } from './connect-broker-button.tsx';

const bridge = installTestBridge(() => storeValidLogin());

afterEach(() => {
  delete window.scDK;
  resetGatewaySdk();
});

const TRX = 'TRX_0123456789abcdef0123456789abcdef';
const gatewayConfig = () =>
  json(200, {
    provider: 'sandbox',
    gateway: 'tradecircle-sandbox',
    sdk_url: '/backend/sandbox/broker/scdk.js',
  });

/** The page's scDK: records what it was opened with and answers like the gateway's broker login. */
function installScDk(outcome: () => Promise<unknown>) {
  const opened: unknown[] = [];
  window.scDK = class {
    constructor(private readonly options: object) {}
    triggerTransaction(request: object) {
      opened.push({ ...this.options, ...request });
      return outcome() as never;
    }
  };
  return opened;
}

describe('ConnectBrokerButton', () => {
  it('links a broker account through the gateway and then shows it', async () => {
    let linked = false;
    mockApi({
      'GET /backend/api/broker/account/': () =>
        json(200, { is_connected: linked, broker: linked ? 'kite' : null }),
      'GET /backend/api/broker/gateway/': gatewayConfig,
      'POST /backend/api/broker/connect/': () =>
        json(200, {
          transactionId: TRX,
          expireAt: '',
          auth_token: 'guest.jwt.sig',
          gateway: 'tradecircle-sandbox',
        }),
      'POST /backend/api/broker/connect/confirm/': () => {
        linked = true;
        return json(200, { is_connected: true, broker: 'kite' });
      },
    });
    const opened = installScDk(async () => ({
      smallcaseAuthToken: 'a.b.c',
      broker: 'kite',
      transactionId: TRX,
    }));
    renderAt('/profile', { '/profile': <ConnectBrokerButton /> });

    fireEvent.click(await screen.findByRole('button', { name: 'Connect broker' }));
    expect(await screen.findByText('Broker: Zerodha Kite')).toBeTruthy();
    expect(opened).toEqual([
      {
        gateway: 'tradecircle-sandbox',
        smallcaseAuthToken: 'guest.jwt.sig',
        config: { amo: false },
        transactionId: TRX,
      },
    ]);
    expect(bridge.notify).toHaveBeenCalledWith('Broker account connected', 'success', undefined);
  });

  it('says why when the login is cancelled, and stays unconnected', async () => {
    mockApi({
      'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
      'GET /backend/api/broker/gateway/': gatewayConfig,
      'POST /backend/api/broker/connect/': () =>
        json(200, {
          transactionId: TRX,
          expireAt: '',
          auth_token: 'guest.jwt.sig',
          gateway: 'tradecircle-sandbox',
        }),
    });
    installScDk(() => Promise.reject(Object.assign(new Error('user_cancelled'), { code: 1010 })));
    renderAt('/profile', { '/profile': <ConnectBrokerButton /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect broker' }));
    await screen.findByRole('button', { name: 'Connect broker' });
    await expect
      .poll(() => bridge.notify.mock.calls)
      .toEqual([['Cancelled in the broker window', 'error', undefined]]);
  });

  it('shows nothing to a visitor', () => {
    localStorage.clear();
    const fetchMock = mockApi({});
    renderAt('/profile', { '/profile': <ConnectBrokerButton /> });
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type TradingOverview, TradingOverviewSchema } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import {
  type ApiHandler,
  callsTo,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { makeTrade } from '../../trades/testing.ts';
import { TradingPage } from './trading-page.tsx';

const PATHS = { trading: '/backend/api/broker/trading/', account: '/backend/api/broker/account/' } as const;

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

const held = makeTrade({
  id: 11,
  is_real: true,
  status: 'Active',
  security_symbol: 'TCS',
  security_name: 'Tata Consultancy',
});
const waiting = makeTrade({
  id: 12,
  is_real: true,
  status: 'Inactive',
  security_symbol: 'INFY',
  security_name: 'Infosys',
});

function overview(overrides: Partial<TradingOverview> = {}): TradingOverview {
  return TradingOverviewSchema.parse({
    account: { is_connected: true, broker: 'kite', linked_at: '2026-11-02T10:00:00.000Z' },
    positions: [held],
    awaiting: [waiting],
    closed: [],
    orders: [
      {
        transaction_id: 'TRX_1',
        trade_id: 11,
        action: 'ENTRY',
        state: 'completed',
        symbol: 'TCS',
        exchange: 'NSE',
        side: 'BUY',
        quantity: 4,
        filled_quantity: 4,
        average_price: 3101.2,
        order_status: 'COMPLETE',
        variety: 'regular',
        message: null,
        created: '2026-11-30T04:00:00.000Z',
        completed: '2026-11-30T04:00:05.000Z',
      },
      {
        transaction_id: 'TRX_2',
        trade_id: 12,
        action: 'ENTRY',
        state: 'started',
        symbol: null,
        exchange: null,
        side: null,
        quantity: null,
        filled_quantity: null,
        average_price: null,
        order_status: null,
        variety: null,
        message: null,
        created: '2026-11-30T05:00:00.000Z',
        completed: null,
      },
    ],
    summary: {
      open_positions: 1,
      invested: 12000,
      current_value: 12404.8,
      unrealised_pl: 404.8,
      unrealised_pl_net: 356.1,
      realised_pl: -250.5,
      realised_pl_net: -398.25,
      closed_count: 3,
    },
    ...overrides,
  });
}

function answer(routes: Record<string, ApiHandler> = {}) {
  return mockApi({ [`GET ${PATHS.trading}`]: () => json(200, overview()), ...routes });
}

/** The snackbar's messages so far, each as [text, tone]. */
const notified = () => bridge.notify.mock.calls.map(([text, tone]) => [text, tone]);

const open = () => renderAt('/trading', { '/trading': <TradingPage /> });

describe('TradingPage', { timeout: 20_000 }, () => {
  it('shows the link, the totals and the positions, then the other tabs', async () => {
    answer();
    open();
    expect(await screen.findByText('Connected to Zerodha Kite')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Trading totals' });
    expect(within(within(totals).getByRole('group', { name: 'Open positions' })).getByText('1')).toBeTruthy();
    expect(within(totals).getByText('+₹404.80')).toBeTruthy();
    expect(within(totals).getByText('-₹250.50')).toBeTruthy();
    expect(within(totals).getByText('Realised P&L (3 closed)')).toBeTruthy();
    expect(within(totals).getByText('Net +₹356.10 after charges')).toBeTruthy();
    expect(within(totals).getByText('Net -₹398.25 after charges')).toBeTruthy();
    const positions = screen.getByRole('list', { name: 'Positions' });
    expect(within(positions).getByText(/TCS/)).toBeTruthy();
    expect(within(positions).queryByText(/INFY/)).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Awaiting broker (1)' }));
    expect(within(screen.getByRole('list', { name: 'Awaiting broker' })).getByText(/INFY/)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Orders (2)' }));
    const orders = within(screen.getByRole('list', { name: 'Broker orders' })).getAllByRole('listitem');
    expect(orders).toHaveLength(2);
    expect(within(orders[0]!).getByText('Filled')).toBeTruthy();
    expect(within(orders[0]!).getByText('Buy 4/4')).toBeTruthy();
    // A transaction the gateway has not described yet names its trade's security from the page.
    expect(within(orders[1]!).getByText('INFY')).toBeTruthy();
    expect(within(orders[1]!).getByText('Started')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Closed (0)' }));
    expect(screen.getByText('No closed real trades yet.')).toBeTruthy();
  });

  it('offers Connect when no broker is linked, with empty lists', async () => {
    answer({
      [`GET ${PATHS.trading}`]: () =>
        json(
          200,
          overview({
            account: { is_connected: false, broker: null, linked_at: null },
            positions: [],
            awaiting: [],
            orders: [],
          }),
        ),
    });
    open();
    expect(await screen.findByText('No broker connected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect broker' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Trade' })).toBeNull();
    expect(screen.getByText(/No open positions/)).toBeTruthy();
  });

  it('disconnects after a confirmation, and shows the server’s refusal when a real trade is open', async () => {
    let refuse = true;
    const fetchMock = answer({
      [`DELETE ${PATHS.account}`]: () =>
        refuse
          ? json(409, { message: 'Exit your open real trades before you disconnect your broker' })
          : json(200, { is_connected: false, broker: null, message: 'Your broker account is disconnected' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect your broker?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', PATHS.account)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(notified()).toContainEqual([
        'Exit your open real trades before you disconnect your broker',
        'error',
      ]),
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(notified()).toContainEqual(['Your broker account is disconnected', 'success']),
    );
    expect(callsTo(fetchMock, 'DELETE', PATHS.account)).toHaveLength(2);
  });

  it('says so when the section cannot be read, and reads it again on Retry', async () => {
    let fail = true;
    answer({ [`GET ${PATHS.trading}`]: () => (fail ? json(500, {}) : json(200, overview())) });
    open();
    expect(await screen.findByText('Your trading section could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Connected to Zerodha Kite')).toBeTruthy();
  });
});

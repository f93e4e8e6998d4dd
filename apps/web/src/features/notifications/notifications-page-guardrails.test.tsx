import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PriceAlert } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { NOTIFICATIONS_HEADING, NotificationsPage } from './notifications-page.tsx';
import { makeNotification } from './test-fixtures.ts';

const MINE = '/backend/api/my-notifications/42';
const ALERTS_API = '/backend/api/price-alerts/';

installTestBridge(() => storeValidLogin({ userId: '42' }));

const copyStopped = makeNotification(2, {
  notification_type: 'copy_stopped',
  notification_text:
    "Copying stopped: your copies of Stop Expert's calls fell 1.4% (₹700.00) from their peak, past your copy stop of 1%",
  follower_name: 'Stop Expert',
  user_id: 7,
  trade: null,
  read: true,
});
const priceAlert = makeNotification(1, {
  notification_type: 'price_alert',
  notification_text: 'RELIANCE is at ₹2,501.50, at or above your alert of ₹2,500.00',
  action_time: '2026-12-01T05:00:00.000Z',
  follower_name: 'Asha Investor',
  user_id: 42,
  trade: null,
  read: true,
});

const fired = (id: number, exchange: string, triggeredAt: string): PriceAlert => ({
  id,
  security: { id: 30 + id, symbol: 'RELIANCE', name: 'Reliance Industries', exchange },
  condition: 'above',
  price: 2500,
  live_price: 2501.5,
  status: 'triggered',
  created_at: '2026-12-01T04:00:00.000Z',
  triggered_at: triggeredAt,
  triggered_price: 2501.5,
});

function renderPage() {
  mockApi({
    [`GET ${MINE}`]: () => json(200, { total_unread_count: 0, results: [copyStopped, priceAlert], count: 2 }),
    // Two fired alerts on RELIANCE: the BSE one fired with this notification, the NSE one an hour before.
    [`GET ${ALERTS_API}`]: () =>
      json(200, [fired(1, 'NSE', '2026-12-01T04:00:00.000Z'), fired(2, 'BSE', '2026-12-01T05:00:00.000Z')]),
  });
  return renderAt('/notifications', { '/notifications': <NotificationsPage /> });
}

const item = (name: RegExp) =>
  within(screen.getByRole('list', { name: NOTIFICATIONS_HEADING })).getByRole('button', { name });

describe('copy guardrail and price alert notifications', { timeout: 30_000 }, () => {
  it('shows each with its text and the icon of its kind rather than a person', async () => {
    renderPage();
    const stopped = await screen.findByRole('button', {
      name: /^Copying stopped: your copies of Stop Expert/,
    });
    expect(within(stopped).getByRole('img', { name: 'Copy stop' })).toBeTruthy();
    expect(within(stopped).queryByText('SE')).toBeNull();
    const alert = item(/^RELIANCE is at ₹2,501.50/);
    expect(within(alert).getByRole('img', { name: 'Price alert' })).toBeTruthy();
  });

  it('opens the copy guardrails from a tripped copy stop', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Copying stopped/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/copy-guardrails'));
  });

  it('opens the security of the alert that fired, on its exchange', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^RELIANCE is at/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/RELIANCE-BSE'));
    expect(router.state.location.search).toBe('?tab=0');
  });

  it('opens the alerts list when the alert is gone', async () => {
    const fetchMock = mockApi({
      [`GET ${MINE}`]: () => json(200, { total_unread_count: 0, results: [priceAlert], count: 1 }),
      [`GET ${ALERTS_API}`]: () => json(200, []),
    });
    const router = renderAt('/notifications', { '/notifications': <NotificationsPage /> });
    fireEvent.click(await screen.findByRole('button', { name: /^RELIANCE is at/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/copy-guardrails'));
    expect(callsTo(fetchMock, 'GET', ALERTS_API)).toHaveLength(1);
  });
});

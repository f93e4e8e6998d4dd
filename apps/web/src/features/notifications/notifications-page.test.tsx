import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TradeDetail } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { FakeWebSocket, installFakeLivePriceClient } from '../market/fake-web-socket.ts';
import { setLivePriceClient } from '../market/live-price-client.ts';
import { makeTrade, makeTradeDetail } from '../trades/components/trade-fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';
import {
  MARK_ALL_READ_LABEL,
  NO_NOTIFICATIONS_TEXT,
  NOTIFICATIONS_FAILED,
  NOTIFICATIONS_HEADING,
  NotificationsPage,
  SHOW_MORE_LABEL,
} from './notifications-page.tsx';
import { makeFrame, makeList, makeNotification } from './test-fixtures.ts';

const MINE = '/backend/api/my-notifications/42';
const MARK_ALL = '/backend/api/mark-all-read/42/';

installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient({ token: () => 'access-42', debounceMs: 0 });
});
afterEach(() => setLivePriceClient(null));

/** The page with the top bar's bell beside it, as the app shows them. */
function renderPage() {
  return renderAt('/notifications', {
    '/notifications': (
      <>
        <NotificationBell />
        <NotificationsPage />
      </>
    ),
  });
}

const detailCountOf = (input: string | undefined) =>
  new URL(`http://x${input}`).searchParams.get('detail_count');
/** `hidden`: also while a dialog hides the page from assistive technology. */
const items = (hidden = false) =>
  within(screen.getByRole('list', { name: NOTIFICATIONS_HEADING, hidden })).getAllByRole('button', {
    hidden,
  });
const unreadItems = (hidden = false) => items(hidden).filter((item) => item.dataset.unread === 'true');

describe('NotificationsPage', { timeout: 30_000 }, () => {
  it('lists the newest 10 with the unread ones marked, and shows 10 more per Show more', async () => {
    const fetchMock = mockApi({
      [`GET ${MINE}`]: (init) => {
        void init;
        const last = fetchMock.mock.calls.at(-1)?.[0];
        return json(200, makeList(25, Number(detailCountOf(last)), 3));
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: NOTIFICATIONS_HEADING })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(unreadItems()).toHaveLength(3);
    expect(unreadItems()[0]?.getAttribute('aria-label')).toMatch(/^Unread: /);
    expect(items()[0]?.textContent).toContain('(25)');
    // The bell and the page share the first page: one call.
    expect(callsTo(fetchMock, 'GET', MINE)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: SHOW_MORE_LABEL }));
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(detailCountOf(callsTo(fetchMock, 'GET', MINE).at(-1)?.[0])).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: SHOW_MORE_LABEL }));
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(detailCountOf(callsTo(fetchMock, 'GET', MINE).at(-1)?.[0])).toBe('30');
    expect(screen.queryByRole('button', { name: SHOW_MORE_LABEL })).toBeNull();
  });

  it('marks all as read: items, badge and button at once', async () => {
    const fetchMock = mockApi({
      [`GET ${MINE}`]: () => json(200, makeList(4, 10, 2)),
      [`POST ${MARK_ALL}`]: () =>
        json(200, { message: 'All notifications marked as read', total_unread_count: 0 }),
    });
    renderPage();
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(unreadItems()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: MARK_ALL_READ_LABEL }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(unreadItems()).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', MARK_ALL)).toHaveLength(1);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: MARK_ALL_READ_LABEL }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('puts a pushed notification on top of the page, unread', async () => {
    mockApi({ [`GET ${MINE}`]: () => json(200, makeList(2, 10, 0)) });
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    const pushed = makeNotification(3, { notification_text: 'Asha Expert commented on your trade' });
    act(() => socket.receive(makeFrame(pushed, 1)));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[0]?.getAttribute('aria-label')).toBe('Unread: Asha Expert commented on your trade');
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('opening one marks it read and shows its trade in the trade dialog', async () => {
    const trade: TradeDetail = makeTradeDetail(makeTrade({ id: 302 }));
    const fetchMock = mockApi({
      [`GET ${MINE}`]: () => json(200, makeList(2, 10, 2)),
      'POST /backend/api/read-notification/2': () =>
        json(200, { message: 'Notification marked as read', total_unread_count: 1 }),
      'GET /backend/api/trade/user-trade-detail/302/': () => json(200, trade),
    });
    renderPage();
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    fireEvent.click(items()[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Trade Details' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread', hidden: true })).toBeTruthy();
    expect(unreadItems(true)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/backend/api/read-notification/2')).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/backend/api/trade/user-trade-detail/302/')).toHaveLength(1),
    );
  });

  it("opens a new follower's profile, and reads an already read one without a call", async () => {
    const follower = makeNotification(1, {
      notification_type: 'following_you',
      notification_text: 'Ravi Reader is following you',
      follower_name: 'Ravi Reader',
      user_id: 77,
      trade: null,
      read: true,
    });
    const fetchMock = mockApi({
      [`GET ${MINE}`]: () => json(200, { total_unread_count: 0, results: [follower], count: 1 }),
    });
    const router = renderPage();
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(items()[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/77/Ravi%20Reader'));
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);
  });

  it('says when there are none, and offers Retry when the list fails', async () => {
    let answer = json(404, {});
    mockApi({ [`GET ${MINE}`]: () => answer });
    renderAt('/notifications', { '/notifications': <NotificationsPage /> });
    const failed = await screen.findByText(NOTIFICATIONS_FAILED);
    answer = json(200, makeList(0, 10, 0));
    fireEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByText(NO_NOTIFICATIONS_TEXT)).toBeTruthy();
    expect((screen.getByRole('button', { name: MARK_ALL_READ_LABEL }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

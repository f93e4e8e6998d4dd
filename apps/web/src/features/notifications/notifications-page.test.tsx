import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TradeDetail } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { makeTrade, makeTradeDetail } from '../trades/testing.ts';
import { NotificationBell } from './notification-bell.tsx';
import {
  ACCEPT_REQUEST_LABEL,
  DECLINE_REQUEST_LABEL,
  MARK_ALL_READ_LABEL,
  NO_NOTIFICATIONS_TEXT,
  NOTIFICATIONS_FAILED,
  NOTIFICATIONS_HEADING,
  NotificationsPage,
  SHOW_MORE_LABEL,
} from './notifications-page.tsx';
import { makeFrame, makeList, makeNotification } from './test-fixtures.ts';

const MINE = '/backend/api/my-notifications/42';
// The server's path (mark-all-read/:userId, declared in NOTIFICATION_ENDPOINTS): no trailing slash.
const MARK_ALL = '/backend/api/mark-all-read/42';

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

  describe('group notifications', () => {
    const JOIN_LEAVE = '/backend/api/join-leave/';
    const request = (id: number, overrides: Parameters<typeof makeNotification>[1] = {}) =>
      makeNotification(id, {
        notification_type: 'group_join_request',
        notification_text: `Rhea Requester asked to join Alpha Circle (${id})`,
        follower_name: 'Rhea Requester',
        user_id: 77,
        trade: null,
        group: 5,
        group_name: 'Alpha Circle',
        group_request_status: 'Pending',
        ...overrides,
      });
    const listOf = (...results: ReturnType<typeof makeNotification>[]) =>
      json(200, {
        total_unread_count: results.filter((item) => !item.read).length,
        results,
        count: results.length,
      });

    it('accepts a pending join request from its notification, which reads it and shows it Accepted', async () => {
      const fetchMock = mockApi({
        [`GET ${MINE}`]: () =>
          listOf(request(2), request(1, { read: true, group_request_status: 'Cancelled' })),
        [`PATCH ${JOIN_LEAVE}`]: () => json(200, { message: 'Request accepted' }),
        'POST /backend/api/read-notification/2': () =>
          json(200, { message: 'Notification marked as read', total_unread_count: 0 }),
      });
      renderPage();
      await screen.findByRole('link', { name: 'Notifications, 1 unread' });
      // Only the pending request offers the answers; the answered one tells its status.
      expect(screen.getAllByRole('button', { name: ACCEPT_REQUEST_LABEL })).toHaveLength(1);
      expect(screen.getByText(/Request Cancelled/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: ACCEPT_REQUEST_LABEL }));
      await waitFor(() => expect(screen.queryByRole('button', { name: ACCEPT_REQUEST_LABEL })).toBeNull());
      expect(screen.getByText(/Request Accepted/)).toBeTruthy();
      const [call] = callsTo(fetchMock, 'PATCH', JOIN_LEAVE);
      expect(JSON.parse(String(call?.[1].body))).toEqual({ membership_type: 'member', group: 5, member: 77 });
      await waitFor(() =>
        expect(callsTo(fetchMock, 'POST', '/backend/api/read-notification/2')).toHaveLength(1),
      );
      expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    });

    it('declines a pending join request with join-leave DELETE', async () => {
      const fetchMock = mockApi({
        [`GET ${MINE}`]: () => listOf(request(3, { read: true })),
        [`DELETE ${JOIN_LEAVE}`]: () => json(200, { message: 'Request declined' }),
      });
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: DECLINE_REQUEST_LABEL }));
      expect(await screen.findByText(/Request Cancelled/)).toBeTruthy();
      const [call] = callsTo(fetchMock, 'DELETE', JOIN_LEAVE);
      expect(JSON.parse(String(call?.[1].body))).toEqual({
        membership_type: 'request',
        group: 5,
        member: 77,
      });
      // Already read: no read call.
      expect(callsTo(fetchMock, 'POST', '/backend/api/read-notification/3')).toHaveLength(0);
    });

    it('opens the group of a group notification without a trade, and nothing once the group is gone', async () => {
      const accepted = makeNotification(4, {
        notification_type: 'request_accepted',
        notification_text: 'Gita Admin accepted your request to join Alpha Circle',
        trade: null,
        group: 5,
        group_name: 'Alpha Circle',
        read: true,
      });
      const gone = makeNotification(5, {
        notification_type: 'group_joined',
        notification_text: 'You are now a member of Short Lived',
        trade: null,
        group: 6,
        group_name: null,
        read: true,
      });
      mockApi({ [`GET ${MINE}`]: () => listOf(gone, accepted) });
      const router = renderPage();
      await waitFor(() => expect(items()).toHaveLength(2));
      fireEvent.click(screen.getByRole('button', { name: /You are now a member of Short Lived/ }));
      expect(router.state.location.pathname).toBe('/notifications');
      fireEvent.click(screen.getByRole('button', { name: /accepted your request/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/groups/5'));
    });
  });
});

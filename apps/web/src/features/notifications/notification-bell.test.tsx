import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Trade, TradeChangeEvent } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { livePriceClient, setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { NO_FEED_FILTERS, useAllTradeList } from '../trades/index.ts';
import { makeTrade } from '../trades/testing.ts';
import { NotificationBell } from './notification-bell.tsx';
import { makeFrame, makeList, makeNotification } from './test-fixtures.ts';

const MINE = '/backend/api/my-notifications/42';

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient({ token: () => 'access-42', debounceMs: 0 });
});
afterEach(() => setLivePriceClient(null));

const FEED = '/backend/api/trade/all-trade-list/42/1/null/null/null';

function FeedProbe() {
  const list = useAllTradeList(42, NO_FEED_FILTERS);
  return <p>{list.data ? `${list.data.pages[0]?.result.length} in the feed` : 'no feed yet'}</p>;
}

/** The bell beside a Home feed that answers whatever `feed.trades` holds when it is read. */
function renderBellBesideFeed(feed: { trades: Trade[] }) {
  const fetchMock = mockApi({
    [`GET ${MINE}`]: () => json(200, makeList(0, 0, 0)),
    [`GET ${FEED}`]: () => json(200, { result: feed.trades, num: 1 }),
  });
  renderAt('/home/42', {
    '/home/:id': (
      <>
        <NotificationBell />
        <FeedProbe />
      </>
    ),
  });
  return fetchMock;
}

/** A new trade's event as the server pushes it to its audience's sockets. */
function tradeEventFrame(event: Partial<TradeChangeEvent>) {
  return {
    type: 'trades',
    events: [
      {
        type: 'trade.posted',
        trade_id: 2,
        security_id: 11,
        posted_by_id: 7,
        status: 'Inactive',
        visibility: 'followers',
        ...event,
      },
    ],
  };
}

async function openSocket() {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

function renderBell() {
  return renderAt('/home/42', {
    '/home/:id': <NotificationBell />,
    '/notifications': <p>Notifications page</p>,
  });
}

describe('NotificationBell', { timeout: 20_000 }, () => {
  it('shows the unread count and bumps it at once when a notification is pushed, with the snackbar', async () => {
    const fetchMock = mockApi({ [`GET ${MINE}`]: () => json(200, makeList(12, 10, 2)) });
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET', MINE);
    expect(call?.[0]).toContain('detail_count=10');

    const socket = await openSocket();
    // The socket is held open with no security wanted, and named as the user.
    expect(socket.sent).toEqual([{ type: 'auth', token: 'access-42' }]);
    const pushed = makeNotification(13, { notification_text: 'Asha Expert posted a new trade on TCS' });
    act(() => socket.receive(makeFrame(pushed, 3)));
    // The query cache tells its observers on the next tick.
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(bridge.notify).toHaveBeenCalledWith('Asha Expert posted a new trade on TCS', 'info', 4000);
    // No call: the frame carried everything.
    expect(callsTo(fetchMock, 'GET', MINE)).toHaveLength(1);
  });

  it("reads the Home feed again from a new trade's own event, not from the bell's notification", async () => {
    const feed = { trades: [makeTrade({ id: 1 })] };
    const fetchMock = renderBellBesideFeed(feed);
    expect(await screen.findByText('1 in the feed')).toBeTruthy();
    const socket = await openSocket();
    // Named as the user: the server now pushes the events of the trades of the user's audience
    // (the live trade cache, once mounted, reads the feed again for what it may have missed).
    act(() => socket.receive({ type: 'authenticated' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', FEED)).toHaveLength(2));

    // The bell's notification of a new trade leaves the feed alone.
    const posted = makeNotification(21, { notification_type: 'new_trade', trade: 2 });
    act(() => socket.receive(makeFrame(posted, 1)));
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'GET', FEED)).toHaveLength(2);

    // Someone the user follows posts: the trade's event refreshes the feed.
    feed.trades = [makeTrade({ id: 2 }), ...feed.trades];
    act(() => socket.receive(tradeEventFrame({ trade_id: 2, visibility: 'followers' })));
    expect(await screen.findByText('2 in the feed', undefined, { timeout: 3000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', FEED)).toHaveLength(3);

    // A trade posted to one of the user's groups reaches the feed the same way (issue 27), once the
    // live cache's one-a-second refetch allows.
    feed.trades = [makeTrade({ id: 3 }), ...feed.trades];
    act(() => socket.receive(tradeEventFrame({ trade_id: 3, visibility: 'group', group_id: 5 })));
    expect(await screen.findByText('3 in the feed', undefined, { timeout: 3000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', FEED)).toHaveLength(4);
  });

  it('reads the Home feed again when the socket is named after the feed was read', async () => {
    const feed = { trades: [makeTrade({ id: 1 })] };
    const fetchMock = renderBellBesideFeed(feed);
    expect(await screen.findByText('1 in the feed')).toBeTruthy();
    const socket = await openSocket();
    // A trade posted before the socket was named: its push never reached this tab.
    feed.trades = [makeTrade({ id: 2 }), ...feed.trades];
    act(() => socket.receive({ type: 'authenticated' }));
    expect(await screen.findByText('2 in the feed')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', FEED)).toHaveLength(2);
  });

  it('reads the Home feed again when the socket was named before the bell listened (the live trade cache)', async () => {
    const feed = { trades: [makeTrade({ id: 1 })] };
    const fetchMock = mockApi({
      [`GET ${MINE}`]: () => json(200, makeList(0, 0, 0)),
      [`GET ${FEED}`]: () => json(200, { result: feed.trades, num: 1 }),
    });
    // The live prices open the socket first; it is named before the bell (loaded after the page's
    // first paint) listens.
    const releasePrices = livePriceClient().keepOpen();
    const socket = await openSocket();
    act(() => socket.receive({ type: 'authenticated' }));
    const router = renderAt('/home/42', {
      '/home/:id': <FeedProbe />,
      '/home/:id/with-bell': (
        <>
          <NotificationBell />
          <FeedProbe />
        </>
      ),
    });
    expect(await screen.findByText('1 in the feed')).toBeTruthy();
    // Posted and pushed while nobody listened: the push is gone.
    feed.trades = [makeTrade({ id: 2 }), ...feed.trades];
    act(() =>
      socket.receive(makeFrame(makeNotification(30, { notification_type: 'new_trade', trade: 2 }), 1)),
    );
    await act(() => router.navigate('/home/42/with-bell'));
    expect(await screen.findByText('2 in the feed')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', FEED)).toHaveLength(2);
    releasePrices();
  });

  it('reads the count again when the socket is named while the first read is on its way', async () => {
    let answerFirstRead: () => void = () => {};
    const fetchMock = mockApi({
      [`GET ${MINE}`]: () =>
        callsTo(fetchMock, 'GET', MINE).length === 1
          ? new Promise<Response>((resolve) => {
              answerFirstRead = () => resolve(json(200, makeList(5, 5, 1)));
            })
          : json(200, makeList(5, 5, 2)),
    });
    renderBell();
    const socket = await openSocket();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', MINE)).toHaveLength(1));
    // Named while the first read is unanswered: it may have been answered before, so it is read again.
    act(() => socket.receive({ type: 'authenticated' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', MINE)).toHaveLength(2);
    act(() => answerFirstRead());
  });

  it('ignores frames that are not notifications, and links to the notifications page', async () => {
    mockApi({ [`GET ${MINE}`]: () => json(200, makeList(0, 0, 0)) });
    const router = renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    const socket = await openSocket();
    act(() => {
      socket.receive({ type: 'notification', notification: { id: 1 }, total_unread_count: 5 });
      socket.receive({ type: 'subscribed', ids: [] });
    });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalled();
    fireEvent.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('reads the count again each time the socket is named: after the first read and after a reconnect', async () => {
    let unread = 1;
    const fetchMock = mockApi({ [`GET ${MINE}`]: () => json(200, makeList(5, 5, unread)) });
    renderBell();
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const socket = await openSocket();
    // Named after the count was read: a push made in between would be lost, so it is read again.
    unread = 2;
    act(() => socket.receive({ type: 'authenticated' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', MINE)).toHaveLength(2);

    unread = 4;
    act(() => socket.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    const again = FakeWebSocket.latest();
    act(() => again.open());
    act(() => again.receive({ type: 'authenticated' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeTruthy();
  });

  it('lets the socket go when the bell leaves (signed out)', async () => {
    mockApi({ [`GET ${MINE}`]: () => json(200, makeList(0, 0, 0)) });
    const router = renderAt('/home/42', { '/home/:id': <NotificationBell />, '/': <p>Landing</p> });
    await screen.findByRole('link', { name: 'Notifications' });
    const socket = await openSocket();
    localStorage.clear();
    await act(() => router.navigate('/'));
    await waitFor(() => expect(socket.readyState).toBe(3));
  });
});

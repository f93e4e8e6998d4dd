import { act, screen, waitFor, within } from '@testing-library/react';
import type { TradeChangeEvent } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi } from '../../../test-render.tsx';
import { setViewportWidth } from '../../../test-viewport.ts';
import type { TradeFilters } from '../api.ts';
import { TradeFeed } from '../components/index.ts';
import { renderInApp } from '../components/test-render.tsx';
import { makeTrade, OWNER_USER_ID, RELIANCE_ID } from '../components/trade-fixtures.ts';
import { useFilteredTrades, useTradeCounts } from '../hooks.ts';

const LIST_PATH = `/backend/api/trade/filter-trades/0/${OWNER_USER_ID}/1/null/null/null/null`;
const COUNTS_PATH = `/backend/api/trade/get-trades-count/${OWNER_USER_ID}`;
const noFilters: TradeFilters = { status: [], sides: [], durations: [], dates: null };
const upcoming = makeTrade({ id: 101, status: 'Inactive', posted_by_id: OWNER_USER_ID });
const listAnswer = {
  result: [upcoming],
  num: 1,
  today: [],
  past_week: [],
  other: [upcoming],
  count: { trade_today: 0, trade_past_week: 0, trade_other: 1 },
};
const countsAnswer = {
  posted_count: 3,
  followed_count: 0,
  inactive_count: 2,
  active_count: 1,
  closed_count: 0,
};

installTestBridge(() => {
  setViewportWidth(1280);
  installFakeLivePriceClient({ reconnectBaseMs: 10 });
});
afterEach(() => setLivePriceClient(null));

/** A profile's list and its Live count, as the profile page reads them. */
function OwnerTrades() {
  const list = useFilteredTrades(OWNER_USER_ID, 0, noFilters);
  const counts = useTradeCounts(OWNER_USER_ID);
  return (
    <>
      <p data-testid="live-count">{counts.data?.active_count}</p>
      <TradeFeed trades={list.data?.pages.flatMap((page) => page.result)} viewer={null} />
    </>
  );
}

const push = (socket: FakeWebSocket, event: Partial<TradeChangeEvent>) =>
  act(() =>
    socket.receive({
      type: 'trades',
      events: [
        {
          type: 'trade.activated',
          trade_id: 101,
          security_id: RELIANCE_ID,
          posted_by_id: OWNER_USER_ID,
          status: 'Active',
          visibility: 'followers',
          ...event,
        },
      ],
    }),
  );

async function start() {
  const fetchMock = mockApi({
    [`GET ${LIST_PATH}`]: () => json(200, listAnswer),
    [`GET ${COUNTS_PATH}`]: () => json(200, countsAnswer),
  });
  renderInApp(<OwnerTrades />);
  const card = await screen.findByRole('article', { name: 'Buy RELIANCE trade' });
  await waitFor(() => expect(screen.getByTestId('live-count').textContent).toBe('1'));
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await waitFor(() => expect(socket.lastIds()).toContain(RELIANCE_ID));
  return { fetchMock, card, socket };
}

describe('the live trade cache (mounted once in the app providers)', () => {
  it('turns a pushed activation into a Live card and count without asking the server again', async () => {
    const { fetchMock, card, socket } = await start();
    expect(within(card).getByText('Upcoming', { selector: '[data-tag]' })).toBeTruthy();

    push(socket, { fields: { current_step: 0, trade_live_time: '2026-05-05T04:00:00.000Z' } });

    await waitFor(() => expect(within(card).getByText('Live', { selector: '[data-tag]' })).toBeTruthy());
    expect(screen.getByTestId('live-count').textContent).toBe('2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', COUNTS_PATH)).toHaveLength(1);
  });

  it('refetches the list for a trade it cannot patch, at most once a second', async () => {
    const { fetchMock, socket } = await start();

    push(socket, { type: 'trade.posted', trade_id: 102, status: 'Inactive' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(2));
    const firstRefetchAt = Date.now();
    push(socket, { type: 'trade.posted', trade_id: 103, status: 'Inactive' });
    push(socket, { type: 'trade.updated', trade_id: 101, status: 'Inactive' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(2);

    await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(3), { timeout: 2000 });
    expect(Date.now() - firstRefetchAt).toBeGreaterThanOrEqual(900);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(3);
  });

  it('reads the trades again when the socket comes back after a drop, since pushes in between were lost', async () => {
    const { fetchMock, socket } = await start();
    expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(1);

    act(() => socket.drop());
    await waitFor(() => expect(FakeWebSocket.latest()).not.toBe(socket));
    act(() => FakeWebSocket.latest().open());

    await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', COUNTS_PATH)).toHaveLength(2));
  });
});

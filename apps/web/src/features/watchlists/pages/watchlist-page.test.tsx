import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Watchlist } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  FakeWebSocket,
  installFakeLivePriceClient,
  tickFrame,
} from '../../../shared/live/fake-web-socket.ts';
import {
  type ApiHandler,
  bodyOf,
  callsTo,
  type FetchMock,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { makeTrade, RELIANCE_ID } from '../../trades/testing.ts';
import { EMPTY_TRADE_WATCHLIST_TEXT } from '../components/watchlist-trades.tsx';
import { buildTradeWatchlist, buildWatchlist } from '../test-fixtures.ts';
import { WatchlistPage } from './watchlist-page.tsx';

const DETAIL = '/backend/watchlist/detail/';
const TRENDING = '/backend/trending/securities/';
const BROKER = '/backend/api/broker/account/';

const bridge = installTestBridge(() => {
  installFakeLivePriceClient();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const start = () => renderAt('/watchlist', { '/watchlist': <WatchlistPage /> });
const trending = () =>
  json(200, [
    {
      id: 31,
      name: 'Reliance Industries Ltd',
      symbol: 'RELIANCE',
      exchange: 'NSE',
      logo: null,
      live_price: 2950.5,
      up_down_percent: 1.2,
    },
  ]);

/**
 * A server whose tabs change with the calls, as the real one does. The detail call answers the
 * tabs of the type it asks for (category__watchlist_type); trade tabs default to an empty one.
 */
function serverWith(initial: Watchlist[], extra: Record<string, ApiHandler> = {}) {
  let tabs = initial.some((tab) => tab.watchlist_type === 'trade')
    ? initial
    : [...initial, buildTradeWatchlist([])];
  const removeItem = (id: number) => {
    tabs = tabs.map((tab) => {
      const items = tab.items.filter((item) => item.id !== id);
      const tradeItems = tab.trade_items.filter((item) => item.id !== id);
      return { ...tab, items, trade_items: tradeItems, items_count: items.length + tradeItems.length };
    });
    return new Response(null, { status: 204 });
  };
  const fetchMock = mockApi({
    [`GET ${TRENDING}`]: trending,
    [`GET ${BROKER}`]: () => json(200, { is_connected: false, broker: null }),
    'DELETE /backend/watchlist/items/502/': () => removeItem(502),
    'DELETE /backend/watchlist/items/901/': () => removeItem(901),
    'PATCH /backend/watchlist/tabs/1/': (init) => {
      const { name } = bodyOf(init) as { name: string };
      tabs = tabs.map((tab) => (tab.id === 1 ? { ...tab, name } : tab));
      return json(200, { id: 1, name, watchlist_type: 'stock' });
    },
    'DELETE /backend/watchlist/tabs/2/': () => {
      tabs = tabs.filter((tab) => tab.id !== 2);
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (input.split('?')[0] !== DETAIL || extra[`GET ${DETAIL}`]) return answer(input, init);
    const type = new URL(input, 'http://test').searchParams.get('category__watchlist_type');
    return json(
      200,
      tabs.filter((tab) => tab.watchlist_type === type),
    );
  });
  return {
    fetchMock,
    setTabs: (next: Watchlist[]) => {
      tabs = next;
    },
  };
}

const detailCalls = (fetchMock: FetchMock, type: 'stock' | 'trade') =>
  callsTo(fetchMock, 'GET', DETAIL).filter(([input]) => input.includes(`category__watchlist_type=${type}`));

describe('WatchlistPage', () => {
  it('invites visitors to sign in and does not ask for watchlists', async () => {
    const fetchMock = mockApi({ [`GET ${TRENDING}`]: trending });
    start();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveProperty('pathname', '/login');
    expect(await screen.findByRole('link', { name: 'RELIANCE Reliance Industries Ltd' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', DETAIL)).toHaveLength(0);
  });

  it('shows the tabs, the items with prices, change and links, and the capacity', async () => {
    storeValidLogin();
    serverWith([buildWatchlist(), buildWatchlist({ id: 2, name: 'Banks', items: [] })]);
    start();

    const tabs = await screen.findByRole('tablist', { name: 'Watchlists' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['My Watchlist', 'Banks', 'Saved Trades']);
    expect(screen.getByRole('link', { name: 'INFY' }).getAttribute('href')).toBe('/search/INFY-NSE?tab=0');
    expect(screen.getByText('Infosys Ltd')).toBeTruthy();
    expect(screen.getByText('₹1,548.70')).toBeTruthy();
    expect(screen.getByText('+12.35 (+0.80%)')).toBeTruthy();
    expect(screen.getByText('-2.10 (-1.37%)')).toBeTruthy();
    expect(screen.getByText('2/50')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Banks' }));
    expect(
      await screen.findByText('Your watchlist is empty. Search for a stock and add it here.'),
    ).toBeTruthy();
    expect(screen.getByText('0/50')).toBeTruthy();
  });

  it('removes an item', async () => {
    storeValidLogin();
    const { fetchMock } = serverWith([buildWatchlist()]);
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove TATASTEEL' }));
    await waitFor(() => expect(screen.queryByText('TATASTEEL')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/backend/watchlist/items/502/')).toHaveLength(1);
    expect(screen.getByText('1/50')).toBeTruthy();
  });

  it('renames a tab in a dialog, refusing an empty name', async () => {
    storeValidLogin();
    const { fetchMock } = serverWith([buildWatchlist()]);
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename My Watchlist' }));
    const input = await screen.findByRole('textbox', { name: 'Watchlist name' });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is Required.')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'Long term' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tab', { name: 'Long term' })).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'PATCH', '/backend/watchlist/tabs/1/')[0]?.[1])).toEqual({
      name: 'Long term',
    });
  });

  it('deletes a tab after confirmation', async () => {
    storeValidLogin();
    const { fetchMock } = serverWith([buildWatchlist(), buildWatchlist({ id: 2, name: 'Banks', items: [] })]);
    start();
    fireEvent.click(await screen.findByRole('tab', { name: 'Banks' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Banks' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Banks' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/backend/watchlist/tabs/2/')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'My Watchlist', selected: true })).toBeTruthy();
  });

  it("shows the server's reason when the watchlists cannot be loaded", async () => {
    storeValidLogin();
    mockApi({
      [`GET ${DETAIL}`]: () => json(400, { message: 'Complete your profile to use watchlists' }),
      [`GET ${TRENDING}`]: () => json(200, []),
    });
    start();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Complete your profile'),
    );
    expect(bridge.notify).toHaveBeenCalledWith('Complete your profile to use watchlists', 'error', 4500);
    expect(screen.getByText('No trending securities right now.')).toBeTruthy();
  });
  it('shows the trade tabs beside the stock tabs, the bookmarked trades as cards that follow the live price', async () => {
    storeValidLogin();
    const { fetchMock } = serverWith([
      buildWatchlist(),
      buildTradeWatchlist([makeTrade({ status: 'Active', is_trade_saved: true })]),
    ]);
    start();
    const tabs = await screen.findByRole('tablist', { name: 'Watchlists' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['My Watchlist', 'Saved Trades']),
    );
    expect(detailCalls(fetchMock, 'trade')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Saved Trades' }));
    const card = await screen.findByRole('article', { name: 'Buy RELIANCE trade' });
    expect(screen.getByText('1/50')).toBeTruthy();
    expect(screen.getByLabelText('1 of 50 trades')).toBeTruthy();
    expect(within(card).getByTestId('trade-price').textContent).toContain('₹1,520.00');

    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(socket.lastIds()).toContain(RELIANCE_ID));
    act(() => socket.receive([tickFrame(RELIANCE_ID, 1550.5)]));
    expect(within(card).getByTestId('trade-price').textContent).toContain('₹1,550.50');
  });

  it('re-reads the trade tabs when the server pushes a status change of a saved trade', async () => {
    storeValidLogin();
    const { fetchMock, setTabs } = serverWith([
      buildWatchlist(),
      buildTradeWatchlist([makeTrade({ status: 'Inactive', is_trade_saved: true })]),
    ]);
    start();
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved Trades' }));
    const card = await screen.findByRole('article', { name: 'Buy RELIANCE trade' });
    expect(within(card).getByText('Upcoming', { selector: '[data-tag]' })).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());

    setTabs([buildWatchlist(), buildTradeWatchlist([makeTrade({ status: 'Active', is_trade_saved: true })])]);
    // A change of a trade that is not saved here asks for nothing.
    act(() =>
      socket.receive({
        type: 'trades',
        events: [
          {
            type: 'trade.activated',
            trade_id: 555,
            security_id: RELIANCE_ID,
            posted_by_id: 42,
            status: 'Active',
            visibility: 'followers',
          },
        ],
      }),
    );
    expect(detailCalls(fetchMock, 'trade')).toHaveLength(1);
    act(() =>
      socket.receive({
        type: 'trades',
        events: [
          {
            type: 'trade.activated',
            trade_id: 101,
            security_id: RELIANCE_ID,
            posted_by_id: 42,
            status: 'Active',
            visibility: 'followers',
          },
        ],
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Buy RELIANCE trade' })).getByText('Live', {
          selector: '[data-tag]',
        }),
      ).toBeTruthy(),
    );
    expect(detailCalls(fetchMock, 'trade')).toHaveLength(2);
  });

  it('takes a trade out of its tab, then says the tab is empty', async () => {
    storeValidLogin();
    const { fetchMock } = serverWith([
      buildWatchlist(),
      buildTradeWatchlist([makeTrade({ status: 'Active', is_trade_saved: true })]),
    ]);
    start();
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved Trades' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Buy RELIANCE trade from this watchlist' }),
    );
    expect(await screen.findByText(EMPTY_TRADE_WATCHLIST_TEXT)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/backend/watchlist/items/901/')).toHaveLength(1);
    expect(screen.getByText('0/50')).toBeTruthy();
  });

  it('shows the stock tabs while the trade tabs load, and a retry when they fail', async () => {
    storeValidLogin();
    let release: (response: Response) => void = () => {};
    let answers = 0;
    const { fetchMock } = serverWith([buildWatchlist()]);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!input.includes('category__watchlist_type=trade')) return answer(input, init);
      answers += 1;
      if (answers === 1) return new Promise<Response>((resolve) => (release = resolve));
      return answer(input, init);
    });
    start();
    expect(await screen.findByRole('tab', { name: 'My Watchlist' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Loading saved trades' })).toHaveProperty('disabled', true);

    await act(async () => release(json(400, {})));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your saved trades could not be loaded.');
    expect(screen.getByRole('tab', { name: 'My Watchlist' })).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved Trades' }));
    expect(await screen.findByText(EMPTY_TRADE_WATCHLIST_TEXT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { buildWatchlist } from '../test-fixtures.ts';
import { AddToWatchlistMenu } from './add-to-watchlist-menu.tsx';

const DETAIL = '/backend/watchlist/detail/';
const ITEMS = '/backend/watchlist/items/';

const bridge = installTestBridge(() => {
  installFakeLivePriceClient();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const start = (isAdded = false) =>
  renderAt('/search/TCS-NSE', { '/search/:query': <AddToWatchlistMenu securityId={99} isAdded={isAdded} /> });

describe('AddToWatchlistMenu', () => {
  it('sends a visitor to login with the login-required message, without calling the server', async () => {
    const fetchMock = mockApi({});
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() => expect(bridge.navigate).toHaveBeenCalledWith('/login'));
    expect(bridge.notify).toHaveBeenCalledWith('Login required for following action', 'info', undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the tabs, checks the ones holding the stock, and adds to the chosen tab', async () => {
    storeValidLogin();
    const holding = buildWatchlist({
      id: 2,
      name: 'Banks',
      items: [{ id: 9, stock_data: { ...buildWatchlist().items[0]!.stock_data, id: 99, symbol: 'TCS' } }],
    });
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, [buildWatchlist(), holding]),
      [`POST ${ITEMS}`]: () => json(201, { id: 700, message: 'Added to watchlist' }),
    });
    start();
    // The loaded tabs say the stock is in 'Banks', so the button reads Added.
    fireEvent.click(await screen.findByRole('button', { name: 'Added' }));
    expect(await screen.findByRole('menuitem', { name: 'Banks (added)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'My Watchlist' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', ITEMS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', ITEMS)[0]?.[1])).toEqual({ watchlist: 1, stock: 99 });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Added to watchlist', 'success', undefined),
    );
    expect(callsTo(fetchMock, 'GET', DETAIL)[0]?.[0]).toContain(
      'category__watchlist_type=stock&profile__user__id=42',
    );
  });

  it("as a card's security follow: reads no tab until opened, then follows the stock into the chosen tab", async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, [buildWatchlist()]),
      [`POST ${ITEMS}`]: () => json(201, { id: 700, message: 'Added to watchlist' }),
    });
    renderAt('/home/42', {
      '/home/:id': <AddToWatchlistMenu securityId={99} isAdded={false} compactFor="TCS" />,
    });
    const follow = screen.getByRole('button', { name: 'Follow TCS' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(follow);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My Watchlist' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', ITEMS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', ITEMS)[0]?.[1])).toEqual({ watchlist: 1, stock: 99 });
  });

  it("as a card's security follow, says Following from the trade's flag, and sends a visitor to login", async () => {
    const fetchMock = mockApi({});
    renderAt('/home/42', {
      '/home/:id': <AddToWatchlistMenu securityId={99} isAdded compactFor="TCS" />,
    });
    const following = screen.getByRole('button', { name: 'Following TCS' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(following);
    await waitFor(() => expect(bridge.navigate).toHaveBeenCalledWith('/login'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the stock is already in the tab (409)", async () => {
    storeValidLogin();
    mockApi({
      [`GET ${DETAIL}`]: () => json(200, [buildWatchlist()]),
      [`POST ${ITEMS}`]: () => json(409, { message: 'This stock is already in this watchlist' }),
    });
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My Watchlist' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'This stock is already in this watchlist',
        'error',
        undefined,
      ),
    );
  });

  it('creates a new tab from the menu and adds the stock to it', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, [buildWatchlist()]),
      'POST /backend/watchlist/tabs/': () => json(201, { id: 3, name: 'IT picks', watchlist_type: 'stock' }),
      [`POST ${ITEMS}`]: () => json(201, { id: 701, message: 'Added to watchlist' }),
    });
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'New watchlist' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Watchlist name' }), {
      target: { value: 'IT picks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create and add' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', ITEMS)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/backend/watchlist/tabs/')[0]?.[1])).toEqual({
      name: 'IT picks',
      watchlist_type: 'stock',
    });
    expect(bodyOf(callsTo(fetchMock, 'POST', ITEMS)[0]?.[1])).toEqual({ watchlist: 3, stock: 99 });
  });
});

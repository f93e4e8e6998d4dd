import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { installFakeLivePriceClient } from '../../market/fake-web-socket.ts';
import type { Watchlist } from '../api.ts';
import { buildWatchlist } from '../test-fixtures.ts';
import { WatchlistPage } from './watchlist-page.tsx';

const DETAIL = '/backend/watchlist/detail/';
const TRENDING = '/backend/trending/securities/';

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

/** A server whose tabs change with the calls, as the real one does. */
function serverWith(initial: Watchlist[]) {
  let tabs = initial;
  return mockApi({
    [`GET ${DETAIL}`]: () => json(200, tabs),
    [`GET ${TRENDING}`]: trending,
    'DELETE /backend/watchlist/items/502/': () => {
      tabs = tabs.map((tab) => {
        const items = tab.items.filter((item) => item.id !== 502);
        return { ...tab, items, items_count: items.length };
      });
      return new Response(null, { status: 204 });
    },
    'PATCH /backend/watchlist/tabs/1/': (init) => {
      const { name } = bodyOf(init) as { name: string };
      tabs = tabs.map((tab) => (tab.id === 1 ? { ...tab, name } : tab));
      return json(200, { id: 1, name, watchlist_type: 'stock' });
    },
    'DELETE /backend/watchlist/tabs/2/': () => {
      tabs = tabs.filter((tab) => tab.id !== 2);
      return new Response(null, { status: 204 });
    },
  });
}

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
    ).toEqual(['My Watchlist', 'Banks']);
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
    const fetchMock = serverWith([buildWatchlist()]);
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove TATASTEEL' }));
    await waitFor(() => expect(screen.queryByText('TATASTEEL')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/backend/watchlist/items/502/')).toHaveLength(1);
    expect(screen.getByText('1/50')).toBeTruthy();
  });

  it('renames a tab in a dialog, refusing an empty name', async () => {
    storeValidLogin();
    const fetchMock = serverWith([buildWatchlist()]);
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
    const fetchMock = serverWith([buildWatchlist(), buildWatchlist({ id: 2, name: 'Banks', items: [] })]);
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
});

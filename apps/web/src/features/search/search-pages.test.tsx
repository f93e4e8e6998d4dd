import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecentSearch, SearchResponse } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { CLEAR_ALL_LABEL, RECENT_SEARCH_EMPTY, RecentSearchPage } from './recent-search-page.tsx';
import { SEARCH_FAILED, SEARCH_PLACEHOLDER, SearchPage } from './search-page.tsx';

const SEARCH = '/backend/api/search/';
const RECENT = '/backend/api/recent-searches/';

const RESULTS: SearchResponse = {
  securities: [{ id: 5, name: 'Reliance Industries', symbol: 'RELIANCE', exchange: 'NSE' }],
  experts: [
    {
      user_id: 9,
      profile_id: 77,
      name: 'Reliable Rao',
      profile_image: null,
      is_sebi_registered: true,
      sebi_user_type: 'registered_analyst',
    },
  ],
  groups: [],
};

function recent(id: number, query: string): RecentSearch {
  return { id, query, created: `2026-05-0${id}T09:30:00.000Z` };
}

installTestBridge(() => storeValidLogin());

const box = () => screen.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
const pages = { '/search-page': <SearchPage />, '/recent-search': <RecentSearchPage /> };

describe('SearchPage', { timeout: 20_000 }, () => {
  it('searches as the user types and links stocks to the security page and experts to their profile', async () => {
    const fetchMock = mockApi({
      [`GET ${SEARCH}`]: () => json(200, RESULTS),
      [`GET ${RECENT}`]: () => json(200, { results: [] }),
      [`POST ${RECENT}`]: (init) =>
        json(201, {
          id: 1,
          query: (bodyOf(init) as { query: string }).query,
          created: '2026-05-04T09:30:00.000Z',
        }),
    });
    const router = renderAt('/search-page', pages);
    fireEvent.change(box(), { target: { value: 'Rel' } });

    const stocks = await screen.findByRole('region', { name: 'Stocks' });
    const [call] = callsTo(fetchMock, 'GET', SEARCH);
    expect(call?.[0]).toContain('q=Rel');
    expect(router.state.location.search).toBe('?q=Rel');
    const stock = within(stocks).getByRole('link', { name: /RELIANCE/ });
    expect(stock.getAttribute('href')).toBe('/search/RELIANCE-NSE?tab=0');
    const experts = screen.getByRole('region', { name: 'Experts' });
    const expert = within(experts).getByRole('link', { name: /Reliable Rao/ });
    expect(expert.getAttribute('href')).toBe('/profile/9/Reliable%20Rao');
    expect(within(expert).getByText('SEBI Research Analyst')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Groups' })).toBeNull();
    // Typing alone saves nothing.
    expect(callsTo(fetchMock, 'POST', RECENT)).toHaveLength(0);

    fireEvent.click(stock);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', RECENT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', RECENT)[0]?.[1])).toEqual({ query: 'Rel' });
  });

  it('saves the text when the search is submitted', async () => {
    const fetchMock = mockApi({
      [`GET ${SEARCH}`]: () => json(200, RESULTS),
      [`GET ${RECENT}`]: () => json(200, { results: [] }),
      [`POST ${RECENT}`]: () => json(201, recent(1, 'infy')),
    });
    renderAt('/search-page', pages);
    fireEvent.change(box(), { target: { value: 'infy' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', RECENT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', RECENT)[0]?.[1])).toEqual({ query: 'infy' });
  });

  it('says when nothing matches, and offers Retry when the search fails', async () => {
    let answer = json(200, { securities: [], experts: [], groups: [] });
    mockApi({ [`GET ${SEARCH}`]: () => answer, [`GET ${RECENT}`]: () => json(200, { results: [] }) });
    renderAt('/search-page?q=zzz', pages);
    expect(await screen.findByText('No stocks or experts match “zzz”.')).toBeTruthy();

    answer = json(404, {});
    fireEvent.change(box(), { target: { value: 'yyy' } });
    const failed = await screen.findByText(SEARCH_FAILED);
    answer = json(200, RESULTS);
    fireEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('region', { name: 'Stocks' })).toBeTruthy();
  });

  it('shows the latest recent searches under an empty box', async () => {
    mockApi({ [`GET ${RECENT}`]: () => json(200, { results: [recent(2, 'tcs'), recent(1, 'wipro')] }) });
    renderAt('/search-page', pages);
    const section = await screen.findByRole('region', { name: 'Recent searches' });
    const tcs = within(section).getByRole('link', { name: 'tcs' });
    expect(tcs.getAttribute('href')).toBe('/search-page?q=tcs');
    fireEvent.click(tcs);
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe('tcs'));
  });
});

describe('RecentSearchPage', { timeout: 20_000 }, () => {
  it('removes one search, then clears all after a confirmation', async () => {
    const fetchMock = mockApi({
      [`GET ${RECENT}`]: () =>
        json(200, { results: [recent(3, 'hdfc'), recent(2, 'tcs'), recent(1, 'wipro')] }),
      [`DELETE ${RECENT}2`]: () => json(200, { message: 'Recent search removed' }),
      [`DELETE ${RECENT}`]: () => json(200, { message: 'Recent searches cleared' }),
    });
    renderAt('/recent-search', pages);
    const list = await screen.findByRole('list', { name: 'Recent searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: /hdfc/ }).getAttribute('href')).toBe('/search-page?q=hdfc');

    fireEvent.click(within(list).getByRole('button', { name: 'Remove tcs' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(callsTo(fetchMock, 'DELETE', `${RECENT}2`)).toHaveLength(1);
    expect(within(list).queryByText('tcs')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: CLEAR_ALL_LABEL }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear recent searches?' });
    expect(callsTo(fetchMock, 'DELETE', RECENT)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: CLEAR_ALL_LABEL }));
    expect(await screen.findByText(RECENT_SEARCH_EMPTY)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', RECENT)).toHaveLength(1);
  });

  it('puts a removed search back when the server refuses', async () => {
    let refuse: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      [`GET ${RECENT}`]: () => json(200, { results: [recent(2, 'tcs'), recent(1, 'wipro')] }),
      [`DELETE ${RECENT}2`]: () => new Promise<Response>((resolve) => (refuse = resolve)) as never,
    });
    renderAt('/recent-search', pages);
    const list = await screen.findByRole('list', { name: 'Recent searches' });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove tcs' }));
    await waitFor(() => expect(within(list).queryByText('tcs')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `${RECENT}2`)).toHaveLength(1));
    refuse(json(404, { message: 'Recent search not found' }));
    // The server's list is read again after the refusal.
    expect(await within(list).findByText('tcs')).toBeTruthy();
  });
});

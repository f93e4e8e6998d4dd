import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { makeInfluencer, routeApi } from '../test-fixtures.ts';
import { FollowSebiUserPage, SEARCH_DEBOUNCE_MS, SEBI_DIRECTORY_TEXTS } from './follow-sebi-user-page.tsx';

const SEBI_USERS = '/backend/api/sebi-users/';
const meera = makeInfluencer({ user_id: 77, name: 'Meera Iyer', percent_last_seven_days: 4.25 });
const rohit = makeInfluencer({
  user_id: 71,
  name: 'Rohit Verma',
  sebi_user_type: 'registered_investment_advisor',
  percent_last_seven_days: -1.5,
  trades_count_last_seven_days: 1,
  performance_calls: 1,
  is_followed: true,
  followers: 1,
});

installTestBridge(() => storeValidLogin({ userId: '42' }));

const start = () => renderAt('/Follow-SEBI-User', { '/Follow-SEBI-User': <FollowSebiUserPage /> });
const names = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('FollowSebiUserPage', () => {
  it('lists the SEBI-registered experts with their registration, badge, last seven days and Follow', async () => {
    routeApi({ [`GET ${SEBI_USERS}`]: () => json(200, { results: [meera, rohit], count: 2 }) });
    start();
    expect(screen.getByRole('heading', { level: 1, name: SEBI_DIRECTORY_TEXTS.title })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading experts' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Meera Iyer', 'Rohit Verma']));
    expect(screen.getByText('2 experts')).toBeTruthy();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Research Analyst')).toBeTruthy();
    expect(within(first!).getByText('RA')).toBeTruthy();
    expect(within(first!).getByText('+4.25%')).toBeTruthy();
    // The figure says what it rests on: the calls live or closed, and the window.
    expect(within(first!).getByText('2 calls · 1W')).toBeTruthy();
    expect(within(first!).getByText('3 trades')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Follow Meera Iyer' })).toBeTruthy();
    expect(within(second!).getByText('Investment Adviser')).toBeTruthy();
    expect(within(second!).getByText('-1.50%')).toBeTruthy();
    expect(within(second!).getByText('1 call · 1W')).toBeTruthy();
    expect(within(second!).getByText('1 follower')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Following Rohit Verma' })).toBeTruthy();
  });

  describe('search', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks the server once typing pauses, and says when nobody matches', async () => {
      const { calls } = routeApi({
        [`GET ${SEBI_USERS}`]: (url) => {
          const search = url.searchParams.get('search_query');
          if (!search) return json(200, { results: [meera, rohit], count: 2 });
          return json(200, search === 'mee' ? { results: [meera], count: 1 } : { results: [], count: 0 });
        },
      });
      start();
      await waitFor(() => expect(names()).toHaveLength(2));
      const box = screen.getByRole('searchbox', { name: 'Search experts' });
      for (const text of ['m', 'me', 'mee']) fireEvent.change(box, { target: { value: text } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
      });
      await waitFor(() => expect(names()).toEqual(['Meera Iyer']));
      const searched = calls('GET', SEBI_USERS).map(({ url }) => url.searchParams.get('search_query'));
      expect(searched).toEqual([null, 'mee']);

      fireEvent.change(box, { target: { value: 'zzz' } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
      });
      expect(await screen.findByText(SEBI_DIRECTORY_TEXTS.noMatch('zzz'))).toBeTruthy();
    });
  });

  it('shows one kind of registration at a time', async () => {
    const { calls } = routeApi({
      [`GET ${SEBI_USERS}`]: (url) =>
        url.searchParams.get('sebi_user_type') === 'registered_investment_advisor'
          ? json(200, { results: [rohit], count: 1 })
          : json(200, { results: [meera, rohit], count: 2 }),
    });
    start();
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Investment Adviser' }));
    await waitFor(() => expect(names()).toEqual(['Rohit Verma']));
    expect(screen.getByText('1 expert')).toBeTruthy();
    expect(calls('GET', SEBI_USERS).at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('loads more experts after the first 12', async () => {
    const page = (from: number, length: number) =>
      Array.from({ length }, (_, index) =>
        makeInfluencer({ user_id: 100 + from + index, name: `Expert ${from + index}` }),
      );
    routeApi({
      [`GET ${SEBI_USERS}`]: (url) =>
        url.searchParams.get('page') === '2'
          ? json(200, { results: page(12, 2), count: 14 })
          : json(200, { results: page(0, 12), count: 14 }),
    });
    start();
    await waitFor(() => expect(names()).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are none, and offers Retry after a failure', async () => {
    let fails = true;
    routeApi({
      [`GET ${SEBI_USERS}`]: () => (fails ? json(500, {}) : json(200, { results: [], count: 0 })),
    });
    start();
    expect(await screen.findByText(SEBI_DIRECTORY_TEXTS.error, {}, { timeout: 15_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(SEBI_DIRECTORY_TEXTS.empty)).toBeTruthy();
  }, 30_000);
});

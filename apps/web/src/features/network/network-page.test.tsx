import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Influencer } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../shared/ui/fake-intersection-observer.ts';
import { bodyOf, installTestBridge, json, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { setViewportWidth } from '../../test-viewport.ts';
import { deferred, FOLLOW_MESSAGES, makeInfluencer, routeApi } from '../follows/testing.ts';
import { NetworkPage } from './network-page.tsx';
import { NETWORK_TEXTS } from './network-texts.ts';

const FOLLOWING = '/backend/api/people-you-follow-list/42';
const RECOMMENDATIONS = (page: number) => `/backend/api/influencers-list/42/${page}`;

const rohit = makeInfluencer({ user_id: 71, name: 'Rohit Verma', is_followed: true, followers: 10 });
const meera = makeInfluencer({ user_id: 77, name: 'Meera Iyer', followers: 120 });
const karan = makeInfluencer({
  user_id: 78,
  name: 'Karan Mehta',
  is_sebi_registered: false,
  sebi_user_type: null,
  trades_count_last_seven_days: 0,
  percent_last_seven_days: 0,
  performance_calls: 0,
});

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

/** A server whose lists follow the follow calls it has answered. */
function server(
  initial: { following: Influencer[]; recommendations: Influencer[] },
  extra: Parameters<typeof routeApi>[0] = {},
  /** The follow call answers once this settles. */
  hold: Promise<unknown> = Promise.resolve(),
) {
  const state = { ...initial };
  const move = (userId: number, follow: boolean) => {
    const all = [...state.following, ...state.recommendations];
    const row = all.find((each) => each.user_id === userId);
    if (!row) return;
    const moved = { ...row, is_followed: follow, followers: row.followers + (follow ? 1 : -1) };
    state.following = follow
      ? [moved, ...state.following]
      : state.following.filter((each) => each.user_id !== userId);
    state.recommendations = follow
      ? state.recommendations.filter((each) => each.user_id !== userId)
      : [moved, ...state.recommendations];
  };
  const api = routeApi({
    [`GET ${FOLLOWING}`]: () => json(200, { result: state.following, num: 1 }),
    [`GET ${RECOMMENDATIONS(1)}`]: () => json(200, { result: state.recommendations, num: 1 }),
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    'POST /backend/api/follow-influencer/': async (_url, init) => {
      await hold;
      move((bodyOf(init) as { to_follow_id: number }).to_follow_id, true);
      return json(200, { message: 'Followed' });
    },
    'POST /backend/api/un-follow-influencer/': (_url, init) => {
      move((bodyOf(init) as { to_unfollow_id: number }).to_unfollow_id, false);
      return json(200, { message: 'Unfollowed' });
    },
    ...extra,
  });
  return { api, state };
}

const start = () => renderAt('/network', { '/network': <NetworkPage /> });
const list = (name: string) => screen.getByRole('list', { name });
const namesIn = (name: string) =>
  within(list(name))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))
    .filter(Boolean);

describe('NetworkPage', () => {
  it('shows placeholders, then People you follow and Recommendations side by side with badges and the last week', async () => {
    server({ following: [rohit], recommendations: [meera, karan] });
    start();
    expect(screen.getByRole('heading', { name: 'Network' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: `Loading ${NETWORK_TEXTS.following}` })).toBeTruthy();
    await waitFor(() =>
      expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Meera Iyer', 'Karan Mehta']),
    );
    expect(namesIn(NETWORK_TEXTS.following)).toEqual(['Rohit Verma']);
    const meeraRow = within(list(NETWORK_TEXTS.recommendations)).getByRole('listitem', {
      name: 'Meera Iyer',
    });
    expect(within(meeraRow).getByText('120 followers')).toBeTruthy();
    expect(within(meeraRow).getByText('+4.25% · 2 calls · 1W · small sample')).toBeTruthy();
    expect(within(meeraRow).getByText('RA')).toBeTruthy();
    expect(within(meeraRow).getByRole('img')).toBeTruthy();
    expect(within(meeraRow).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe(
      '/profile/77/Meera-Iyer',
    );
    expect(screen.getByText('No trades in the last 7 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Trade' })).toBeTruthy();
  });

  it('says so when a list is empty', async () => {
    server({ following: [], recommendations: [] });
    start();
    expect(await screen.findByText(NETWORK_TEXTS.followingEmpty)).toBeTruthy();
    expect(await screen.findByText(NETWORK_TEXTS.recommendationsEmpty)).toBeTruthy();
  });

  it('moves a followed recommendation into People you follow at once, and back when unfollowed', async () => {
    const answer = deferred<void>();
    // The follow call waits, so what shows before the answer is the optimistic move.
    const { state } = server({ following: [rohit], recommendations: [meera, karan] }, {}, answer.promise);
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Meera Iyer' }));

    await waitFor(() => expect(namesIn(NETWORK_TEXTS.following)).toEqual(['Meera Iyer', 'Rohit Verma']));
    expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Karan Mehta']);
    const moved = within(list(NETWORK_TEXTS.following)).getByRole('listitem', { name: 'Meera Iyer' });
    expect(within(moved).getByText('121 followers')).toBeTruthy();
    const busy = within(moved).getByRole('button', { name: 'Following Meera Iyer' });
    expect(busy.getAttribute('aria-pressed')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer.resolve());
    await waitFor(() =>
      expect(state.following.map((row) => row.name)).toEqual(['Meera Iyer', 'Rohit Verma']),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Following Meera Iyer' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(namesIn(NETWORK_TEXTS.following)).toEqual(['Meera Iyer', 'Rohit Verma']);

    fireEvent.click(screen.getByRole('button', { name: 'Following Rohit Verma' }));
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.following)).toEqual(['Meera Iyer']));
    expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Rohit Verma', 'Karan Mehta']);
    await waitFor(() =>
      expect(state.recommendations.map((row) => row.name)).toEqual(['Rohit Verma', 'Karan Mehta']),
    );
    expect(screen.getByRole('button', { name: 'Follow Rohit Verma' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('puts the row back and shows the server message for 4.5 s when the follow is refused', async () => {
    const { api } = server(
      { following: [], recommendations: [meera] },
      { 'POST /backend/api/follow-influencer/': () => json(403, { message: 'You cannot follow this user' }) },
    );
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Meera Iyer' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('You cannot follow this user', 'error', 4500),
    );
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Meera Iyer']));
    expect(screen.getByText(NETWORK_TEXTS.followingEmpty)).toBeTruthy();
    expect(screen.getByText('120 followers')).toBeTruthy();
    const [call] = api.calls('POST', '/backend/api/follow-influencer/');
    expect(bodyOf(call?.init)).toEqual({ user_id: 42, to_follow_id: 77 });
    // A 403 here is a refusal, not a lost session: still signed in, still on the page.
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_id')).toBe('42');
  });

  it('shows a refusal without a message with the fallback text', async () => {
    server(
      { following: [], recommendations: [meera] },
      { 'POST /backend/api/follow-influencer/': () => json(500, {}) },
    );
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Meera Iyer' }));
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith(FOLLOW_MESSAGES.failed, 'error', 4500));
    expect(await screen.findByRole('button', { name: 'Follow Meera Iyer' })).toBeTruthy();
  });

  it('offers Retry when a list cannot be loaded', async () => {
    let fails = true;
    server(
      { following: [rohit], recommendations: [] },
      {
        [`GET ${FOLLOWING}`]: () => (fails ? json(500, {}) : json(200, { result: [rohit], num: 1 })),
      },
    );
    start();
    expect(await screen.findByText(NETWORK_TEXTS.followingError, {}, { timeout: 15_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.following)).toEqual(['Rohit Verma']));
  }, 30_000);

  it('loads the next page of recommendations when the end of the list comes into view', async () => {
    installFakeIntersectionObserver();
    const second = makeInfluencer({ user_id: 90, name: 'Priya Nair' });
    const { api } = server(
      { following: [], recommendations: [] },
      {
        [`GET ${RECOMMENDATIONS(1)}`]: () => json(200, { result: [meera], num: 2 }),
        [`GET ${RECOMMENDATIONS(2)}`]: () => json(200, { result: [second], num: 2 }),
      },
    );
    start();
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Meera Iyer']));
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        for (const element of observer.observed) FakeIntersectionObserver.report(element, true);
      }
    });
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Meera Iyer', 'Priya Nair']));
    expect(api.calls('GET', RECOMMENDATIONS(2))).toHaveLength(1);
  });

  it('puts the two lists in tabs on phones', async () => {
    setViewportWidth(390);
    server({ following: [rohit], recommendations: [meera] });
    start();
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.following)).toEqual(['Rohit Verma']));
    expect(screen.queryByRole('list', { name: NETWORK_TEXTS.recommendations })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: NETWORK_TEXTS.recommendations }));
    await waitFor(() => expect(namesIn(NETWORK_TEXTS.recommendations)).toEqual(['Meera Iyer']));
    fireEvent.click(screen.getByRole('button', { name: 'Follow Meera Iyer' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Follow Meera Iyer' })).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: NETWORK_TEXTS.following }));
    expect(await screen.findByRole('button', { name: 'Following Meera Iyer' })).toBeTruthy();
  });
});

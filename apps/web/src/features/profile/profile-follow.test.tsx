import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TradeListResponse } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { bodyOf, installTestBridge, json, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { setViewportWidth } from '../../test-viewport.ts';
import { FOLLOW_MESSAGES, makeInfluencer, routeApi } from '../follows/testing.ts';
import { OthersProfilePage } from './others-profile-page.tsx';

const counts = { posted_count: 0, followed_count: 0, inactive_count: 0, active_count: 0, closed_count: 0 };
const profile = (isFollowed: boolean, followers: number) => ({
  id: 9,
  user_id: 77,
  name: 'Meera Iyer',
  profile_image: null,
  bio: null,
  is_sebi_registered: true,
  sebi_user_type: 'registered_analyst',
  is_own_profile: false,
  trade_counts: counts,
  followers_count: followers,
  following_count: 3,
  is_followed: isFollowed,
});
const emptyList: TradeListResponse = {
  result: [],
  num: 0,
  today: [],
  past_week: [],
  other: [],
  count: { trade_today: 0, trade_past_week: 0, trade_other: 0 },
};

const bridge = installTestBridge(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

function answer(routes: Parameters<typeof routeApi>[0] = {}) {
  let followed = false;
  const api = routeApi({
    'GET /backend/api/profile-details/77': () =>
      json(200, { result: profile(followed, followed ? 1521 : 1520) }),
    'GET /backend/api/trade/get-trades-count/77': () => json(200, counts),
    'GET /backend/api/trade/duration-list': () => json(200, []),
    'GET /backend/api/trade/filter-trades/0/77/1/null/null/null/null': () => json(200, emptyList),
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    'POST /backend/api/follow-influencer/': () => {
      followed = true;
      return json(200, { message: 'Followed' });
    },
    ...routes,
  });
  return api;
}

const start = () =>
  renderAt('/profile/77/Meera-Iyer', {
    '/profile/:id/:name': <OthersProfilePage />,
    '/login': <p>login page</p>,
  });

describe('following from a profile', () => {
  it('shows the follower and following counts and follows with the Follow button', async () => {
    storeValidLogin({ userId: '42' });
    const { calls } = answer();
    start();
    expect(await screen.findByRole('button', { name: '1,520 Followers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 Following' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Follow Meera Iyer' }));
    expect(await screen.findByRole('button', { name: '1,521 Followers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following Meera Iyer' })).toBeTruthy();
    const [call] = calls('POST', '/backend/api/follow-influencer/');
    expect(bodyOf(call?.init)).toEqual({ user_id: 42, to_follow_id: 77 });
    // The server's answer agrees: the count stays one up after the refetch.
    await waitFor(() =>
      expect(calls('GET', '/backend/api/profile-details/77').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByRole('button', { name: '1,521 Followers' })).toBeTruthy();
  });

  it('offers the signed-in viewer Copy settings beside Follow, for a guardrail on this expert', async () => {
    storeValidLogin({ userId: '42' });
    answer({
      'GET /backend/api/copy-guardrails/': () =>
        json(200, [
          {
            expert: { user_id: 77, name: 'Meera Iyer', profile_image: null },
            sizing_mode: 'amount',
            lots: null,
            amount: 20_000,
            capital_percent: null,
            virtual_capital: null,
            max_open_exposure: 100_000,
            copy_stop_percent: 5,
            set_at: '2026-12-01T04:00:00.000Z',
            open_exposure: 20_000,
            drawdown_percent: 0,
            tripped_at: null,
            tripped_drawdown_percent: null,
          },
        ]),
    });
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy settings for Meera Iyer' });
    const amount = (await within(dialog).findByLabelText('Amount per copy (₹)')) as HTMLInputElement;
    expect(amount.value).toBe('20000');
    expect(within(dialog).getByText('Open exposure ₹20,000.00 of ₹1,00,000.00; drawdown 0%.')).toBeTruthy();
    expect(within(dialog).queryByText('Copying stopped')).toBeNull();
  });

  it("sends a visitor to login with 'Login to follow another User'", async () => {
    const { calls } = answer();
    start();
    const follow = await screen.findByRole('button', { name: 'Follow Meera Iyer' });
    // A guardrail is the viewer's own: a visitor is not offered one.
    expect(screen.queryByRole('button', { name: 'Copy settings' })).toBeNull();
    fireEvent.click(follow);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(bridge.notify).toHaveBeenCalledWith(FOLLOW_MESSAGES.loginToFollow, 'info', undefined);
    expect(FOLLOW_MESSAGES.loginToFollow).toBe('Login to follow another User');
    expect(calls('POST', '/backend/api/follow-influencer/')).toHaveLength(0);
  });

  it('opens the follower list, 12 a page, searchable, and the following list beside it', async () => {
    storeValidLogin({ userId: '42' });
    const follower = (index: number) => makeInfluencer({ user_id: 200 + index, name: `Follower ${index}` });
    const { calls } = answer({
      'GET /backend/api/followers/': (url) => {
        if (url.searchParams.get('search_query') === 'Asha')
          return json(200, { results: [makeInfluencer({ user_id: 300, name: 'Asha Rao' })], count: 1 });
        const page = Number(url.searchParams.get('page'));
        const rows = page === 1 ? Array.from({ length: 12 }, (_, i) => follower(i)) : [follower(12)];
        return json(200, { results: rows, count: 13 });
      },
      'GET /backend/api/following/': () =>
        json(200, { results: [makeInfluencer({ user_id: 42, name: 'Me Myself' })], count: 1 }),
    });
    start();
    fireEvent.click(await screen.findByRole('button', { name: '1,520 Followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    const rows = () =>
      within(dialog)
        .queryAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'))
        .filter(Boolean);
    await waitFor(() => expect(rows()).toHaveLength(12));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(calls('GET', '/backend/api/followers/').map(({ url }) => url.searchParams.get('user_id'))).toEqual(
      ['77', '77'],
    );

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search followers' }), {
      target: { value: 'Asha' },
    });
    await waitFor(() => expect(rows()).toEqual(['Asha Rao']));

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Following' }));
    await waitFor(() => expect(rows()).toEqual(['Me Myself']));
    // One's own row has no Follow button.
    expect(within(dialog).queryByRole('button', { name: /Follow(ing)? Me Myself/ })).toBeNull();
  });
});

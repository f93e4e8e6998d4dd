import { screen, waitFor } from '@testing-library/react';
import type { TradeListResponse } from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { makeTrade } from '../trades/testing.ts';
import { OthersProfilePage } from './others-profile-page.tsx';

const counts = { posted_count: 2, followed_count: 0, inactive_count: 1, active_count: 1, closed_count: 0 };
const profile = {
  id: 9,
  user_id: 77,
  name: 'Meera Iyer',
  profile_image: null,
  bio: 'Index options',
  is_sebi_registered: true,
  sebi_user_type: 'registered_analyst',
  is_own_profile: false,
  trade_counts: counts,
  followers_count: 1520,
  following_count: 3,
  is_followed: false,
};
const today = makeTrade({
  id: 1,
  posted_by_id: 77,
  posted_by_name: 'Meera Iyer',
  created: new Date().toISOString(),
});
const older = makeTrade({ id: 2, posted_by_id: 77, posted_by_name: 'Meera Iyer', status: 'Active' });
const list: TradeListResponse = {
  result: [today, older],
  num: 1,
  today: [today],
  past_week: [],
  other: [older],
  count: { trade_today: 1, trade_past_week: 0, trade_other: 1 },
};

const page = (path: string) =>
  renderAt(path, { '/profile/:id/:name': <OthersProfilePage />, '/my-profile': <p>my profile</p> });

beforeEach(() => installFakeLivePriceClient());
afterEach(() => {
  setLivePriceClient(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OthersProfilePage', () => {
  it('redirects to my own profile when the id is mine, keeping trade_id and fotrade', async () => {
    storeValidLogin({ userId: '42' });
    const router = page('/profile/42/Me?trade_id=5&fotrade=false&utm_source=x');
    await screen.findByText('my profile');
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(router.state.location.search).toBe('?trade_id=5&fotrade=false');
  });

  it("groups another user's trades into Today and Other, titles the page with the name and sets social meta", async () => {
    const fetchMock = mockApi({
      'GET /backend/api/profile-details/77': () => json(200, { result: profile }),
      'GET /backend/api/trade/get-trades-count/77': () => json(200, counts),
      'GET /backend/api/trade/duration-list': () => json(200, []),
      'GET /backend/api/trade/filter-trades/0/77/1/null/null/null/null': () => json(200, list),
    });
    page('/profile/77/Meera-Iyer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Past week' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Meera Iyer | TradeCircle'));
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Meera Iyer | TradeCircle',
    );
    expect(
      callsTo(fetchMock, 'GET', '/backend/api/trade/filter-trades/0/77/1/null/null/null/null'),
    ).toHaveLength(1);
  });

  it('keeps the trades out of the layout until the profile card has its real height, loading them meanwhile', async () => {
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    const tradesPath = '/backend/api/trade/filter-trades/0/77/1/null/null/null/null';
    const fetchMock = mockApi({
      'GET /backend/api/trade/get-trades-count/77': () => json(200, counts),
      'GET /backend/api/trade/duration-list': () => json(200, []),
      [`GET ${tradesPath}`]: () => json(200, list),
    });
    const answerOthers = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (input.startsWith('/backend/api/profile-details/77')) {
        await profileHeld;
        return json(200, { result: profile });
      }
      return answerOthers ? answerOthers(input, init) : json(404, {});
    });
    page('/profile/77/Meera-Iyer');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', tradesPath)).toHaveLength(1));
    expect(screen.getByLabelText('Loading profile')).toBeTruthy();
    expect(screen.getByTestId('profile-trades-section').hidden).toBe(true);

    releaseProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByTestId('profile-trades-section').hidden).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeTruthy();
  });

  it('says so when the profile does not exist', async () => {
    mockApi({
      'GET /backend/api/profile-details/404': () => json(404, { message: 'Not found' }),
      'GET /backend/api/trade/duration-list': () => json(200, []),
    });
    page('/profile/404/Nobody');
    expect(await screen.findByText('This profile does not exist.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

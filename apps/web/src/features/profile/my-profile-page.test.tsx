import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../shared/api/session.ts';
import { FakeWebSocket, installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { setViewportWidth } from '../../test-viewport.ts';
import { durationListAnswer, makeTrade, makeTradeDetail, RELIANCE_ID } from '../trades/testing.ts';
import { MyProfilePage } from './my-profile-page.tsx';

const counts = { posted_count: 0, followed_count: 0, inactive_count: 0, active_count: 0, closed_count: 0 };
const emptyList = {
  result: [],
  num: 0,
  today: [],
  past_week: [],
  other: [],
  count: { trade_today: 0, trade_past_week: 0, trade_other: 0 },
};

/** profile-details for the signed-in user 42, carrying the given trade counts. */
const profileDetails = (tradeCounts: typeof counts, isSebiRegistered = false) =>
  json(200, {
    result: {
      id: 7,
      user_id: 42,
      name: 'Ravi Kumar Sharma',
      profile_image: null,
      bio: null,
      is_sebi_registered: isSebiRegistered,
      sebi_user_type: isSebiRegistered ? 'registered_analyst' : null,
      is_own_profile: true,
      trade_counts: tradeCounts,
      followers_count: 4,
      following_count: 2,
      is_followed: false,
    },
  });

const SEBI_REGISTRATION = '/backend/api/profile/sebi-registration/';
const noSebiRegistration = () => json(200, { sebi_registration: null, is_sebi_registered: false });

installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient();
  mockApi({
    'GET /backend/api/profile-details/42': () => profileDetails(counts),
    [`GET ${SEBI_REGISTRATION}`]: noSebiRegistration,
    'GET /backend/api/trade/get-trades-count/42': () => json(200, counts),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    'GET /backend/api/trade/filter-trades/0/42/1/null/null/null/null': () => json(200, emptyList),
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    'GET /backend/api/trade/user-trade-detail/101/': () => json(200, makeTradeDetail(makeTrade())),
  });
});
afterEach(() => setLivePriceClient(null));

const start = (path = '/my-profile') => renderAt(path, { '/my-profile': <MyProfilePage /> });

describe('MyProfilePage', () => {
  it.each([1280, 390])(
    'opens the Add Trade form from its button (floating from 768 px, in the page on a phone) at %i px',
    async (width) => {
      setViewportWidth(width);
      start();
      expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar Sharma' })).toBeTruthy();
      expect(await screen.findByText('No trades yet')).toBeTruthy();
      const button = screen.getByRole('button', { name: 'Add Trade' });
      // A floating button covered the cards under it on a phone (Create New Group).
      expect(button.classList.contains('MuiFab-root')).toBe(width >= 768);
      fireEvent.click(button);
      expect(await screen.findByRole('dialog', { name: 'Add Trade' })).toBeTruthy();
    },
  );

  it('asks nothing more once the session ends while it is open (signed out elsewhere, suspended)', async () => {
    setViewportWidth(1280);
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar Sharma' })).toBeTruthy();
    const fetchMock = mockApi({});
    act(() => clearSession());
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([]);
  });

  it('opens the trade named by trade_id in the Trade Details dialog', async () => {
    setViewportWidth(1280);
    start('/my-profile?trade_id=101');
    const dialog = await screen.findByRole('dialog', { name: 'Trade Details' });
    expect(await within(dialog).findByRole('article', { name: 'Buy RELIANCE trade' })).toBeTruthy();
  });

  it('records a SEBI registration from its card, and the profile card then shows the SEBI badge', async () => {
    setViewportWidth(1280);
    let isRegistered = false;
    const registration = {
      sebi_user_type: 'registered_analyst',
      sebi_registration_num: 'INH000012345',
      valid_until: '2099-03-31',
      verification: 'self_declared',
    };
    mockApi({
      'GET /backend/api/profile-details/42': () => profileDetails(counts, isRegistered),
      'GET /backend/api/trade/get-trades-count/42': () => json(200, counts),
      'GET /backend/api/trade/duration-list': durationListAnswer,
      'GET /backend/api/trade/filter-trades/0/42/1/null/null/null/null': () => json(200, emptyList),
      'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
      [`GET ${SEBI_REGISTRATION}`]: noSebiRegistration,
      [`PUT ${SEBI_REGISTRATION}`]: () => {
        isRegistered = true;
        return json(200, { sebi_registration: registration, is_sebi_registered: true });
      },
    });
    start();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar Sharma' });
    const header = within(heading.closest('.MuiPaper-root') as HTMLElement);
    expect(header.queryByRole('img', { name: 'SEBI Registered' })).toBeNull();

    const section = await screen.findByRole('region', { name: 'SEBI registration' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Add registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SEBI registration' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Registration number/ }), {
      target: { value: 'INH000012345' },
    });
    // Typed in the Indian order, dd/mm/yyyy.
    fireEvent.change(within(dialog).getByLabelText(/Valid until/), { target: { value: '31/03/2099' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await header.findByRole('img', { name: 'SEBI Registered' })).toBeTruthy();
    expect(within(section).getByText('Self-declared: not yet verified by TradeCircle')).toBeTruthy();
  });

  it('header counts and the card follow a pushed status change without asking the server again', async () => {
    setViewportWidth(1280);
    const countsOf = (posted: number, live: number) => ({
      posted_count: posted,
      followed_count: 0,
      inactive_count: posted - live,
      active_count: live,
      closed_count: 0,
    });
    const upcoming = makeTrade({ id: 101, status: 'Inactive', posted_by_id: 42 });
    const fetchMock = mockApi({
      // profile-details keeps its first answer: the header must not depend on it being re-read.
      'GET /backend/api/profile-details/42': () => profileDetails(countsOf(6, 2)),
      'GET /backend/api/trade/get-trades-count/42': () => json(200, countsOf(6, 2)),
      'GET /backend/api/trade/duration-list': durationListAnswer,
      'GET /backend/api/trade/filter-trades/0/42/1/null/null/null/null': () =>
        json(200, { ...emptyList, result: [upcoming], num: 1, other: [upcoming] }),
      'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
      [`GET ${SEBI_REGISTRATION}`]: noSebiRegistration,
    });
    start();
    const header = () =>
      within(screen.getByRole('heading', { level: 1, name: 'Ravi Kumar Sharma' }).closest('.MuiPaper-root')!);
    await waitFor(() => expect(header().getByText('Posted').textContent).toBe('6 Posted'));
    expect(header().getByText('Live').textContent).toBe('2 Live');
    expect(screen.getByRole('tab', { name: 'Posted (6)' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Buy RELIANCE trade' });

    // The trade goes Live on the server; the page hears it on the live channel.
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(socket.lastIds()).toContain(RELIANCE_ID));
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
            price: 1500,
            step: 0,
            fields: { current_step: 0, trade_live_time: '2026-05-05T04:00:00.000Z' },
          },
        ],
      }),
    );
    await waitFor(() => expect(header().getByText('Live').textContent).toBe('3 Live'));
    expect(header().getByText('Posted').textContent).toBe('6 Posted');
    // The card list takes a new list in a background render (TradeFeed), so the chip follows a moment later.
    expect(await within(card).findByText('Live', { selector: '[data-tag]' })).toBeTruthy();
    // The push said everything: counts and card moved in the cache, and nothing was fetched again.
    expect(callsTo(fetchMock, 'GET', '/backend/api/trade/get-trades-count/42')).toHaveLength(1);
    expect(
      callsTo(fetchMock, 'GET', '/backend/api/trade/filter-trades/0/42/1/null/null/null/null'),
    ).toHaveLength(1);
  });
});

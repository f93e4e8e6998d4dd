import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Trade, TradeListResponse } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { setViewportWidth } from '../../test-viewport.ts';
import { durationListAnswer, makeTrade } from '../trades/testing.ts';
import { ProfileTrades } from './profile-trades.tsx';

const USER = 77;
const filterPath = (tab: number, page: number, segments = 'null/null/null/null') =>
  `/backend/api/trade/filter-trades/${tab}/${USER}/${page}/${segments}`;

installTestBridge(() => {
  storeValidLogin();
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

function listOf(trades: Trade[], num: number): TradeListResponse {
  return {
    result: trades,
    num,
    today: [],
    past_week: [],
    other: trades,
    count: { trade_today: 0, trade_past_week: 0, trade_other: trades.length },
  };
}

const trade = (id: number, symbol: string) =>
  makeTrade({ id, security_symbol: symbol, posted_by_id: USER, created: '2026-01-05T04:00:00.000Z' });

function answer(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /backend/api/trade/get-trades-count/77': () =>
      json(200, { posted_count: 3, followed_count: 1, inactive_count: 3, active_count: 0, closed_count: 0 }),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    [`GET ${filterPath(0, 1)}`]: () => json(200, listOf([trade(1, 'TCS'), trade(2, 'INFY')], 2)),
    [`GET ${filterPath(0, 2)}`]: () => json(200, listOf([trade(3, 'ITC')], 2)),
    [`GET ${filterPath(1, 1)}`]: () => json(200, listOf([trade(4, 'SBIN')], 1)),
    ...extra,
  });
}

function renderTrades() {
  renderAt('/my-profile', {
    '/my-profile': <ProfileTrades userId={USER} viewer={null} handlers={{}} groupByAge={false} />,
  });
}

const symbols = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label')?.split(' ')[1]);

describe('ProfileTrades', () => {
  it('offers the durations without Short term in the Duration filter and filters by the chosen one', async () => {
    const fetchMock = answer({
      [`GET ${filterPath(0, 1, 'null/null/3/null')}`]: () => json(200, listOf([trade(5, 'HDFCBANK')], 1)),
    });
    renderTrades();
    await waitFor(() => expect(symbols()).toEqual(['TCS', 'INFY']));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Duration' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Intra-day-BTST',
      'Intermediate',
      'Long term',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Intermediate' }));
    await waitFor(() => expect(symbols()).toEqual(['HDFCBANK']));
    expect(callsTo(fetchMock, 'GET', filterPath(0, 1, 'null/null/3/null'))).toHaveLength(1);
  });

  it('starts a tab over from its first page each time it is chosen', async () => {
    const fetchMock = answer();
    renderTrades();
    await waitFor(() => expect(symbols()).toEqual(['TCS', 'INFY']));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(symbols()).toEqual(['TCS', 'INFY', 'ITC']));

    fireEvent.click(screen.getByRole('tab', { name: 'Followed (1)' }));
    await waitFor(() => expect(symbols()).toEqual(['SBIN']));
    fireEvent.click(screen.getByRole('tab', { name: 'Posted (3)' }));
    await waitFor(() => expect(symbols()).toEqual(['TCS', 'INFY']));
    expect(callsTo(fetchMock, 'GET', filterPath(0, 1))).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', filterPath(0, 2))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGE_SIZE, TRENDING_WINDOW_DAYS } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, renderAt } from '../../../test-render.tsx';
import { setViewportWidth } from '../../../test-viewport.ts';
import { deferred, routeApi } from '../../follows/testing.ts';
import { makeGroup } from '../../groups/testing.ts';
import { useTradeCardActions } from '../../trades/index.ts';
import { makeTrade } from '../../trades/testing.ts';
import {
  EXPERTS_PATH,
  emptyPageInfo,
  expertsPage,
  installTrendingTestBridge,
  makeTrendingExpert,
  PREMIUM_GROUPS_PATH,
  PROFITABLE_PATH,
  tradesPage,
  UPCOMING_PATH,
  VIDEOS_PATH,
} from '../test-fixtures.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { PremiumGroupsSection } from './premium-groups-section.tsx';
import { TopExpertsSection } from './top-experts-section.tsx';
import { ProfitableTradesSection, TradesToFocusSection } from './trending-trades-section.tsx';
import { TrendingVideosSection } from './trending-videos-section.tsx';

installTrendingTestBridge();

const show = (node: ReactNode) => renderAt('/trending/main', { '/trending/main': node });
const section = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) =>
  within(section(name))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const base = {
  'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
};

function Trades({ list }: { list: 'profitable' | 'upcoming' }) {
  const actions = useTradeCardActions();
  const props = { viewerId: 42, viewer: actions.viewer, handlers: actions.handlers };
  return list === 'profitable' ? <ProfitableTradesSection {...props} /> : <TradesToFocusSection {...props} />;
}

const trade = (id: number, symbol: string) => makeTrade({ id, security_symbol: symbol });

describe('Top Profitable Trades', () => {
  it('shows placeholders, then two trades; Show More appends the next page until the last', async () => {
    const first = deferred<Response>();
    const { calls } = routeApi({
      ...base,
      [`GET ${PROFITABLE_PATH}`]: (url) =>
        url.searchParams.get('page') === '2'
          ? tradesPage([trade(3, 'TCS'), trade(4, 'INFY')], 2, 2)
          : first.promise,
    });
    show(<Trades list="profitable" />);
    expect(
      within(section(TRENDING_TEXTS.profitableTrades)).getByRole('status', { name: 'Loading trades' }),
    ).toBeTruthy();
    first.resolve(tradesPage([trade(1, 'RELIANCE'), trade(2, 'HDFCBANK')], 1, 2));
    await waitFor(() =>
      expect(cardsIn(TRENDING_TEXTS.profitableTrades)).toEqual(['Buy RELIANCE trade', 'Buy HDFCBANK trade']),
    );
    const [firstCall] = calls('GET', PROFITABLE_PATH);
    const query = firstCall!.url.searchParams;
    expect(query.get('page_size')).toBe(String(PAGE_SIZE.trendingProfitableTrades));
    expect(query.get('pandl_data__gt')).toBe('0');
    const windowDays = (Date.now() - Date.parse(query.get('created__gte')!)) / 86_400_000;
    expect(windowDays).toBeGreaterThanOrEqual(TRENDING_WINDOW_DAYS);
    expect(windowDays).toBeLessThan(TRENDING_WINDOW_DAYS + 0.01);

    fireEvent.click(screen.getByRole('button', { name: `Show More: ${TRENDING_TEXTS.profitableTrades}` }));
    await waitFor(() =>
      expect(cardsIn(TRENDING_TEXTS.profitableTrades)).toEqual([
        'Buy RELIANCE trade',
        'Buy HDFCBANK trade',
        'Buy TCS trade',
        'Buy INFY trade',
      ]),
    );
    expect(calls('GET', PROFITABLE_PATH).map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: /^Show More/ })).toBeNull();
  });

  it('says so when no trade of the window is in profit', async () => {
    routeApi({ ...base, [`GET ${PROFITABLE_PATH}`]: () => tradesPage([], 1, 0) });
    show(<Trades list="profitable" />);
    expect(await screen.findByText(TRENDING_TEXTS.profitableTradesEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show More/ })).toBeNull();
  });
});

describe('Trades to Focus', () => {
  it('asks for three Upcoming trades of the last 7 days a page and appends the next on Show More', async () => {
    const { calls } = routeApi({
      ...base,
      [`GET ${UPCOMING_PATH}`]: (url) =>
        url.searchParams.get('page') === '2'
          ? tradesPage([trade(4, 'ITC')], 2, 2)
          : tradesPage([trade(1, 'TCS'), trade(2, 'INFY'), trade(3, 'WIPRO')], 1, 2),
    });
    show(<Trades list="upcoming" />);
    await waitFor(() => expect(cardsIn(TRENDING_TEXTS.tradesToFocus)).toHaveLength(3));
    const query = calls('GET', UPCOMING_PATH)[0]!.url.searchParams;
    expect(query.get('page_size')).toBe(String(PAGE_SIZE.upcomingTrades));
    expect(query.get('status')).toBe('Inactive');
    expect(query.get('created__gte')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    fireEvent.click(screen.getByRole('button', { name: `Show More: ${TRENDING_TEXTS.tradesToFocus}` }));
    await waitFor(() => expect(cardsIn(TRENDING_TEXTS.tradesToFocus)).toHaveLength(4));
  });

  it('says so when no upcoming trade was posted in the window', async () => {
    routeApi({ ...base, [`GET ${UPCOMING_PATH}`]: () => tradesPage([], 1, 0) });
    show(<Trades list="upcoming" />);
    expect(await screen.findByText(TRENDING_TEXTS.tradesToFocusEmpty)).toBeTruthy();
  });

  it('offers Retry when the list cannot be read', async () => {
    let fails = true;
    routeApi({
      ...base,
      [`GET ${UPCOMING_PATH}`]: () => (fails ? json(500, {}) : tradesPage([trade(1, 'TCS')])),
    });
    show(<Trades list="upcoming" />);
    expect(await screen.findByText(TRENDING_TEXTS.tradesError, {}, { timeout: 15_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardsIn(TRENDING_TEXTS.tradesToFocus)).toEqual(['Buy TCS trade']));
  }, 30_000);
});

describe('Top-Performing SEBI Reg. Experts', () => {
  const meera = makeTrendingExpert();
  const rohit = makeTrendingExpert({
    user_id: 71,
    name: 'Rohit Verma',
    accuracy: 75,
    closed_trades: 4,
    avg_trade_return: -1.25,
    small_sample: true,
  });

  it('shows placeholders, then each expert with accuracy, the calls behind it and a small-sample mark', async () => {
    const answer = deferred<Response>();
    const { calls } = routeApi({ [`GET ${EXPERTS_PATH}`]: () => answer.promise });
    show(<TopExpertsSection viewerId={42} />);
    expect(screen.getByRole('progressbar', { name: 'Loading experts' })).toBeTruthy();
    answer.resolve(expertsPage([meera, rohit]));
    const list = await screen.findByRole('list', { name: TRENDING_TEXTS.topExperts });
    const [first, second] = within(list).getAllByRole('article');
    expect(first!.getAttribute('aria-label')).toBe('Meera Iyer');
    expect(within(first!).getByText('66.67%')).toBeTruthy();
    // Accuracy and the average return each say the calls behind them and the ranking's window.
    expect(within(first!).getAllByText('24 calls · 1M')).toHaveLength(2);
    expect(within(first!).getAllByTitle('Calls closed in the last month: 24 calls')).toHaveLength(2);
    expect(within(first!).getByText('+3.50%')).toBeTruthy();
    expect(within(first!).queryByText('Small sample')).toBeNull();
    expect(within(second!).getAllByText('4 calls · 1M')).toHaveLength(2);
    expect(
      screen.getByText('Past calls over the stated window; not a promise of future returns.'),
    ).toBeTruthy();
    expect(within(second!).getByText('Small sample')).toBeTruthy();
    expect(within(second!).getByText('-1.25%')).toBeTruthy();
    expect(calls('GET', EXPERTS_PATH)[0]!.url.searchParams.get('page_size')).toBe(
      String(PAGE_SIZE.performingTradersDesktop),
    );
  });

  it('asks for four under 768 px', async () => {
    setViewportWidth(390, { reduceMotion: false });
    const { calls } = routeApi({ [`GET ${EXPERTS_PATH}`]: () => expertsPage([meera]) });
    show(<TopExpertsSection viewerId={42} />);
    await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(calls('GET', EXPERTS_PATH)[0]!.url.searchParams.get('page_size')).toBe(
      String(PAGE_SIZE.performingTradersMobile),
    );
  });

  it('becomes a carousel above five experts', async () => {
    const six = Array.from({ length: 6 }, (_, index) =>
      makeTrendingExpert({ user_id: 100 + index, name: `Expert ${index + 1}` }),
    );
    routeApi({ [`GET ${EXPERTS_PATH}`]: () => expertsPage(six) });
    show(<TopExpertsSection viewerId={42} />);
    const carousel = await screen.findByRole('group', { name: TRENDING_TEXTS.topExperts });
    const inView = () =>
      within(carousel)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    expect(inView()).toEqual(['Expert 1', 'Expert 2', 'Expert 3', 'Expert 4']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(inView()).toEqual(['Expert 2', 'Expert 3', 'Expert 4', 'Expert 5']));
    expect(screen.queryByRole('list', { name: TRENDING_TEXTS.topExperts })).toBeNull();
  });

  it('follows an expert from the card, showing Following at once', async () => {
    const answer = deferred<Response>();
    const { calls } = routeApi({
      [`GET ${EXPERTS_PATH}`]: () => expertsPage([meera]),
      'POST /backend/api/follow-influencer/': () => answer.promise,
    });
    show(<TopExpertsSection viewerId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Meera Iyer' }));
    expect(await screen.findByRole('button', { name: 'Following Meera Iyer' })).toBeTruthy();
    answer.resolve(json(200, { message: 'Followed' }));
    await waitFor(() => expect(calls('POST', '/backend/api/follow-influencer/')).toHaveLength(1));
  });

  it('says so when no expert qualifies, and offers Retry when the list cannot be read', async () => {
    let fails = true;
    routeApi({ [`GET ${EXPERTS_PATH}`]: () => (fails ? json(500, {}) : expertsPage([])) });
    show(<TopExpertsSection viewerId={42} />);
    expect(await screen.findByText(TRENDING_TEXTS.topExpertsError, {}, { timeout: 15_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(TRENDING_TEXTS.topExpertsEmpty)).toBeTruthy();
  }, 30_000);
});

describe('Premium Groups', () => {
  it('shows the first five with View all to the premium groups list', async () => {
    const groups = [
      makeGroup({ id: 5, name: 'Nifty Swing Club', group_type: 'Premium' }),
      makeGroup({ id: 6, name: 'Options Desk', group_type: 'Premium' }),
    ];
    const { calls } = routeApi({
      [`GET ${PREMIUM_GROUPS_PATH}`]: () =>
        json(200, { premium_groups: groups, page_info: { ...emptyPageInfo, total_page: 1, total_count: 2 } }),
    });
    show(<PremiumGroupsSection />);
    const strip = await screen.findByRole('list', { name: TRENDING_TEXTS.premiumGroups });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: TRENDING_TEXTS.viewAll }).getAttribute('href')).toBe(
      '/trending/main/premium-groups',
    );
    expect(calls('GET', PREMIUM_GROUPS_PATH)[0]!.url.searchParams.get('detail_count')).toBe('5');
  });

  it('says so when there are none', async () => {
    routeApi({
      [`GET ${PREMIUM_GROUPS_PATH}`]: () => json(200, { premium_groups: [], page_info: emptyPageInfo }),
    });
    show(<PremiumGroupsSection />);
    expect(await screen.findByText(TRENDING_TEXTS.premiumGroupsEmpty)).toBeTruthy();
  });

  it('offers Retry when they cannot be read', async () => {
    let fails = true;
    routeApi({
      [`GET ${PREMIUM_GROUPS_PATH}`]: () =>
        fails ? json(500, {}) : json(200, { premium_groups: [], page_info: emptyPageInfo }),
    });
    show(<PremiumGroupsSection />);
    expect(await screen.findByText(TRENDING_TEXTS.premiumGroupsError, {}, { timeout: 15_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(TRENDING_TEXTS.premiumGroupsEmpty)).toBeTruthy();
  }, 30_000);
});

describe('Trending Videos', () => {
  it('is hidden while the list is empty', async () => {
    const { calls } = routeApi({
      [`GET ${VIDEOS_PATH}`]: () => json(200, { trending_videos: [], page_info: emptyPageInfo }),
    });
    show(<TrendingVideosSection />);
    await waitFor(() => expect(calls('GET', VIDEOS_PATH)).toHaveLength(1));
    expect(calls('GET', VIDEOS_PATH)[0]!.url.searchParams.get('detail_count')).toBe('5');
    expect(screen.queryByRole('heading', { name: TRENDING_TEXTS.trendingVideos })).toBeNull();
  });

  it('shows each video with its owner, price, length, views and language', async () => {
    const video = (id: number, title: string, price: number | null, views: number) => ({
      id,
      title,
      status: 'Verified',
      is_free: price === null,
      price,
      thumbnail: null,
      views_count: views,
      time: '2026-11-30T06:00:00.000Z',
      duration_seconds: 754,
      language: { name_to_show: 'Hindi' },
      profile: { user: 7, name: 'Meera Iyer', profile_image: null },
      playlist: null,
      video: null,
    });
    routeApi({
      [`GET ${VIDEOS_PATH}`]: () =>
        json(200, {
          trending_videos: [
            video(1, 'Reading a candlestick chart', null, 1),
            video(2, 'Option chains', 199, 12_500),
          ],
          page_info: emptyPageInfo,
        }),
    });
    show(<TrendingVideosSection />);
    const region = await screen.findByRole('region', { name: TRENDING_TEXTS.trendingVideos });
    const tiles = within(region).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Reading a candlestick chart',
      'Option chains',
    ]);
    expect(within(tiles[0]!).getByText('Free · 12:34 · 1 view · Hindi')).toBeTruthy();
    expect(within(tiles[1]!).getByText('₹199.00 · 12:34 · 12,500 views · Hindi')).toBeTruthy();
    expect(within(tiles[1]!).getByText('Meera Iyer')).toBeTruthy();
    expect(within(region).getByRole('link', { name: TRENDING_TEXTS.viewAll }).getAttribute('href')).toBe(
      '/video-course-list',
    );
  });
});

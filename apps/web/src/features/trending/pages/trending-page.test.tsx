import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderAt } from '../../../test-render.tsx';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { makeGroup } from '../../groups/testing.ts';
import { makeTrade } from '../../trades/testing.ts';
import { QuickAccessTiles } from '../components/quick-access-tiles.tsx';
import { QUICK_ACCESS_TILES } from '../quick-access.ts';
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
import { TrendingPage } from './trending-page.tsx';

const bridge = installTrendingTestBridge();

function answer() {
  return routeApi({
    'GET /backend/trending/securities/': () =>
      json(200, [
        {
          id: 37,
          name: 'Reliance Industries Ltd',
          symbol: 'RELIANCE',
          exchange: 'NSE',
          logo: null,
          live_price: 1520,
          up_down_percent: 1.2,
        },
      ]),
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    [`GET ${EXPERTS_PATH}`]: () => expertsPage([makeTrendingExpert()]),
    [`GET ${PROFITABLE_PATH}`]: () => tradesPage([makeTrade({ id: 1, security_symbol: 'TCS' })]),
    [`GET ${UPCOMING_PATH}`]: () => tradesPage([makeTrade({ id: 2, security_symbol: 'INFY' })]),
    [`GET ${VIDEOS_PATH}`]: () => json(200, { trending_videos: [], page_info: emptyPageInfo }),
    [`GET ${PREMIUM_GROUPS_PATH}`]: () =>
      json(200, {
        premium_groups: [makeGroup({ group_type: 'Premium' })],
        page_info: { ...emptyPageInfo, total_page: 1, total_count: 1 },
      }),
  });
}

const start = () => renderAt('/trending/main', { '/trending/main': <TrendingPage /> });
const tileLinks = () =>
  within(screen.getByRole('navigation', { name: TRENDING_TEXTS.quickAccess }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('TrendingPage', () => {
  it('shows the tiles whose page exists and every section, in the order of the spec', async () => {
    const { calls } = answer();
    start();
    expect(screen.getByRole('heading', { level: 1, name: 'Trending' })).toBeTruthy();
    expect(tileLinks()).toEqual([
      ['Markets', '/trending/markets'],
      ['News', '/trending/news'],
      ['Economic Calendar', '/trending/economic-calendar'],
      ['Webinars', '/webinars'],
      ['Premium Trades', '/trending/unlockTrade'],
      ['Research Reports', '/trending/reports'],
      ['Portfolio Review', '/portfolioEvaluation'],
      ['Trading Courses', '/video-course-list'],
    ]);
    await screen.findByRole('link', { name: 'RELIANCE Reliance Industries Ltd' });
    await screen.findByRole('article', { name: 'Meera Iyer' });
    await screen.findByRole('article', { name: 'Buy TCS trade' });
    await screen.findByRole('article', { name: 'Buy INFY trade' });
    await screen.findByRole('list', { name: TRENDING_TEXTS.premiumGroups });
    await waitFor(() => expect(calls('GET', VIDEOS_PATH)).toHaveLength(1));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      TRENDING_TEXTS.quickAccess,
      TRENDING_TEXTS.trendingStocks,
      TRENDING_TEXTS.topExperts,
      TRENDING_TEXTS.profitableTrades,
      TRENDING_TEXTS.tradesToFocus,
      TRENDING_TEXTS.premiumGroups,
    ]);
    expect(screen.getByRole('region', { name: TRENDING_TEXTS.banners })).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalled();
    // The first render of the whole page imports every section's code.
  }, 45_000);

  it('lays the page out for a 390 px phone: four experts asked for, the short banner', async () => {
    setViewportWidth(390, { reduceMotion: false });
    const { calls } = answer();
    start();
    await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(calls('GET', EXPERTS_PATH)[0]!.url.searchParams.get('page_size')).toBe('4');
    expect(getComputedStyle(screen.getByTestId('banner-viewport')).height).toBe('100px');
    await screen.findByRole('article', { name: 'Buy TCS trade' });
  });
});

describe('QuickAccessTiles', () => {
  it('hides a tile whose page does not exist yet', () => {
    const tiles = QUICK_ACCESS_TILES.map((tile) =>
      tile.label === 'Portfolio Review' ? { ...tile, hasPage: false } : tile,
    );
    renderAt('/trending/main', { '/trending/main': <QuickAccessTiles tiles={tiles} /> });
    expect(tileLinks().map(([label]) => label)).toEqual([
      'Markets',
      'News',
      'Economic Calendar',
      'Webinars',
      'Premium Trades',
      'Research Reports',
      'Trading Courses',
    ]);
    expect(screen.queryByRole('link', { name: 'Portfolio Review' })).toBeNull();
  });
});

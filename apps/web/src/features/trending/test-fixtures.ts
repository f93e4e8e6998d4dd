/** Experts, trade pages and the shared set-up for the Trending tests (not shipped: only *.test files import it). */
import { type Trade, type TrendingExpert, TrendingExpertSchema } from '@tradecircle/domain';
import { afterEach } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { installTestBridge, json } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { setViewportWidth } from '../../test-viewport.ts';
import { makeInfluencer } from '../follows/testing.ts';

export const PROFITABLE_PATH = '/backend/api/trade/42/trending/';
export const UPCOMING_PATH = '/backend/api/trade/42/trending/upcoming/';
export const EXPERTS_PATH = '/backend/api/trade/42/trending/profile/';
export const VIDEOS_PATH = '/backend/video/trending-videos/';
export const PREMIUM_GROUPS_PATH = '/backend/api/premium-groups/';

/** A top-performing expert, checked against the wire schema. */
export function makeTrendingExpert(overrides: Partial<TrendingExpert> = {}): TrendingExpert {
  return TrendingExpertSchema.parse({
    ...makeInfluencer({ user_id: overrides.user_id ?? 77, name: overrides.name ?? 'Meera Iyer' }),
    accuracy: 66.67,
    closed_trades: 24,
    avg_trade_return: 3.5,
    small_sample: false,
    window: '1M',
    ...overrides,
  });
}

export const expertsPage = (results: TrendingExpert[]) =>
  json(200, { count: results.length, num: 1, page: 1, results });

export const tradesPage = (results: Trade[], page = 1, num = 1) =>
  json(200, { count: results.length, num, page, results });

export const emptyPageInfo = { page_number: 1, detail_count: 5, total_page: 0, total_count: 0 };

/** A Trending page's setting before each test: signed in as user 42, fake live prices, 1280 px, motion allowed. */
export function installTrendingTestBridge() {
  const bridge = installTestBridge(() => {
    storeValidLogin({ userId: '42' });
    installFakeLivePriceClient();
    setViewportWidth(1280, { reduceMotion: false });
  });
  afterEach(() => setLivePriceClient(null));
  return bridge;
}

/** Experts, trade pages and a viewport for the Trending tests (not shipped: only *.test files import it). */
import { type Trade, type TrendingExpert, TrendingExpertSchema } from '@tradecircle/domain';
import { vi } from 'vitest';
import { json } from '../../test-render.tsx';
import { makeInfluencer } from '../follows/test-fixtures.ts';

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
    ...overrides,
  });
}

export const expertsPage = (results: TrendingExpert[]) =>
  json(200, { count: results.length, num: 1, page: 1, results });

export const tradesPage = (results: Trade[], page = 1, num = 1) =>
  json(200, { count: results.length, num, page, results });

export const emptyPageInfo = { page_number: 1, detail_count: 5, total_page: 0, total_count: 0 };

/**
 * Makes MUI's useMediaQuery see a window `width` px wide, and whether the user asks for reduced
 * motion (jsdom has no matchMedia).
 */
export function setViewport(width: number, { reduceMotion = false } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes('prefers-reduced-motion')
      ? reduceMotion
      : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

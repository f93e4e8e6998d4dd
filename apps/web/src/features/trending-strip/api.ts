/** The trending securities of platform.md §3 ("Trending security"), public. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRENDING_ENDPOINTS,
  TRENDING_SECURITIES_DEFAULT_LIMIT,
  type TrendingSecurity,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import type { LiveQuoteSeed } from '../../shared/live/live-quote.ts';

export const trendingKeys = {
  securities: (limit: number) => ['trending', 'securities', limit] as const,
};

export function fetchTrendingSecurities(
  limit = TRENDING_SECURITIES_DEFAULT_LIMIT,
): Promise<TrendingSecurity[]> {
  return call(TRENDING_ENDPOINTS.trendingSecurities, { auth: 'none', query: { limit } });
}

/** The strip's query (shared by the hook and the route prefetches of Home and Trending). */
export const trendingSecuritiesOptions = (limit = TRENDING_SECURITIES_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: trendingKeys.securities(limit),
    queryFn: () => fetchTrendingSecurities(limit),
  });

export function useTrendingSecurities(limit = TRENDING_SECURITIES_DEFAULT_LIMIT) {
  return useQuery(trendingSecuritiesOptions(limit));
}

/** The REST answer carries price and percent only; the previous close follows from them. */
export function seedFromTrending({ live_price, up_down_percent }: TrendingSecurity): LiveQuoteSeed {
  const close = live_price / (1 + up_down_percent / 100);
  return { live_price, close_price: close, up_down_price: live_price - close, up_down_percent };
}

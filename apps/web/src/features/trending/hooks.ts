import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tradecircle/domain';
import {
  fetchPremiumGroupsPreview,
  fetchProfitableTrades,
  fetchTopExperts,
  fetchTradesToFocus,
  fetchTrendingVideos,
} from './api.ts';
import { type TrendingTradeList, trendingPageKeys } from './query-keys.ts';

/** Pages start at 1 and `num` is the page count (platform.md §4: start at page 1 and append pages). */
function nextPage(last: { num: number }, page: number): number | undefined {
  return page < last.num ? page + 1 : undefined;
}

const TRADE_FETCHERS = { profitable: fetchProfitableTrades, upcoming: fetchTradesToFocus } as const;

/** Top Profitable Trades (2 a page) or Trades to Focus (3 a page); Show More appends the next page. */
/** A trending trade list's query (shared by the hook and Trending's route prefetch). */
export const trendingTradesOptions = (list: TrendingTradeList, viewerId: number) =>
  infiniteQueryOptions({
    queryKey: trendingPageKeys.trades(list),
    queryFn: ({ pageParam, signal }) => TRADE_FETCHERS[list](viewerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextPage(last, page),
  });

export function useTrendingTrades(list: TrendingTradeList, viewerId: number) {
  return useInfiniteQuery({ ...trendingTradesOptions(list, viewerId), enabled: viewerId > 0 });
}

/**
 * The experts list, one page (6, or 4 on phones). An infinite query under the follow graph's keys,
 * so a Follow pressed on a card shows at once, as in every other expert list.
 */
/** The top experts' query (shared by the hook and Trending's route prefetch). */
export const topExpertsOptions = (viewerId: number, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: trendingPageKeys.experts(pageSize),
    queryFn: ({ pageParam, signal }) => fetchTopExperts(viewerId, pageSize, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  });

export function useTopExperts(viewerId: number, pageSize: number) {
  return useInfiniteQuery({ ...topExpertsOptions(viewerId, pageSize), enabled: viewerId > 0 });
}

export function usePremiumGroupsPreview() {
  return useQuery({
    queryKey: trendingPageKeys.premiumGroups(PAGE_SIZE.homePreview),
    queryFn: ({ signal }) => fetchPremiumGroupsPreview(PAGE_SIZE.homePreview, signal),
  });
}

export function useTrendingVideos() {
  return useQuery({
    queryKey: trendingPageKeys.videos(PAGE_SIZE.homePreview),
    queryFn: ({ signal }) => fetchTrendingVideos(PAGE_SIZE.homePreview, signal),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { groupUpdatesOptions } from '../groups/index.ts';
import { pollListOptions } from '../polls/index.ts';
import {
  allTradeListOptions,
  durationListOptions,
  NO_FEED_FILTERS,
  profileDetailsOptions,
} from '../trades/index.ts';
import { trendingSecuritiesOptions } from '../trending-strip/index.ts';

/**
 * Home's first data calls, started by its route's loader while the page's code is still on its way
 * (on a phone that is seconds); the page's hooks then find them in flight or answered.
 */
export function prefetchHome(queryClient: QueryClient, userId: number): void {
  void queryClient.prefetchInfiniteQuery(allTradeListOptions(userId, NO_FEED_FILTERS));
  void queryClient.prefetchQuery(profileDetailsOptions(userId, userId));
  void queryClient.prefetchQuery(trendingSecuritiesOptions());
  void queryClient.prefetchQuery(durationListOptions());
  // The rows above the feed: the feed is laid out once they are settled.
  void queryClient.prefetchInfiniteQuery(groupUpdatesOptions());
  void queryClient.prefetchInfiniteQuery(pollListOptions());
}

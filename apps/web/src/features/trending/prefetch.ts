import type { QueryClient } from '@tanstack/react-query';
import { MOBILE_BREAKPOINT_PX, PAGE_SIZE } from '@tradecircle/domain';
import { trendingSecuritiesOptions } from '../trending-strip/index.ts';
import { topExpertsOptions, trendingTradesOptions } from './hooks.ts';

/**
 * Trending's first data calls, started by its route's loader while the page's code is on its way.
 * The experts' page size follows the screen as TopExpertsSection's does (4 under 768 px, else 6).
 */
export function prefetchTrending(queryClient: QueryClient, viewerId: number): void {
  // MUI's down('md'), as the section reads it.
  const isPhone = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.05}px)`).matches;
  const pageSize = isPhone ? PAGE_SIZE.performingTradersMobile : PAGE_SIZE.performingTradersDesktop;
  void queryClient.prefetchQuery(trendingSecuritiesOptions());
  void queryClient.prefetchInfiniteQuery(topExpertsOptions(viewerId, pageSize));
  void queryClient.prefetchInfiniteQuery(trendingTradesOptions('profitable', viewerId));
  void queryClient.prefetchInfiniteQuery(trendingTradesOptions('upcoming', viewerId));
}

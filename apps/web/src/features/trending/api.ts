/** The Trending page's calls (docs/api.md "Discovery": Trending), typed by the domain's wire schemas. */
import { GROUP_ENDPOINTS, PAGE_SIZE, TRENDING_ENDPOINTS, TRENDING_WINDOW_DAYS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * The start of the trending window (platform.md §7 `created__gte`, seven days back), to the minute:
 * the pages of one list read within a minute ask the same window.
 */
export function trendingWindowStart(nowMs = Date.now()): string {
  const start = nowMs - TRENDING_WINDOW_DAYS * DAY_MS;
  return new Date(start - (start % MINUTE_MS)).toISOString();
}

/** Top Profitable Trades: calls of the window in profit, best first (`userId` is the caller's). */
export function fetchProfitableTrades(userId: number, page: number, signal?: AbortSignal) {
  return call(TRENDING_ENDPOINTS.profitableTrades, {
    params: { userId: String(userId) },
    auth: 'optional',
    query: {
      page,
      page_size: PAGE_SIZE.trendingProfitableTrades,
      pandl_data__gt: 0,
      created__gte: trendingWindowStart(),
    },
    signal,
  });
}

/** Trades to Focus: Upcoming (Inactive) calls of the window, most followed first. */
export function fetchTradesToFocus(userId: number, page: number, signal?: AbortSignal) {
  return call(TRENDING_ENDPOINTS.upcomingTrades, {
    params: { userId: String(userId) },
    auth: 'optional',
    query: {
      page,
      page_size: PAGE_SIZE.upcomingTrades,
      status: 'Inactive',
      created__gte: trendingWindowStart(),
    },
    signal,
  });
}

/** Top-Performing SEBI Reg. Experts, ranked by their track record (`pageSize` 6, or 4 on phones). */
export function fetchTopExperts(userId: number, pageSize: number, page: number, signal?: AbortSignal) {
  return call(TRENDING_ENDPOINTS.topExperts, {
    params: { userId: String(userId) },
    auth: 'optional',
    query: { page, page_size: pageSize },
    signal,
  });
}

/** The premium groups preview: the first `count` (5 on Home and Trending, platform.md §9). */
export function fetchPremiumGroupsPreview(count: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.premiumGroups, {
    auth: 'optional',
    query: { page_number: 1, detail_count: count },
    abortKey: 'premium-groups preview',
    handledStatuses: [404],
    signal,
  });
}

/** Trending videos: the first page of Verified videos, the most watched first. */
export function fetchTrendingVideos(count: number, signal?: AbortSignal) {
  return call(TRENDING_ENDPOINTS.trendingVideos, {
    auth: 'optional',
    query: { detail_count: count, page_number: 1 },
    signal,
  });
}

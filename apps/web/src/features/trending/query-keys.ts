/**
 * The Trending page's query keys, each under the area whose changes must refresh it: the trade lists
 * under the trades area's lists (a new, edited or deleted trade, a follow), the experts under the
 * follow graph (Follow shows at once), the premium groups under the groups (a subscription).
 */
import { followKeys } from '../follows/index.ts';
import { groupKeys } from '../groups/index.ts';
import { tradeKeys } from '../trades/index.ts';

export type TrendingTradeList = 'profitable' | 'upcoming';

export const trendingPageKeys = {
  trades: (list: TrendingTradeList) => [...tradeKeys.lists(), 'trending', list] as const,
  experts: (pageSize: number) => [...followKeys.all, 'trending-experts', pageSize] as const,
  premiumGroups: (count: number) => [...groupKeys.all, 'premium-preview', count] as const,
  videos: (count: number) => ['trending', 'videos', count] as const,
};

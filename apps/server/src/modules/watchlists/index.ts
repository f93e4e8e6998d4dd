export type { WatchlistTrades } from './watchlist-trades.ts';
export {
  bookmarkCountOf,
  profilesSavingTrade,
  securitySavedBy,
  stocksFollowedBy,
  tradeInTradeTabsOf,
  tradeSavedBy,
} from './watchlists.queries.ts';
export { isSecurityInWatchlistsOf, stockFollowCountsSince } from './watchlists.repository.ts';
export { type WatchlistRoutesOptions, watchlistRoutes } from './watchlists.routes.ts';

export { isSecurityInWatchlistsOf } from './watchlists.repository.ts';
export { watchlistRoutes } from './watchlists.routes.ts';

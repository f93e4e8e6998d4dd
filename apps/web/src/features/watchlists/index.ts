/** The watchlists feature's public entry: what other features and the shell use at once. Re-exports only. */

export { bookmarkTrade } from './bookmark-trade.ts';
export { AddToWatchlistMenu } from './components/add-to-watchlist-menu.tsx';

export { AddToWatchlistMenu, type AddToWatchlistMenuProps } from './components/add-to-watchlist-menu.tsx';
export { watchlistKeys } from './hooks.ts';

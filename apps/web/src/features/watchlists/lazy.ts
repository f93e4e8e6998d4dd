/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const WatchlistPage = lazyPage(() => import('./pages/watchlist-page.tsx'), 'WatchlistPage');
export const loadAddToWatchlistMenu = () => import('./components/add-to-watchlist-menu.tsx');

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const SearchPage = lazyPage(() => import('./search-page.tsx'), 'SearchPage');
export const RecentSearchPage = lazyPage(() => import('./recent-search-page.tsx'), 'RecentSearchPage');

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const NewsPage = lazyPage(() => import('./pages/news-page.tsx'), 'NewsPage');
export const NewsDetailPage = lazyPage(() => import('./pages/news-detail-page.tsx'), 'NewsDetailPage');

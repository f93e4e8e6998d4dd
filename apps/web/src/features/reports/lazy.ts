/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const StockReportsPage = lazyPage(() => import('./pages/stock-reports-page.tsx'), 'StockReportsPage');
export const DownloadedReportsPage = lazyPage(
  () => import('./pages/downloaded-reports-page.tsx'),
  'DownloadedReportsPage',
);

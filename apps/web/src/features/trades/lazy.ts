/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const ShareTradePage = lazyPage(() => import('./pages/share-trade-page.tsx'), 'ShareTradePage');
export const TradeReportListPage = lazyPage(
  () => import('./pages/trade-report-list-page.tsx'),
  'TradeReportListPage',
);
export const loadLiveTradeCache = () => import('./live/live-trade-cache.tsx');
export const loadCongratulationDialog = () => import('./dialogs/congratulation-dialog.tsx');

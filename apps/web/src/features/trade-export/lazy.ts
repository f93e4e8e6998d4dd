/** What loads later, in a chunk of its own: the feature's route page (lazyPage). */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const TradeExportPage = lazyPage(() => import('./pages/trade-export-page.tsx'), 'TradeExportPage');

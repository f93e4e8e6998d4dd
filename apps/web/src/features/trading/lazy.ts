/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage). */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const TradingPage = lazyPage(() => import('./pages/trading-page.tsx'), 'TradingPage');

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage). */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const GamificationPage = lazyPage(() => import('./pages/gamification-page.tsx'), 'GamificationPage');
export const UnlockTradesPage = lazyPage(() => import('./pages/unlock-trades-page.tsx'), 'UnlockTradesPage');
export const JoiningBonusDialog = lazyPage(
  () => import('./dialogs/joining-bonus-dialog.tsx'),
  'JoiningBonusDialog',
);

/** What loads later, each in a chunk of its own: the route page, and the question asked before a copy. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const RiskProfilePage = lazyPage(() => import('./pages/risk-profile-page.tsx'), 'RiskProfilePage');
export const CopySuitabilityDialog = lazyPage(
  () => import('./components/copy-suitability-dialog.tsx'),
  'CopySuitabilityDialog',
);

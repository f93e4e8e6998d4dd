/** What loads later, in a chunk of its own: the feature's route page (lazyPage). */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const CopyGuardrailsPage = lazyPage(
  () => import('./pages/copy-guardrails-page.tsx'),
  'CopyGuardrailsPage',
);

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const DisclaimerPage = lazyPage(() => import('./disclaimer-page.tsx'), 'DisclaimerPage');
export const PrivacyPolicyPage = lazyPage(() => import('./privacy-policy-page.tsx'), 'PrivacyPolicyPage');
export const InvestorCharterPage = lazyPage(
  () => import('./investor-charter-page.tsx'),
  'InvestorCharterPage',
);

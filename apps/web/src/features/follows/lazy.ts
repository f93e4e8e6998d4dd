/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const FollowSebiUserPage = lazyPage(
  () => import('./pages/follow-sebi-user-page.tsx'),
  'FollowSebiUserPage',
);
export const loadExpertList = () => import('./components/expert-list.tsx');

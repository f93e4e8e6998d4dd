/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const GroupDetailPage = lazyPage(() => import('./pages/group-detail-page.tsx'), 'GroupDetailPage');
export const PremiumGroupPage = lazyPage(() => import('./pages/premium-group-page.tsx'), 'PremiumGroupPage');
export const AllGroupsPage = lazyPage(() => import('./pages/all-groups-page.tsx'), 'AllGroupsPage');
export const PremiumGroupsPage = lazyPage(
  () => import('./pages/premium-groups-page.tsx'),
  'PremiumGroupsPage',
);
export const loadGroupPrefetch = () => import('./prefetch.ts');

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const MyProfilePage = lazyPage(() => import('./my-profile-page.tsx'), 'MyProfilePage');
export const OthersProfilePage = lazyPage(() => import('./others-profile-page.tsx'), 'OthersProfilePage');

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage). */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const MyVideosPage = lazyPage(() => import('./pages/my-videos-page.tsx'), 'MyVideosPage');
export const VideoCoursesPage = lazyPage(() => import('./pages/video-courses-page.tsx'), 'VideoCoursesPage');
export const VideoDetailPage = lazyPage(() => import('./pages/video-detail-page.tsx'), 'VideoDetailPage');
export const PlaylistDetailPage = lazyPage(
  () => import('./pages/playlist-detail-page.tsx'),
  'PlaylistDetailPage',
);

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const NotificationsPage = lazyPage(() => import('./notifications-page.tsx'), 'NotificationsPage');
export const loadNotificationBell = () => import('./notification-bell.tsx');

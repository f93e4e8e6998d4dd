import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const AdminPage = lazyPage(() => import('./pages/admin-page.tsx'), 'AdminPage');

/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage). */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const WebinarsPage = lazyPage(() => import('./pages/webinars-page.tsx'), 'WebinarsPage');

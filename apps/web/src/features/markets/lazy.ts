/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
import { lazyPage } from '../../shared/lazy/lazy-page.ts';

export const MarketsPage = lazyPage(() => import('./markets-page.tsx'), 'MarketsPage');

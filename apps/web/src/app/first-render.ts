import { codeAskedForSoFar } from '../shared/lazy/lazy-page.ts';
import type { AppRouter } from './router.ts';

/** How long the first render waits for the first page's code before it goes ahead without it. */
export const FIRST_RENDER_WAIT_MS = 3000;

/**
 * Resolves when the first route's loader has run and the page code it asked for has arrived. Rendered
 * before that, the page suspends: React shows the loading screen and, by its fallback throttle, reveals
 * the page no sooner than 300 ms later, after its code and data are here. index.html's shell (header bar,
 * loading quote) is on screen meanwhile.
 */
export function firstRouteCode(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    // The loaders ask for the page's code a task after they run (routes.tsx, startingEarly).
    const afterLoaders = () =>
      setTimeout(() => void codeAskedForSoFar(FIRST_RENDER_WAIT_MS).then(resolve), 0);
    if (router.state.initialized) {
      afterLoaders();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      afterLoaders();
    });
  });
}

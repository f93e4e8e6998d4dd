import { CHUNK_LOAD_TIMEOUT_MS } from '@tradecircle/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Fails a page chunk load that hangs, so the route error page can offer a reload. */
export function withTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Loading the page timed out')), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

// biome-ignore lint/suspicious/noExplicitAny: a component with any props
export type LazyPage<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Starts fetching the page's code now (a route loader, before React renders the route). */
  preload: () => void;
};

const loading = new Set<Promise<unknown>>();

function tracked<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => loading.delete(load);
  load.then(done, done);
  return load;
}

/** Resolves once the code asked for so far (route loaders' pages, lazy components) is here or failed, or after `ms`. */
export function codeAskedForSoFar(ms: number): Promise<void> {
  const settled = Promise.allSettled([...loading]).then(() => undefined);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/**
 * React.lazy for a named export that renders at once when the code is already here (a route loader
 * or a module's early `preload` fetched it). React.lazy on a resolved import still suspends once,
 * and React 19 then shows the boundary's fallback and reveals the content no sooner than 300 ms
 * later (its fallback throttle): a group page's card waited 300 ms at 1x CPU for code it had.
 * A thenable that calls back at once lets React.lazy resolve inside the render.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component with any props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M | undefined;
  const loadAndKeep = () =>
    tracked(
      load().then((module) => {
        loaded = module;
        return module;
      }),
    );
  const component = lazy(() => {
    const module = loaded;
    if (module) {
      const ready = {
        // biome-ignore lint/suspicious/noThenProperty: a thenable that React.lazy resolves synchronously
        then: (resolve: (value: { default: M[K] }) => void) => resolve({ default: module[name] }),
      };
      return ready as unknown as Promise<{ default: M[K] }>;
    }
    return withTimeout(loadAndKeep()).then((fresh) => ({ default: fresh[name] }));
  });
  // A failure shows when React asks for the component (the lazy import above).
  return Object.assign(component, { preload: () => void loadAndKeep().catch(() => {}) });
}

/** A route's page: `lazyPage(() => import('../../app/x-page.tsx'), 'XPage')`. */
export const lazyPage = lazyNamed;

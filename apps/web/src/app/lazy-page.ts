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

export type LazyPage<C extends ComponentType> = LazyExoticComponent<C> & {
  /** Starts fetching the page's code now (a route loader, before React renders the route). */
  preload: () => void;
};

/** React.lazy for a named export: `lazyPage(() => import('./x-page.tsx'), 'XPage')`. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  const page = lazy(() => withTimeout(load()).then((module) => ({ default: module[name] })));
  // A failure shows when React asks for the page (the lazy import above).
  return Object.assign(page, { preload: () => void load().catch(() => {}) });
}

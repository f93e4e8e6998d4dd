import { useMatches } from 'react-router';
import type { RouteMeta } from './guard.ts';

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'guest' in handle;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteMeta);
}

import type { QueryClient } from '@tanstack/react-query';
import { groupDetailOptions } from './queries.ts';

/**
 * A group page's first call, started by its route's loader while the page's code is on its way: the
 * visitor's or the member's detail as the page will ask for it (the premium page always the full one).
 */
export function prefetchGroup(queryClient: QueryClient, groupId: number, asVisitor: boolean): void {
  if (groupId > 0) void queryClient.prefetchQuery(groupDetailOptions(groupId, asVisitor));
}

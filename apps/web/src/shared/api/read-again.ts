import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKey` again if they were read or are being read (one never asked for
 * is read when asked): for pushes this tab missed before its live socket was named. Cancelled first:
 * an invalidation then joins a first read still on its way instead of making a new one, and that
 * read may have been answered before the socket was named.
 */
export function readAgainWhatWasRead(queryClient: QueryClient, queryKey: QueryKey): void {
  const queries = queryClient.getQueryCache().findAll({ queryKey });
  if (queries.some((query) => query.state.dataUpdatedAt > 0 || query.state.fetchStatus === 'fetching'))
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
}

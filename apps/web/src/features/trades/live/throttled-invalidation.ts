import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export const LIST_INVALIDATION_INTERVAL_MS = 1000;

/**
 * Invalidates the query keys it is asked to at most once per interval: the first request runs at
 * once, the ones within the next interval are gathered and run together when it ends, each
 * matching query refetched once however many keys name it.
 */
export function createThrottledInvalidation(
  queryClient: QueryClient,
  intervalMs = LIST_INVALIDATION_INTERVAL_MS,
  now: () => number = Date.now,
) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRun = Number.NEGATIVE_INFINITY;

  const run = () => {
    timer = null;
    lastRun = now();
    const keys = [...pending.values()];
    pending.clear();
    void queryClient.invalidateQueries({
      predicate: (query) => keys.some((key) => partialMatchKey(query.queryKey, key)),
    });
  };

  return {
    ask(keys: readonly QueryKey[]): void {
      for (const key of keys) pending.set(hashKey(key), key);
      if (pending.size === 0 || timer !== null) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    dispose(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

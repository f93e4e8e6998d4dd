import type { QueryClient } from '@tanstack/react-query';

/**
 * Settles once the page has asked for its data and the first answers are in (the query client went
 * from fetching to idle), or after `capMs` for a page that reads nothing: what the first session
 * update of a page load waits for. On a phone the IP lookup and the update used to take two of the
 * browser's six connections ahead of the page's own calls.
 */
export function afterPageData(queryClient: QueryClient, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    let hasFetched = false;
    let unsubscribe = () => {};
    const finish = () => {
      clearTimeout(cap);
      unsubscribe();
      resolve();
    };
    const check = () => {
      if (queryClient.isFetching() > 0) hasFetched = true;
      else if (hasFetched) finish();
    };
    const cap = setTimeout(finish, capMs);
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { livePriceClient } from '../../market/live-price-client.ts';
import { tradeKeys } from '../query-keys.ts';
import { createThrottledInvalidation } from './throttled-invalidation.ts';
import { patchTradeCaches } from './trade-cache-patch.ts';

/**
 * Keeps the cached trades, lists and counts in step with the trade changes the live channel pushes
 * (Upcoming -> Live -> Closed, targets reached, edits, deletions): patched in place by trade id
 * where the push says everything, else refetched, lists at most once a second. Mounted once, in
 * the app's providers; cards subscribe to their securities, and the server pushes changes of those.
 */
export function useLiveTradeCache(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const invalidation = createThrottledInvalidation(queryClient);
    const client = livePriceClient();
    const stop = client.onTradeChanges((events) => {
      invalidation.request(events.flatMap((event) => patchTradeCaches(queryClient, event)));
    });
    // Changes pushed while the socket was down were lost: what is cached is read again.
    const stopReopen = client.onReopen(() => invalidation.request([tradeKeys.all]));
    return () => {
      stop();
      stopReopen();
      invalidation.dispose();
    };
  }, [queryClient]);
}

export function LiveTradeCache(): null {
  useLiveTradeCache();
  return null;
}

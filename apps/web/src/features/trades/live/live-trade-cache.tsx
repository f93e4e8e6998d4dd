import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAgainWhatWasRead } from '../../../shared/api/read-again.ts';
import { livePriceClient } from '../../../shared/live/live-price-client.ts';
import { tradeKeys } from '../query-keys.ts';
import { createThrottledInvalidation } from './throttled-invalidation.ts';
import { patchTradeCaches } from './trade-cache-patch.ts';

/**
 * Keeps the cached trades, lists and counts in step with the trade changes the live channel pushes
 * (Upcoming -> Live -> Closed, targets reached, edits, deletions): patched in place by trade id
 * where the push says everything, else refetched, lists at most once a second. Mounted once, in
 * the app's providers; cards subscribe to their securities, and the server pushes changes of those,
 * and of the trades of the experts the user follows and of the user's groups (their Home feed and
 * group pages hear of a new trade from its event).
 */
export function useLiveTradeCache(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const invalidation = createThrottledInvalidation(queryClient);
    const client = livePriceClient();
    const stop = client.onTradeChanges((events) => {
      invalidation.ask(events.flatMap((event) => patchTradeCaches(queryClient, event)));
    });
    // Changes pushed while the socket was down were lost: what is cached is read again.
    const stopReopen = client.onReopen(() => invalidation.ask([tradeKeys.all]));
    // A new trade reaches a follower's Home feed (and a member's group page) only once the socket is
    // named as the user; one posted before, or while nobody listened, did not: the feed is read again.
    const readFeedsAgain = () => readAgainWhatWasRead(queryClient, tradeKeys.feeds());
    const stopNamed = client.onControlFrame((frame) => {
      if (frame.type === 'authenticated') readFeedsAgain();
    });
    if (client.isNamed()) readFeedsAgain();
    return () => {
      stop();
      stopReopen();
      stopNamed();
      invalidation.dispose();
    };
  }, [queryClient]);
}

export function LiveTradeCache(): null {
  useLiveTradeCache();
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { livePriceClient } from '../../market/live-price-client.ts';
import { tradeKeys } from '../hooks.ts';

/**
 * Status changes pushed by the server (Upcoming -> Live -> Closed, targets reached, edits) refetch
 * the trades on screen and the profile counts, so cards and counts follow without a reload. Cards subscribe to their securities; the
 * server sends changes for those securities only.
 */
export function useTradeChangeRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      livePriceClient().onTradeChanges(() => {
        void queryClient.invalidateQueries({ queryKey: tradeKeys.all });
        void queryClient.invalidateQueries({ queryKey: tradeKeys.profiles() });
      }),
    [queryClient],
  );
}

/** Query keys and hooks of the watchlists; every change refreshes the user's tabs. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchlistType } from '@tradecircle/domain';
import { useEffect } from 'react';
import { notify } from '../../shared/api/app-bridge.ts';
import { notifyFailure } from '../../shared/api/http-errors.ts';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import { livePriceClient } from '../../shared/live/live-price-client.ts';
import { tradeKeys } from '../trades/index.ts';
import {
  addWatchlistItem,
  createWatchlistTab,
  deleteWatchlistTab,
  fetchWatchlists,
  removeWatchlistItem,
  renameWatchlistTab,
} from './api.ts';

export const watchlistKeys = {
  all: ['watchlists'] as const,
  ofType: (type: WatchlistType, userId: string) => [...watchlistKeys.all, type, userId] as const,
  stock: (userId: string) => watchlistKeys.ofType('stock', userId),
  trade: (userId: string) => watchlistKeys.ofType('trade', userId),
};

/** The signed-in user's stock tabs; idle for visitors. */
export function useStockWatchlists(enabled = true) {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: watchlistKeys.stock(userId ?? ''),
    queryFn: () => fetchWatchlists(userId ?? '', 'stock'),
    enabled: enabled && isLoggedIn && userId !== null,
  });
}

/**
 * The signed-in user's trade tabs with their bookmarked trades; idle for visitors. Trades are
 * bookmarked from cards all over the app, so the page reads the tabs afresh each time it opens.
 */
export function useTradeWatchlists(enabled = true) {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: watchlistKeys.trade(userId ?? ''),
    queryFn: () => fetchWatchlists(userId ?? '', 'trade'),
    enabled: enabled && isLoggedIn && userId !== null,
    refetchOnMount: 'always',
  });
}

/**
 * Status changes pushed for the bookmarked trades on screen (Upcoming -> Live -> Closed, edits,
 * deletion) re-read the trade tabs, so their cards follow without a reload. Prices tick in the cards.
 */
export function useTradeWatchlistChangeRefresh(tradeIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const key = tradeIds.join(',');
  useEffect(() => {
    const watched = new Set(key.split(',').map(Number));
    return livePriceClient().onTradeChanges((changes) => {
      if (changes.some((change) => watched.has(change.trade_id))) {
        void queryClient.invalidateQueries({ queryKey: watchlistKeys.trade(userId ?? '') });
      }
    });
  }, [queryClient, userId, key]);
}

function useRefreshWatchlists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
}

// 400s are shown by the request helper's catalogue; notifyFailure adds the 409 and other refusals.
export function useCreateWatchlistTab() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: (name: string) => createWatchlistTab(name),
    onSuccess: refresh,
    onError: (error) => notifyFailure(error),
  });
}

export function useRenameWatchlistTab() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameWatchlistTab(id, name),
    onSuccess: refresh,
    onError: (error) => notifyFailure(error),
  });
}

export function useDeleteWatchlistTab() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: deleteWatchlistTab,
    onSuccess: refresh,
    onError: (error) => notifyFailure(error),
  });
}

export function useAddWatchlistItem() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: ({ watchlistId, securityId }: { watchlistId: number; securityId: number }) =>
      addWatchlistItem(watchlistId, securityId),
    onSuccess: async (answer) => {
      notify(answer.message, 'success');
      await refresh();
    },
    onError: (error) => notifyFailure(error),
  });
}

export function useRemoveWatchlistItem() {
  const refresh = useRefreshWatchlists();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWatchlistItem,
    onSuccess: async () => {
      // A removed trade bookmark changes is_trade_saved on every card of that trade.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: tradeKeys.all })]);
    },
    onError: (error) => notifyFailure(error),
  });
}

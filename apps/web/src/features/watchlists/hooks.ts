/** Query keys and hooks of the stock watchlists; every change refreshes the user's tabs. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../api/app-bridge.ts';
import { notifyFailure } from '../../api/http-errors.ts';
import { useIsLoggedIn, useSession } from '../../api/use-session.ts';
import {
  addWatchlistItem,
  createWatchlistTab,
  deleteWatchlistTab,
  fetchStockWatchlists,
  removeWatchlistItem,
  renameWatchlistTab,
} from './api.ts';

export const watchlistKeys = {
  all: ['watchlists'] as const,
  stock: (userId: string) => [...watchlistKeys.all, 'stock', userId] as const,
};

/** The signed-in user's stock tabs; idle for visitors. */
export function useStockWatchlists(enabled = true) {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: watchlistKeys.stock(userId ?? ''),
    queryFn: () => fetchStockWatchlists(userId ?? ''),
    enabled: enabled && isLoggedIn && userId !== null,
  });
}

function useRefreshWatchlists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
}

// 400s are shown by the request helper's catalogue; notifyFailure adds the 409 and other refusals.
export function useCreateWatchlistTab() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: createWatchlistTab,
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
  return useMutation({
    mutationFn: removeWatchlistItem,
    onSuccess: refresh,
    onError: (error) => notifyFailure(error),
  });
}

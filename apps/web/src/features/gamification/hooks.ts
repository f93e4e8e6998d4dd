/** Queries and mutations of the gamification area; a spend refreshes every coin figure. */
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type RedeemCoinBody, SNACKBAR_MESSAGE_MS } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import {
  fetchDailyTasks,
  fetchGamificationData,
  fetchOneTimeTasks,
  fetchPremiumTrades,
  fetchRedeemItems,
  fetchStreakDetail,
  redeemCoins,
  unlockTrade,
} from './api.ts';
import { GAMIFICATION_TEXTS } from './gamification-texts.ts';
import { gamificationKeys } from './query-keys.ts';

export function useGamificationData(enabled = true) {
  return useQuery({
    queryKey: gamificationKeys.data(),
    queryFn: ({ signal }) => fetchGamificationData(signal),
    enabled,
  });
}

export function useDailyTasks(enabled = true) {
  return useQuery({
    queryKey: gamificationKeys.dailyTasks(),
    queryFn: ({ signal }) => fetchDailyTasks(signal),
    enabled,
  });
}

export function useOneTimeTasks() {
  return useQuery({
    queryKey: gamificationKeys.oneTimeTasks(),
    queryFn: ({ signal }) => fetchOneTimeTasks(signal),
  });
}

export function useStreakDetail() {
  return useQuery({
    queryKey: gamificationKeys.streak(),
    queryFn: ({ signal }) => fetchStreakDetail(signal),
  });
}

export function useRedeemItems() {
  return useQuery({
    queryKey: gamificationKeys.redeemItems(),
    queryFn: ({ signal }) => fetchRedeemItems(signal),
  });
}

/** A page of the unlock list; the last page stays on screen while the next loads. */
export function usePremiumTrades(userId: number, page: number) {
  return useQuery({
    queryKey: gamificationKeys.premiumTrades(userId, page),
    queryFn: ({ signal }) => fetchPremiumTrades(userId, page, signal),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Every coin figure (balance, tasks, streak, items, the unlock list) is read again. */
export function refreshCoins(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
}

/** The server's words for a refusal (not enough coins, freezes full), else `fallback`; nothing for an abort or a lost session. */
function refusalMessage(error: unknown, fallback: string): string | null {
  if (isAbortError(error) || error instanceof SessionExpiredError) return null;
  return (error instanceof HttpError && serverMessage(error.body)) || fallback;
}

function notifyRefusal(error: unknown, fallback: string): void {
  const message = refusalMessage(error, fallback);
  if (message) notify(message, 'error', SNACKBAR_MESSAGE_MS);
}

/** Redeem Coins: the server's message on success, its refusal otherwise; the balance is read again either way. */
export function useRedeemCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemCoinBody) => redeemCoins(body),
    onSuccess: ({ message }) => notify(message, 'success', SNACKBAR_MESSAGE_MS),
    onError: (error) => notifyRefusal(error, GAMIFICATION_TEXTS.redeemFailed),
    onSettled: () => refreshCoins(queryClient),
  });
}

/** Unlocks one closed premium call for the caller; the list and the balance reload afterwards (platform.md §4). */
export function useUnlockTrade(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeId: number) => unlockTrade(userId, tradeId),
    onSuccess: ({ message }) => notify(message, 'success', SNACKBAR_MESSAGE_MS),
    onError: (error) => notifyRefusal(error, GAMIFICATION_TEXTS.unlockFailed),
    onSettled: () => refreshCoins(queryClient),
  });
}

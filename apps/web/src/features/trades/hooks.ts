/** Query keys and hooks of the trades area; mutations refresh the lists and details they change. */
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateTradeBody, Trade, UpdateTradeBody } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, reactionFor, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { readSession } from '../../shared/api/session.ts';
import { useRealTradeEntry, useRealTradeExit } from '../broker/index.ts';
import {
  type AllTradeFilters,
  addTradeComment,
  createTrade,
  deleteTrade,
  exitTrade,
  fetchFilteredTrades,
  fetchLivePrice,
  fetchTrade,
  fetchTradeComments,
  fetchTradeCounts,
  fetchTradeDetail,
  fetchUserTradeList,
  postGroupTrade,
  setTradeFeatured,
  type TradeFilters,
  updateReasoning,
  updateTradeDetail,
} from './api.ts';
import type { TradeActionPorts } from './ports.ts';
import { allTradeListOptions, durationListOptions, profileDetailsOptions } from './queries.ts';
import { tradeKeys } from './query-keys.ts';

/** trades.md §8 success messages, verbatim (the review dialog's own spelling included). */
export const TRADE_SUCCESS_MESSAGES = {
  posted: 'Trade Posted Successfully',
  postedFromReview: 'Trade Posted Succesfully',
  updated: 'Trade Updated successfully',
  featured: 'Trade added to featured sections successfully',
  unfeatured: 'Trade removed to featured sections successfully',
} as const;

const REFUSED_FALLBACK = 'This action is not allowed';

export { tradeKeys };

/**
 * For calls whose refusal the user must see: a 403 these calls handle themselves (server message),
 * and statuses the shared catalogue only logs (server message, else `fallback`). Statuses the
 * catalogue already announced, aborted calls and lost sessions show nothing more.
 */
export function notifyTradeFailure(error: unknown, options: { fallback?: string; ms?: number } = {}): void {
  if (isAbortError(error) || error instanceof SessionExpiredError) return;
  if (error instanceof HttpError) {
    if (error.status === 403) {
      notify(serverMessage(error.body) ?? REFUSED_FALLBACK, 'error', options.ms);
      return;
    }
    if (reactionFor(error.status, error.body).message !== null) return;
    const message = serverMessage(error.body) ?? options.fallback;
    if (message) notify(message, 'error', options.ms);
    return;
  }
  if (options.fallback) notify(options.fallback, 'error', options.ms);
}

/** Failures the spec only logs (update-trade): only the self-handled 403 refusal is shown. */
function notifyRefusal(error: unknown): void {
  if (error instanceof HttpError && error.status === 403) {
    notify(serverMessage(error.body) ?? REFUSED_FALLBACK, 'error');
  }
}

async function refreshTrade(queryClient: QueryClient, id: number, changed?: Trade): Promise<void> {
  if (changed) queryClient.setQueryData(tradeKeys.trade(id), changed);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: tradeKeys.comments(id) }),
    queryClient.invalidateQueries({
      queryKey: tradeKeys.trade(id),
      refetchType: changed ? 'none' : 'active',
    }),
    queryClient.invalidateQueries({ queryKey: tradeKeys.lists() }),
  ]);
}

/** Lists and every count shown: the tab counts and the profile card's. */
async function refreshListsAndCounts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeKeys.lists() }),
    refreshCounts(queryClient),
  ]);
}

async function refreshCounts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeKeys.counts() }),
    queryClient.invalidateQueries({ queryKey: tradeKeys.profiles() }),
  ]);
}

/** The holding durations; the list changes only with a release. */

export function useDurationList() {
  return useQuery(durationListOptions());
}

export function useTradeDetail(id: number, enabled = true) {
  return useQuery({
    queryKey: tradeKeys.detail(id),
    queryFn: ({ signal }) => fetchTradeDetail(id, signal),
    enabled,
  });
}

/**
 * The comments after the detail's first page, oldest first, a page at a time: nothing is fetched
 * until `enabled` (the first Load more), then fetchNextPage() brings the next page.
 */
export function useMoreTradeComments(tradeId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: tradeKeys.comments(tradeId),
    queryFn: ({ pageParam, signal }) => fetchTradeComments(tradeId, pageParam, 'oldest', signal),
    initialPageParam: 2,
    getNextPageParam: (last, _pages, page) => nextPage(last, page),
    enabled,
  });
}

/** A fallback while the live channel is down; its ticks take over as they come. */
const LIVE_PRICE_REFRESH_MS = 15_000;

/** update-live-price of a security (null: none), refreshed every LIVE_PRICE_REFRESH_MS while shown. */
export function useLivePriceSeed(securityId: number | null) {
  return useQuery({
    queryKey: tradeKeys.livePrice(securityId ?? 0),
    queryFn: ({ signal }) => fetchLivePrice(securityId ?? 0, signal),
    enabled: securityId !== null,
    refetchInterval: LIVE_PRICE_REFRESH_MS,
    staleTime: 5_000,
  });
}

export function useTrade(id: number, enabled = true) {
  return useQuery({
    queryKey: tradeKeys.trade(id),
    queryFn: ({ signal }) => fetchTrade(id, signal),
    enabled,
  });
}

/** Paged by scrolling; pages start at 1 and `num` is the page count. */
function nextPage(last: { num: number }, page: number): number | undefined {
  return page < last.num ? page + 1 : undefined;
}

export function useUserTradeList(userId: number, tab: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: tradeKeys.userList(userId, tab),
    queryFn: ({ pageParam, signal }) => fetchUserTradeList(userId, tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextPage(last, page),
    enabled,
  });
}

export function useFilteredTrades(userId: number, tab: number, filters: TradeFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: tradeKeys.filtered(userId, tab, filters),
    queryFn: ({ pageParam, signal }) => fetchFilteredTrades(userId, tab, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextPage(last, page),
    enabled,
  });
}

export function useAllTradeList(userId: number, filters: AllTradeFilters, enabled = true) {
  return useInfiniteQuery({ ...allTradeListOptions(userId, filters), enabled });
}

export function useTradeCounts(userId: number, enabled = true) {
  return useQuery({
    queryKey: tradeKeys.countsOf(userId),
    queryFn: ({ signal }) => fetchTradeCounts(userId, signal),
    enabled,
  });
}

export function useProfileDetails(userId: number, requestUser: number | null, enabled = true) {
  return useQuery({ ...profileDetailsOptions(userId, requestUser), enabled });
}

/**
 * Posts a trade: to the chosen group's post-trade call for group visibility, else create-trade.
 * No message here: the review dialog and the real-trade flow word their success differently.
 */
export function usePostTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTradeBody) =>
      body.visibility === 'group' && body.group ? postGroupTrade(body.group, body) : createTrade(body),
    onSuccess: () => refreshListsAndCounts(queryClient),
  });
}

/**
 * A real trade: posted, then its broker order, whose failure deletes the trade silently (trades.md
 * §4). The lists and counts refresh once, when both have settled, whichever way.
 */
export function usePostRealTrade() {
  const queryClient = useQueryClient();
  const entry = useRealTradeEntry();
  return useMutation({
    mutationFn: async (body: CreateTradeBody) => {
      const trade = await createTrade(body);
      await entry.mutateAsync(trade.id);
    },
    onError: (failure) => {
      if (failure instanceof HttpError)
        notify(serverMessage(failure.body) ?? 'The trade could not be posted', 'error', 4500);
    },
    onSettled: () => refreshListsAndCounts(queryClient),
  });
}

type BrokerOrder = Parameters<ReturnType<typeof useRealTradeExit>['mutate']>[0];

/** A broker order on a live real trade (exit, apply SL or target): the trade and counts refresh once it settles. */
export function useRealTradeOrder() {
  const queryClient = useQueryClient();
  const exit = useRealTradeExit();
  return useMutation({
    mutationFn: (order: BrokerOrder) => exit.mutateAsync(order),
    onSettled: (_result, _error, order) =>
      Promise.all([refreshTrade(queryClient, order.tradeId), refreshCounts(queryClient)]),
  });
}

/** Saves a trade into the user's trade watchlist (the watchlists' port); the trade's cards refresh once. */
export function useBookmarkTrade(bookmarkTrade: TradeActionPorts['bookmarkTrade']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, tradeId }: { userId: number; tradeId: number }) =>
      bookmarkTrade(String(userId), tradeId),
    onSuccess: () => notify('Trade added to your watchlist', 'success'),
    onError: (failure) => {
      if (failure instanceof HttpError)
        notify(serverMessage(failure.body) ?? 'Could not add the trade', 'error');
    },
    onSettled: (_result, _error, { tradeId }) => refreshTrade(queryClient, tradeId),
  });
}

export function useUpdateTradeDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTradeBody) => updateTradeDetail(body),
    onSuccess: async (trade, body) => {
      notify(TRADE_SUCCESS_MESSAGES.updated, 'success');
      await refreshTrade(queryClient, body.id, trade);
    },
    onError: notifyRefusal,
  });
}

/** `quiet` for the silent cleanup after a failed real trade: no message either way. */
export function useDeleteTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quiet = false }: { id: number; quiet?: boolean }) => deleteTrade(id, { quiet }),
    onSuccess: async (answer, { id, quiet }) => {
      if (!quiet && answer?.message) notify(answer.message, 'success');
      queryClient.removeQueries({ queryKey: tradeKeys.detail(id) });
      queryClient.removeQueries({ queryKey: tradeKeys.trade(id) });
      await refreshListsAndCounts(queryClient);
    },
    onError: (error, { quiet }) => {
      if (!quiet) notifyTradeFailure(error);
    },
  });
}

export function useExitTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => exitTrade(id),
    onSuccess: async (answer, id) => {
      notify(answer.message, 'success');
      await Promise.all([refreshTrade(queryClient, id, answer.trade_detail), refreshCounts(queryClient)]);
    },
    onError: (error) => notifyTradeFailure(error),
  });
}

export function useSetTradeFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFeatured, isFno = false }: { id: number; isFeatured: boolean; isFno?: boolean }) =>
      setTradeFeatured(id, isFeatured, isFno),
    onSuccess: async (answer, { id, isFeatured, isFno }) => {
      notify(isFeatured ? TRADE_SUCCESS_MESSAGES.featured : TRADE_SUCCESS_MESSAGES.unfeatured, 'success');
      await refreshTrade(queryClient, id, isFno ? undefined : answer.trade_detail);
    },
    onError: (error) => notifyTradeFailure(error),
  });
}

/** Shows the server's data.message. */
export function useUpdateReasoning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tradeId, reason }: { tradeId: number; reason: string }) =>
      updateReasoning(tradeId, reason),
    onSuccess: async (answer, { tradeId }) => {
      notify(answer.data.message, 'success');
      await refreshTrade(queryClient, tradeId);
    },
    onError: (error) => notifyTradeFailure(error),
  });
}

/** Comments are sent with the signed-in user's profile id as user_id. */
export function useAddTradeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tradeId,
      comment,
      isFno = false,
    }: {
      tradeId: number;
      comment: string;
      isFno?: boolean;
    }) => addTradeComment(tradeId, comment, Number(readSession().profileId), isFno),
    onSuccess: (_comment, { tradeId }) => refreshTrade(queryClient, tradeId),
  });
}

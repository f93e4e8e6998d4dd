/** Queries and mutations of the groups area; mutations refresh what they change. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Group, PAGE_SIZE, SNACKBAR_MESSAGE_MS, type TrackRecordPeriod } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, reactionFor, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { useIsLoggedIn } from '../../shared/api/use-session.ts';
import {
  acceptMembershipRequest,
  addAllFollowers,
  addToGroupWatchlist,
  cancelMembershipRequest,
  deleteGroup,
  fetchGroup,
  fetchGroupKpis,
  fetchGroupTrades,
  fetchGroupWatchlist,
  fetchOwnGroups,
  fetchOwnGroupUsers,
  fetchParticipants,
  fetchPremiumGroups,
  fetchUserGroups,
  type GroupTradeFilters,
  type GroupTradeView,
  joinGroup,
  leaveGroup,
  logContactView,
  removeFromGroupWatchlist,
  requestMembership,
  saveGroup,
  searchGroupWatchlist,
  setGroupCoinUnlock,
} from './api.ts';
import { GROUP_TEXTS } from './group-texts.ts';
import { groupDetailOptions, groupUpdatesOptions, nextGroupPage } from './queries.ts';
import { groupKeys } from './query-keys.ts';
import { refreshGroups } from './refresh-groups.ts';

/**
 * Shows a refusal the shared catalogue does not announce: a 403 or 400 these calls handle themselves
 * (the server's message), or `fallback`. Aborted calls and lost sessions show nothing.
 */
export function notifyGroupFailure(error: unknown, fallback?: string): void {
  if (isAbortError(error) || error instanceof SessionExpiredError) return;
  if (error instanceof HttpError) {
    const handledHere = error.status === 403 || error.status === 400;
    if (!handledHere && reactionFor(error.status, error.body).message !== null) return;
    const message = serverMessage(error.body) ?? fallback;
    if (message) notify(message, 'error', SNACKBAR_MESSAGE_MS);
    return;
  }
  if (fallback) notify(fallback, 'error', SNACKBAR_MESSAGE_MS);
}

// ---- reading ----

/**
 * A group's page: group-detail with the token for a signed-in user (the caller's standing, the
 * contact card, key offerings and watchlist); a visitor's group-page reads the visitors' variant,
 * unless `withExtras` (the premium page shows the contact card and key offerings to visitors too).
 */

export function useGroupDetail(id: number, { withExtras = false }: { withExtras?: boolean } = {}) {
  const isLoggedIn = useIsLoggedIn();
  const asVisitor = !isLoggedIn && !withExtras;
  return useQuery({ ...groupDetailOptions(id, asVisitor), enabled: id > 0 });
}

export function useGroup(id: number, enabled = true) {
  return useQuery({
    queryKey: groupKeys.group(id),
    queryFn: ({ signal }) => fetchGroup(id, signal),
    enabled: enabled && id > 0,
  });
}

/** A group's KPIs for a period; the last period stays on screen while the next loads. */
export function useGroupKpis(groupId: number, period: TrackRecordPeriod) {
  return useQuery({
    queryKey: groupKeys.kpis(groupId, period),
    queryFn: ({ signal }) => fetchGroupKpis(groupId, period, signal),
    select: (answer) => answer.result,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === groupId ? previous : undefined,
    enabled: groupId > 0,
  });
}

export function useGroupTrades(
  groupId: number,
  view: GroupTradeView,
  filters: GroupTradeFilters,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: groupKeys.trades(groupId, view, filters),
    queryFn: ({ pageParam, signal }) => fetchGroupTrades(groupId, view, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
    enabled: enabled && groupId > 0,
  });
}

/** The signed-in user's own groups, 12 a page. */
export function useOwnGroups(enabled = true) {
  return useInfiniteQuery({
    queryKey: groupKeys.ownList(),
    queryFn: ({ pageParam, signal }) => fetchOwnGroups(pageParam, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
    enabled,
  });
}

/** The trade form's group dropdown: own groups, PAGE_SIZE.groupDropdown a page. */
export function useOwnGroupDropdown(enabled = true) {
  return useInfiniteQuery({
    queryKey: groupKeys.ownDropdown(),
    queryFn: ({ pageParam, signal }) => fetchOwnGroups(pageParam, PAGE_SIZE.groupDropdown, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
    enabled,
  });
}

export function useUserGroups(userId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: groupKeys.userGroups(userId),
    queryFn: ({ pageParam, signal }) => fetchUserGroups(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
    enabled: enabled && userId > 0,
  });
}

export function useGroupUpdates(enabled = true) {
  return useInfiniteQuery({ ...groupUpdatesOptions(), enabled });
}

export function usePremiumGroups(myGroup = false) {
  return useInfiniteQuery({
    queryKey: groupKeys.premium(myGroup),
    queryFn: ({ pageParam, signal }) => fetchPremiumGroups(pageParam, myGroup, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
  });
}

/** Members, or (the admin only) pending requests; the admin reads own-groups/{id}/users. */
export function useParticipants(
  groupId: number,
  { status, asAdmin, enabled }: { status: 'member' | 'requested'; asAdmin: boolean; enabled: boolean },
) {
  return useInfiniteQuery({
    queryKey: groupKeys.participantList(groupId, status, asAdmin),
    queryFn: ({ pageParam, signal }) =>
      asAdmin
        ? fetchOwnGroupUsers(groupId, pageParam, status, signal)
        : fetchParticipants(groupId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
    enabled: enabled && groupId > 0,
  });
}

export function useGroupWatchlist(watchlistId: number | null, enabled = true) {
  return useQuery({
    queryKey: groupKeys.watchlist(watchlistId ?? 0),
    queryFn: ({ signal }) => fetchGroupWatchlist(watchlistId ?? 0, signal),
    enabled: enabled && watchlistId !== null,
  });
}

export function useGroupWatchlistSearch(watchlistId: number, text: string) {
  return useQuery({
    queryKey: groupKeys.watchlistSearch(watchlistId, text),
    queryFn: ({ signal }) => searchGroupWatchlist(watchlistId, text, signal),
    select: (answer) => answer.results,
    enabled: text.trim().length > 0,
    placeholderData: (previous) => previous,
  });
}

// ---- changing ----

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, groupId }: { form: FormData; groupId?: number }) => saveGroup(form, groupId),
    onSuccess: (_answer, { groupId }) => refreshGroups(queryClient, groupId),
  });
}

/** The admin's coin-unlock switch: the server's message, then the group read again. */
export function useSetCoinUnlock(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setGroupCoinUnlock(groupId, enabled),
    onSuccess: async ({ message }) => {
      notify(message, 'success', SNACKBAR_MESSAGE_MS);
      await refreshGroups(queryClient, groupId);
    },
    onError: (error) => notifyGroupFailure(error, GROUP_TEXTS.coinUnlockFailed),
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: Pick<Group, 'id' | 'name'>) => deleteGroup(group.id),
    onSuccess: async (_answer, group) => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(group.id) });
      await refreshGroups(queryClient, group.id);
    },
    onError: (error) => notifyGroupFailure(error),
  });
}

export function useAddAllFollowers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => addAllFollowers(groupId),
    onSuccess: async (answer, groupId) => {
      notify(answer.message, 'success');
      await refreshGroups(queryClient, groupId);
    },
    onError: (error) => notifyGroupFailure(error),
  });
}

/** join (public, or a premium group's free trial) and, for a private group, a request to join. */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      group,
      utmSource,
    }: {
      group: Pick<Group, 'id' | 'group_type'>;
      utmSource: string | null;
    }) =>
      group.group_type === 'Private'
        ? requestMembership(group.id, 'request', utmSource ?? undefined)
        : joinGroup(group.id, utmSource),
    onSettled: (_answer, _error, { group }) => refreshGroups(queryClient, group.id),
  });
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => leaveGroup(groupId),
    onSuccess: async (answer, groupId) => {
      if (answer?.message) notify(answer.message, 'success');
      await refreshGroups(queryClient, groupId);
    },
    onError: (error) => notifyGroupFailure(error),
  });
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, member }: { groupId: number; member?: number }) =>
      cancelMembershipRequest(groupId, member),
    onSettled: (_answer, _error, { groupId }) => refreshGroups(queryClient, groupId),
    onError: (error) => notifyGroupFailure(error),
  });
}

export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, member }: { groupId: number; member: number }) =>
      acceptMembershipRequest(groupId, member),
    onSuccess: async (answer, { groupId }) => {
      if (answer?.message) notify(answer.message, 'success');
      await refreshGroups(queryClient, groupId);
    },
    onError: (error) => notifyGroupFailure(error),
  });
}

export function useAddToGroupWatchlist(watchlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stock: number) => addToGroupWatchlist(watchlistId, stock),
    onSuccess: async (answer) => {
      notify(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: groupKeys.watchlist(watchlistId) });
    },
    onError: (error) => notifyGroupFailure(error),
  });
}

export function useRemoveFromGroupWatchlist(watchlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => removeFromGroupWatchlist(itemId),
    onSuccess: async (answer) => {
      if (answer?.message) notify(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: groupKeys.watchlist(watchlistId) });
    },
    onError: (error) => notifyGroupFailure(error),
  });
}

/** Logs the view; the card is shown whatever the log's answer (it is bookkeeping, not a gate). */
export function useLogContactView() {
  return useMutation({ mutationFn: (adminUserId: number) => logContactView(adminUserId) });
}

/** Queries of the follow graph and the follow toggle, which updates every list before the server answers. */
import {
  type InfiniteData,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type SebiUserType, SNACKBAR_MESSAGE_MS } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, reactionFor, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { tradeKeys } from '../trades/index.ts';
import {
  type FollowListKind,
  fetchFollowList,
  fetchPeopleYouFollow,
  fetchRecommendations,
  fetchSebiUsers,
  followUser,
  unfollowUser,
} from './api.ts';
import {
  applyFollowChange,
  type ExpertPage,
  type FollowTarget,
  restoreFollowCaches,
  rowsOf,
  snapshotFollowCaches,
} from './follow-cache.ts';
import { FOLLOW_MESSAGES } from './messages.ts';
import { followKeys } from './query-keys.ts';

export { followKeys };

/** Pages of `{ result, num }`: num is the page count. */
function nextByPageCount(last: { num: number }, page: number): number | undefined {
  return page < last.num ? page + 1 : undefined;
}

/** Pages of `{ results, count }`: a page is full until every row has been read. */
function nextByCount(pages: { results: unknown[]; count: number }[], page: number): number | undefined {
  const read = pages.reduce((sum, each) => sum + each.results.length, 0);
  const last = pages.at(-1);
  return last && last.results.length > 0 && read < last.count ? page + 1 : undefined;
}

export function useRecommendations(viewerId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: followKeys.recommendations(viewerId),
    queryFn: ({ pageParam, signal }) => fetchRecommendations(viewerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextByPageCount(last, page),
    enabled: enabled && viewerId > 0,
  });
}

export function usePeopleYouFollow(viewerId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: followKeys.peopleYouFollow(viewerId),
    queryFn: ({ pageParam, signal }) => fetchPeopleYouFollow(viewerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextByPageCount(last, page),
    enabled: enabled && viewerId > 0,
  });
}

export function useFollowList(kind: FollowListKind, userId: number, search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: followKeys.list(kind, userId, search),
    queryFn: ({ pageParam, signal }) => fetchFollowList(kind, userId, pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, page) => nextByCount(pages, page),
    enabled: enabled && userId > 0,
  });
}

export function useSebiUsers(search: string, type: SebiUserType | null) {
  return useInfiniteQuery({
    queryKey: followKeys.sebiUsers(search, type),
    queryFn: ({ pageParam, signal }) => fetchSebiUsers(pageParam, search, type, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, page) => nextByCount(pages, page),
  });
}

/** Every row of an infinite list of experts, without the repeats a shifting list can page in. */
export function allRows(data: InfiniteData<ExpertPage> | undefined) {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap(rowsOf).filter((row) => {
    if (seen.has(row.user_id)) return false;
    seen.add(row.user_id);
    return true;
  });
}

const followMutationKey = (userId: number) => ['follow', userId] as const;

/** Shows the server's message for 4.5 s (platform.md §8) unless the shared catalogue already did. */
export function notifyFollowFailure(error: unknown): void {
  if (isAbortError(error) || error instanceof SessionExpiredError) return;
  if (error instanceof HttpError) {
    const handledHere = [403, 404, 409].includes(error.status);
    if (!handledHere && reactionFor(error.status, error.body).message !== null) return;
    notify(serverMessage(error.body) ?? FOLLOW_MESSAGES.failed, 'error', SNACKBAR_MESSAGE_MS);
    return;
  }
  notify(FOLLOW_MESSAGES.failed, 'error', SNACKBAR_MESSAGE_MS);
}

/**
 * Follows or unfollows `target` for the signed-in `viewerId`. Every cached list and profile shows
 * the change at once; a refusal puts them back and shows the server's message. Once the last
 * follow change in flight settles, the lists and the feed are read again from the server.
 */
export function useFollowToggle(viewerId: number, target: FollowTarget) {
  const queryClient = useQueryClient();
  const mutationKey = followMutationKey(target.user_id);
  const mutation = useMutation({
    mutationKey,
    mutationFn: (follow: boolean) =>
      follow ? followUser(viewerId, target.user_id) : unfollowUser(viewerId, target.user_id),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: followKeys.all });
      const snapshot = snapshotFollowCaches(queryClient);
      applyFollowChange(queryClient, { viewerId, target, follow });
      return { snapshot };
    },
    onError: (error, _follow, context) => {
      if (context) restoreFollowCaches(queryClient, context.snapshot);
      notifyFollowFailure(error);
    },
    onSettled: async () => {
      // Another follow still in flight would have its optimistic rows overwritten by a refetch.
      if (queryClient.isMutating({ mutationKey: ['follow'] }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: followKeys.all }),
        queryClient.invalidateQueries({ queryKey: tradeKeys.profiles() }),
        // The feed holds the trades of the experts one follows.
        queryClient.invalidateQueries({ queryKey: tradeKeys.lists() }),
      ]);
    },
  });
  // A row that moved to the other list is a new button: it is busy while the change it shows is.
  const busyElsewhere = useIsMutating({ mutationKey }) > 0;
  return { ...mutation, isBusy: mutation.isPending || busyElsewhere };
}

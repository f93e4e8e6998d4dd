/**
 * The trades area's queries that pages start before their code has arrived (route prefetches) as
 * well as from their hooks: options built here, from the API calls and keys alone, so a prefetch
 * loads nothing else.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type AllTradeFilters, fetchAllTradeList, fetchDurationList, fetchProfileDetails } from './api.ts';
import { tradeKeys } from './query-keys.ts';

/** Pages start at 1 and `num` is the page count. */
function nextPage(last: { num: number }, page: number): number | undefined {
  return page < last.num ? page + 1 : undefined;
}

/** The duration list's query (shared by the hook and Home's route prefetch). */
export const durationListOptions = () =>
  queryOptions({
    queryKey: tradeKeys.durations(),
    queryFn: ({ signal }) => fetchDurationList(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The Home feed's query (shared by the hook and Home's route prefetch). */
export const allTradeListOptions = (userId: number, filters: AllTradeFilters) =>
  infiniteQueryOptions({
    queryKey: tradeKeys.allList(userId, filters),
    queryFn: ({ pageParam, signal }) => fetchAllTradeList(userId, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextPage(last, page),
  });

/** A profile's details query (shared by the hook and Home's route prefetch). */
export const profileDetailsOptions = (userId: number, requestUser: number | null) =>
  queryOptions({
    queryKey: tradeKeys.profileDetails(userId, requestUser),
    queryFn: ({ signal }) => fetchProfileDetails(userId, requestUser, signal),
  });

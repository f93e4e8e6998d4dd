/**
 * The groups area's queries that a route starts before the page's code has arrived (and the page's
 * hooks use): built from the API calls and keys alone, so a prefetch loads nothing else.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GroupDetailResponse, PageInfo } from '@tradecircle/domain';
import { fetchGroupDetail, fetchGroupUpdates, fetchVisitorGroupDetail } from './api.ts';
import { groupKeys } from './query-keys.ts';

/** A group page's detail query, a visitor's or a signed-in user's. */
export const groupDetailOptions = (id: number, asVisitor: boolean) =>
  queryOptions({
    queryKey: [...groupKeys.detail(id), asVisitor ? 'visitor' : 'full'],
    queryFn: async ({ signal }): Promise<GroupDetailResponse> => {
      if (!asVisitor) return fetchGroupDetail(id, signal);
      const { group_detail } = await fetchVisitorGroupDetail(id, signal);
      return {
        group_detail,
        user_sebi_details: [],
        key_offering: group_detail.key_offering,
        watchlist_data: null,
      };
    },
  });

/** Pages start at 1; page_info.total_page says how many there are. */
export function nextGroupPage(last: { page_info: PageInfo }, page: number): number | undefined {
  return page < last.page_info.total_page ? page + 1 : undefined;
}

/** 'Groups You Follow' (groups/updates): Home's row and the followed tab of All Groups. */
export const groupUpdatesOptions = () =>
  infiniteQueryOptions({
    queryKey: groupKeys.updates(),
    queryFn: ({ pageParam, signal }) => fetchGroupUpdates(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => nextGroupPage(last, page),
  });

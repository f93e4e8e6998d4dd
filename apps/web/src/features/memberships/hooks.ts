/**
 * Query keys and hooks of My Memberships: one infinite list per tab and status, under paymentKeys
 * (a payment or a trial refreshes them).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MembershipStatus, PageInfo } from '@tradecircle/domain';
import { paymentKeys } from '../payments/index.ts';
import { fetchMemberships, fetchVideoSubscriptions } from './api.ts';

export type MembershipKind = 'groups' | 'videos';

export const membershipKeys = {
  all: paymentKeys.memberships(),
  list: (kind: MembershipKind, status: MembershipStatus) => [...membershipKeys.all, kind, status] as const,
};

function nextPage({ page_info }: { page_info: PageInfo }): number | undefined {
  return page_info.page_number < page_info.total_page ? page_info.page_number + 1 : undefined;
}

/** One tab's list for a status, 12 a page. */
function useMembershipPages<P extends { page_info: PageInfo }>(
  kind: MembershipKind,
  fetchPage: (status: MembershipStatus, page: number, signal?: AbortSignal) => Promise<P>,
  status: MembershipStatus,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: membershipKeys.list(kind, status),
    queryFn: ({ pageParam, signal }) => fetchPage(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

export function useGroupMemberships(status: MembershipStatus, enabled: boolean) {
  return useMembershipPages('groups', fetchMemberships, status, enabled);
}

export function useVideoSubscriptions(status: MembershipStatus, enabled: boolean) {
  return useMembershipPages('videos', fetchVideoSubscriptions, status, enabled);
}

/** Query keys and hooks of the groups queue and set margin. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupType, GroupVerificationStatus } from '@tradecircle/domain';
import { adminKeys } from '../hooks.ts';
import {
  approveGroup,
  fetchGroupQueue,
  fetchMargins,
  type MarginTarget,
  rejectGroup,
  saveMargin,
} from './api.ts';

export type GroupQueueFilter = { status: GroupVerificationStatus; groupType: GroupType | null; page: number };

export const adminGroupKeys = {
  groups: () => [...adminKeys.all, 'groups'] as const,
  groupPage: (filter: GroupQueueFilter) =>
    [...adminGroupKeys.groups(), filter.status, filter.groupType ?? 'all', filter.page] as const,
  margins: () => [...adminKeys.all, 'margins'] as const,
  marginPage: (page: number) => [...adminGroupKeys.margins(), page] as const,
};

/** One page of the groups queue; the last page stays on screen while the next loads. */
export function useGroupQueue(filter: GroupQueueFilter) {
  return useQuery({
    queryKey: adminGroupKeys.groupPage(filter),
    queryFn: ({ signal }) => fetchGroupQueue(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** Approve, or reject with a remark; every page of the queue is read again after a decision. */
export function useDecideGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; remark: string }) =>
      decision.approve ? approveGroup(decision.id) : rejectGroup(decision.id, decision.remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminGroupKeys.groups() }),
  });
}

export function useMargins(page: number) {
  return useQuery({
    queryKey: adminGroupKeys.marginPage(page),
    queryFn: ({ signal }) => fetchMargins(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Sets or clears a margin; the list is read again after. */
export function useSaveMargin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, marginPercent }: { target: MarginTarget; marginPercent: number | null }) =>
      saveMargin(target, marginPercent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminGroupKeys.margins() }),
  });
}

/** Query keys and hooks of the users panel. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../hooks.ts';
import { deleteUser, fetchAdminUsers, fetchUserDetail, mergeUsers } from './api.ts';

export const adminUserKeys = {
  all: () => [...adminKeys.all, 'users'] as const,
  search: (q: string, page: number) => [...adminUserKeys.all(), 'search', q, page] as const,
  detail: (userId: number) => [...adminUserKeys.all(), 'detail', userId] as const,
};

/** One page of users matching `q`; the last page stays on screen while the next loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminUserKeys.search(q, page),
    queryFn: ({ signal }) => fetchAdminUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(userId: number) {
  return useQuery({
    queryKey: adminUserKeys.detail(userId),
    queryFn: ({ signal }) => fetchUserDetail(userId, signal),
  });
}

/** Delete or merge; the search and every detail are read again after it, whatever the answer. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, remark }: { userId: number; remark: string }) => deleteUser(userId, remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all() }),
  });
}

export function useMergeUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merge: { survivingUserId: number; mergedUserId: number; remark: string }) =>
      mergeUsers(merge.survivingUserId, merge.mergedUserId, merge.remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all() }),
  });
}

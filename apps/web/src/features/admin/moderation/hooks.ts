/** Query keys and hooks of the moderation panel. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../hooks.ts';
import { fetchReportedUser, fetchReportedUsers, type ModerationRequest, moderate } from './api.ts';

export const moderationKeys = {
  all: () => [...adminKeys.all, 'moderation'] as const,
  page: (page: number) => [...moderationKeys.all(), 'page', page] as const,
  user: (userId: number) => [...moderationKeys.all(), 'user', userId] as const,
};

/** One page of reported users; the last page stays on screen while the next loads. */
export function useReportedUsers(page: number) {
  return useQuery({
    queryKey: moderationKeys.page(page),
    queryFn: ({ signal }) => fetchReportedUsers(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReportedUser(userId: number) {
  return useQuery({
    queryKey: moderationKeys.user(userId),
    queryFn: ({ signal }) => fetchReportedUser(userId, signal),
  });
}

/** Any moderation action; the queue and the details are read again after it, whatever the answer. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationRequest) => moderate(action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all() }),
  });
}

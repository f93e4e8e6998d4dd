import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tradecircle/domain';
import { useSession } from '../../shared/api/use-session.ts';
import {
  acceptGroupRequest,
  declineGroupRequest,
  fetchMyNotifications,
  markAllNotificationsRead,
  readNotification,
} from './api.ts';
import {
  FIRST_PAGE,
  markAllReadInCache,
  markReadInCache,
  notificationKeys,
  setRequestStatusInCache,
  shareUnreadCount,
} from './cache.ts';

function useListQueryOptions(detailCount: number) {
  const queryClient = useQueryClient();
  const userId = useSession().userId ?? '';
  return {
    queryKey: notificationKeys.list(userId, detailCount),
    queryFn: async () => {
      const answer = await fetchMyNotifications(userId, detailCount);
      shareUnreadCount(queryClient, userId, answer.total_unread_count);
      return answer;
    },
    enabled: userId !== '',
  };
}

/** The newest `detailCount` notifications; the shorter list stays on screen while a longer one loads. */
export function useNotificationList(detailCount: number) {
  return useQuery({
    ...useListQueryOptions(detailCount),
    placeholderData: (previous) => previous,
  });
}

/** The bell's count: total_unread_count of the first page (shared with the page's first load). */
export function useUnreadCount(): number {
  const query = useQuery({
    ...useListQueryOptions(FIRST_PAGE),
    select: (answer) => answer.total_unread_count,
  });
  return query.data ?? 0;
}

/** Reads one notification: marked at once, the server's count taken when it answers. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  const userId = useSession().userId ?? '';
  return useMutation({
    mutationFn: readNotification,
    onMutate: (id: number) => markReadInCache(queryClient, userId, id),
    onSuccess: (answer, id) => markReadInCache(queryClient, userId, id, answer.total_unread_count),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.ofUser(userId) }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const userId = useSession().userId ?? '';
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId),
    onMutate: () => markAllReadInCache(queryClient, userId),
    onSuccess: (answer) => markAllReadInCache(queryClient, userId, answer.total_unread_count),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.ofUser(userId) }),
  });
}

export type GroupRequestAnswer = { notification: Notification; accept: boolean };

/**
 * The admin accepts or declines a join request from its notification (group_join_request, Pending):
 * the item then reads Accepted or Cancelled, and an unread one is read (platform.md: "Unread becomes
 * read by ... accepting or cancelling a group request"). A refusal (the request was withdrawn
 * meanwhile) is shown by the shared error handling, and the list is read again.
 */
export function useAnswerGroupRequest() {
  const queryClient = useQueryClient();
  const userId = useSession().userId ?? '';
  const read = useReadNotification();
  return useMutation({
    mutationFn: ({ notification, accept }: GroupRequestAnswer) =>
      (accept ? acceptGroupRequest : declineGroupRequest)(notification.group ?? 0, notification.user_id),
    onSuccess: (_answer, { notification, accept }) => {
      setRequestStatusInCache(queryClient, userId, notification.id, accept ? 'Accepted' : 'Cancelled');
      if (!notification.read) read.mutate(notification.id);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.ofUser(userId) }),
  });
}

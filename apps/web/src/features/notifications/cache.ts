/**
 * The notifications in the query cache: one entry per list length asked for (the bell's first page,
 * the page's longer lists after 'show more'), all kept in step by these patches, so the badge and
 * the lists change together from a pushed frame or a read, without a call.
 */

import type { QueryClient } from '@tanstack/react-query';
import {
  type GroupRequestStatus,
  type MyNotificationsResponse,
  type NotificationFrame,
  PAGE_SIZE,
} from '@tradecircle/domain';

export const FIRST_PAGE = PAGE_SIZE.notificationsStep;

export const notificationKeys = {
  all: ['notifications'] as const,
  ofUser: (userId: string) => [...notificationKeys.all, userId] as const,
  list: (userId: string, detailCount: number) => [...notificationKeys.ofUser(userId), detailCount] as const,
};

function patchLists(
  queryClient: QueryClient,
  userId: string,
  patch: (list: MyNotificationsResponse, detailCount: number) => MyNotificationsResponse,
): void {
  for (const [key, list] of queryClient.getQueriesData<MyNotificationsResponse>({
    queryKey: notificationKeys.ofUser(userId),
  })) {
    if (!list) continue;
    const detailCount = Number(key[2]);
    queryClient.setQueryData(key, patch(list, detailCount));
  }
}

/** A pushed notification: on top of every list (each keeps its length), counts from the frame. */
export function addPushedNotification(
  queryClient: QueryClient,
  userId: string,
  frame: NotificationFrame,
): void {
  patchLists(queryClient, userId, (list, detailCount) => {
    if (list.results.some((item) => item.id === frame.notification.id)) {
      return { ...list, total_unread_count: frame.total_unread_count };
    }
    return {
      total_unread_count: frame.total_unread_count,
      count: list.count + 1,
      results: [frame.notification, ...list.results].slice(0, detailCount),
    };
  });
}

/** One notification read; `unread` is the server's count after it, when known. */
export function markReadInCache(queryClient: QueryClient, userId: string, id: number, unread?: number): void {
  const lists = queryClient.getQueriesData<MyNotificationsResponse>({
    queryKey: notificationKeys.ofUser(userId),
  });
  const wasUnread = lists.some(([, list]) => list?.results.some((item) => item.id === id && !item.read));
  patchLists(queryClient, userId, (list) => ({
    ...list,
    total_unread_count: unread ?? Math.max(0, list.total_unread_count - (wasUnread ? 1 : 0)),
    results: list.results.map((item) => (item.id === id ? { ...item, read: true } : item)),
  }));
}

export function markAllReadInCache(queryClient: QueryClient, userId: string, unread = 0): void {
  patchLists(queryClient, userId, (list) => ({
    ...list,
    total_unread_count: unread,
    results: list.results.map((item) => (item.read ? item : { ...item, read: true })),
  }));
}

/** A fresh answer's unread count is the newest: the other lists take it too. */
export function shareUnreadCount(queryClient: QueryClient, userId: string, unread: number): void {
  patchLists(queryClient, userId, (list) =>
    list.total_unread_count === unread ? list : { ...list, total_unread_count: unread },
  );
}

/** A join request answered from its notification: its status as the server now reads it. */
export function setRequestStatusInCache(
  queryClient: QueryClient,
  userId: string,
  id: number,
  status: GroupRequestStatus,
): void {
  patchLists(queryClient, userId, (list) => ({
    ...list,
    results: list.results.map((item) => (item.id === id ? { ...item, group_request_status: status } : item)),
  }));
}

/** Notifications (platform.md §7 my-notifications, read-notification, mark-all-read; docs/api.md). */
import type { MessageResponse, MyNotificationsResponse, NotificationReadResponse } from '@tradecircle/domain';
import { GROUP_ENDPOINTS, NOTIFICATION_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** The newest `detailCount` of the user's notifications, with the unread and total counts. */
export function fetchMyNotifications(userId: string, detailCount: number): Promise<MyNotificationsResponse> {
  return call(NOTIFICATION_ENDPOINTS.myNotifications, {
    params: { user_id: userId },
    query: { detail_count: detailCount },
    // The bell's first page and the page's longer list may load side by side.
    abortKey: `GET api/my-notifications ${detailCount}`,
  });
}

export function readNotification(id: number): Promise<NotificationReadResponse> {
  return call(NOTIFICATION_ENDPOINTS.readNotification, {
    params: { id },
    keepPrevious: true,
  });
}

export function markAllNotificationsRead(userId: string): Promise<NotificationReadResponse> {
  return call(NOTIFICATION_ENDPOINTS.markAllRead, {
    params: { userId },
    keepPrevious: true,
  });
}

/** The group's admin accepts a join request from its notification (join-leave PATCH, `member`). */
export function acceptGroupRequest(groupId: number, memberUserId: number): Promise<MessageResponse> {
  return call(GROUP_ENDPOINTS.leaveOrAccept, {
    body: { membership_type: 'member', group: groupId, member: memberUserId },
    keepPrevious: true,
  });
}

/** The group's admin declines a join request from its notification (join-leave DELETE, `request`). */
export function declineGroupRequest(groupId: number, memberUserId: number): Promise<MessageResponse> {
  return call(GROUP_ENDPOINTS.cancelOrDecline, {
    body: { membership_type: 'request', group: groupId, member: memberUserId },
    keepPrevious: true,
  });
}

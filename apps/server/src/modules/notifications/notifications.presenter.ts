import type { GroupRequestStatus, Notification, NotificationType } from '@tradecircle/domain';

/** What a notification says, the same for each of its recipients (the live push and the list). */
export type NotificationContent = {
  type: NotificationType;
  text: string;
  createdAt: Date;
  actorUserId: number;
  actorName: string | null;
  actorImage: string | null;
  tradeId: number | null;
  /** The group a group notification is about; its name as it is now (null once it is deleted). */
  groupId: number | null;
  groupName: string | null;
  /** A group_join_request's standing (requestStatusOf); null for the other kinds. */
  requestStatus: GroupRequestStatus | null;
};

/**
 * group_request_status of a join request, from the requester's membership row as it is now:
 * 'requested' is Pending (the admin may still answer it), 'member' is Accepted; no row (a declined
 * or withdrawn request deletes it), 'left' (declined, or left after joining) and a deleted group
 * read Cancelled.
 */
export function requestStatusOf(
  type: NotificationType,
  groupExists: boolean,
  membership: string | null,
): GroupRequestStatus | null {
  if (type !== 'group_join_request') return null;
  if (!groupExists) return 'Cancelled';
  if (membership === 'requested') return 'Pending';
  if (membership === 'member') return 'Accepted';
  return 'Cancelled';
}

/** A notification's wire fields but its recipient's own (id, read). */
export function presentNotificationContent(content: NotificationContent): Omit<Notification, 'id' | 'read'> {
  return {
    notification_type: content.type,
    notification_text: content.text,
    action_time: content.createdAt.toISOString(),
    follower_name: content.actorName ?? '',
    follower_image: content.actorImage,
    user_id: content.actorUserId,
    trade: content.tradeId,
    group: content.groupId,
    group_name: content.groupName,
    group_request_status: content.requestStatus,
  };
}

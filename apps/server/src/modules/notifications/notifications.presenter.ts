import type { Notification, NotificationType } from '@tradecircle/domain';

/** What a notification says, the same for each of its recipients (the live push and the list). */
export type NotificationContent = {
  type: NotificationType;
  text: string;
  createdAt: Date;
  actorUserId: number;
  actorName: string | null;
  actorImage: string | null;
  tradeId: number | null;
};

/** A notification's wire fields but its recipient's own (id, read); the group fields come with groups. */
export function presentNotificationContent(content: NotificationContent): Omit<Notification, 'id' | 'read'> {
  return {
    notification_type: content.type,
    notification_text: content.text,
    action_time: content.createdAt.toISOString(),
    follower_name: content.actorName ?? '',
    follower_image: content.actorImage,
    user_id: content.actorUserId,
    trade: content.tradeId,
    group: null,
    group_name: null,
    group_request_status: null,
  };
}

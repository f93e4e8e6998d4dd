/** Notifications for tests (not shipped: only *.test files import it). */
import type { MyNotificationsResponse, Notification, NotificationFrame } from '@tradecircle/domain';

export function makeNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_type: 'trade_active',
    notification_text: `Asha Expert's trade on RELIANCE is now active (${id})`,
    action_time: '2026-05-04T09:30:00.000Z',
    read: false,
    follower_name: 'Asha Expert',
    follower_image: null,
    user_id: 9,
    trade: 300 + id,
    group: null,
    group_name: null,
    group_request_status: null,
    ...overrides,
  };
}

/** The newest `shown` of `total` notifications (ids total..1), the first `unread` of them unread. */
export function makeList(total: number, shown: number, unread: number): MyNotificationsResponse {
  const results = Array.from({ length: Math.min(shown, total) }, (_, index) =>
    makeNotification(total - index, { read: index >= unread }),
  );
  return { total_unread_count: unread, results, count: total };
}

export function makeFrame(notification: Notification, unread: number): NotificationFrame {
  return { type: 'notification', notification, total_unread_count: unread };
}

import {
  GROUP_REQUEST_STATUSES,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationFrame,
} from '@tradecircle/domain';

// Read the way the domain's NotificationFrameSchema reads a frame, without zod (the bell is on every
// signed-in page); notification-frame.test.ts checks both accept and refuse the same frames.

/** The frame as a new notification for the signed-in user, when it is one. */
export function isNotificationFrame(frame: unknown): frame is NotificationFrame {
  return (
    isRecord(frame) &&
    frame.type === 'notification' &&
    Number.isSafeInteger(frame.total_unread_count) &&
    isNotification(frame.notification)
  );
}

function isNotification(value: unknown): value is Notification {
  if (!isRecord(value)) return false;
  return (
    Number.isSafeInteger(value.id) &&
    (NOTIFICATION_TYPES as readonly unknown[]).includes(value.notification_type) &&
    typeof value.notification_text === 'string' &&
    typeof value.action_time === 'string' &&
    typeof value.read === 'boolean' &&
    typeof value.follower_name === 'string' &&
    isNullable(value.follower_image, isString) &&
    Number.isSafeInteger(value.user_id) &&
    isNullable(value.trade, Number.isSafeInteger) &&
    isNullable(value.group, Number.isSafeInteger) &&
    isNullable(value.group_name, isString) &&
    isNullable(value.group_request_status, (status) =>
      (GROUP_REQUEST_STATUSES as readonly unknown[]).includes(status),
    )
  );
}

function isNullable(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === null || check(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

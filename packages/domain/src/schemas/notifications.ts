import { z } from 'zod';
import { MAX_NOTIFICATIONS_DETAIL_COUNT, PAGE_SIZE } from '../constants/limits.ts';
import { GROUP_REQUEST_STATUSES, NOTIFICATION_TYPES } from '../constants/notifications.ts';
import { recordIdParamSchema } from './record-id.ts';

/*
 * Notifications (platform.md §3 Notification, §7 my-notifications, read-notification, mark-all-read).
 * Only the recipient reads or marks their own; a user id in a path names "me" and must be the token's.
 */

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Notification ids are 64-bit on the server (one per recipient of every event), within JSON's safe integers. */
export const NotificationIdSchema = z.coerce
  .number({ message: 'Notification id must be a number' })
  .int('Notification id must be a number')
  .positive('Notification id must be a number')
  .max(Number.MAX_SAFE_INTEGER, 'Notification id must be a number');

/**
 * One notification of its recipient.
 * - notification_text: the sentence shown ('Asha posted a new trade on RELIANCE').
 * - action_time: when the event happened (ISO 8601).
 * - follower_name / follower_image / user_id: the user who acted (the follower, commenter, copier or
 *   the trade's poster); for a change of the recipient's own trade, the recipient.
 * - trade: the trade the notification is about (null for following_you, and once the trade is deleted).
 * - group, group_name: the group a group notification is about (its id, and its name as it is now;
 *   group_name null once the group is deleted); null for the other kinds.
 * - group_request_status: for group_join_request, the requester's standing now (GROUP_REQUEST_STATUSES:
 *   Pending, Accepted, Cancelled); null for the other kinds.
 */
export const NotificationSchema = z.object({
  id: z.number().int(),
  notification_type: NotificationTypeSchema,
  notification_text: z.string(),
  action_time: z.string(),
  read: z.boolean(),
  follower_name: z.string(),
  follower_image: z.string().nullable(),
  user_id: z.number().int(),
  trade: z.number().int().nullable(),
  group: z.number().int().nullable(),
  group_name: z.string().nullable(),
  group_request_status: z.enum(GROUP_REQUEST_STATUSES).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET my-notifications/:user_id: the user id must be the caller's. */
export const MyNotificationsParamsSchema = z.object({
  user_id: recordIdParamSchema('user_id must be a user id'),
});

/** ?detail_count=: how many of the newest to answer; 10 at first, 10 more per 'show more'. */
export const MyNotificationsQuerySchema = z.object({
  detail_count: z.coerce
    .number({ message: 'detail_count must be a number' })
    .int('detail_count must be a whole number')
    .min(1, 'detail_count must be at least 1')
    .max(MAX_NOTIFICATIONS_DETAIL_COUNT, `detail_count is at most ${MAX_NOTIFICATIONS_DETAIL_COUNT}`)
    .default(PAGE_SIZE.notificationsStep),
});
export type MyNotificationsQuery = z.input<typeof MyNotificationsQuerySchema>;

/**
 * The newest `detail_count` notifications, newest first; count = how many the user has in all (a
 * 'show more' is offered while results.length < count); total_unread_count = how many are unread.
 */
export const MyNotificationsResponseSchema = z.object({
  total_unread_count: z.number().int(),
  results: z.array(NotificationSchema),
  count: z.number().int(),
});
export type MyNotificationsResponse = z.infer<typeof MyNotificationsResponseSchema>;

/** POST read-notification/:id. */
export const ReadNotificationParamsSchema = z.object({ id: NotificationIdSchema });

/** POST mark-all-read/:userId/: the user id must be the caller's. */
export const MarkAllReadParamsSchema = z.object({ userId: recordIdParamSchema('userId must be a user id') });

/** read-notification and mark-all-read answer the message and the unread count after the change. */
export const NotificationReadResponseSchema = z.object({
  message: z.string(),
  total_unread_count: z.number().int(),
});
export type NotificationReadResponse = z.infer<typeof NotificationReadResponseSchema>;

export const NOTIFICATION_MESSAGES = {
  read: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  notFound: 'Notification not found',
  notYours: 'You can only see and mark your own notifications',
} as const;

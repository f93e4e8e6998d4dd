import type {
  MarkAllReadParamsSchema,
  MyNotificationsParamsSchema,
  MyNotificationsQuerySchema,
  MyNotificationsResponseSchema,
  NotificationReadResponseSchema,
  ReadNotificationParamsSchema,
} from '../schemas/notifications.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type ReadAnswer = Out<typeof NotificationReadResponseSchema>;

/** The notifications' calls (platform.md §7; docs/api.md "Notifications"), each declared once. */
export const NOTIFICATION_ENDPOINTS = {
  myNotifications: endpoint<{
    params: In<typeof MyNotificationsParamsSchema>;
    query: In<typeof MyNotificationsQuerySchema>;
    response: Out<typeof MyNotificationsResponseSchema>;
  }>('GET', '/api/my-notifications/:user_id'),
  readNotification: endpoint<{ params: In<typeof ReadNotificationParamsSchema>; response: ReadAnswer }>(
    'POST',
    '/api/read-notification/:id',
  ),
  markAllRead: endpoint<{ params: In<typeof MarkAllReadParamsSchema>; response: ReadAnswer }>(
    'POST',
    '/api/mark-all-read/:userId',
  ),
} as const;

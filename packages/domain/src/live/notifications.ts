import { z } from 'zod';
import { NotificationSchema } from '../schemas/notifications.ts';

/**
 * New notifications on the bus, from the instance whose worker wrote them to every instance: one
 * notification's shared fields (all but id and read: a new one is unread) and, per recipient, the
 * row's id and the recipient's unread count right after it. A large fan-out (100,000 followers) does
 * not travel: `deliveries` is null and each instance reads, for the users of its own authenticated
 * sockets only, their rows of `outbox_event_id` from the database.
 */
export const NotificationDeliveryBatchSchema = z.object({
  outbox_event_id: z.number().int(),
  notification: NotificationSchema.omit({ id: true, read: true }),
  deliveries: z
    .array(
      z.object({
        user_id: z.number().int(),
        id: z.number().int(),
        total_unread_count: z.number().int(),
      }),
    )
    .nullable(),
});
export type NotificationDeliveryBatch = z.infer<typeof NotificationDeliveryBatchSchema>;

/**
 * Server -> client on the live channel: a new notification for the socket's signed-in user, with the
 * user's unread count after it (the badge shows it as is, without a call).
 */
export const NotificationFrameSchema = z.object({
  type: z.literal('notification'),
  notification: NotificationSchema,
  total_unread_count: z.number().int(),
});
export type NotificationFrame = z.infer<typeof NotificationFrameSchema>;

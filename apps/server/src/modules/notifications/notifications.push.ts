import { NOTIFICATIONS, type NotificationDeliveryBatch, type NotificationFrame } from '@tradecircle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { definePush, type LivePush, type LiveSockets } from '../../realtime/live-push.ts';
import { notificationCounters, notifications } from './notifications.tables.ts';

type Delivery = NonNullable<NotificationDeliveryBatch['deliveries']>[number];

/** User ids per lookup statement (`= any($1)` over the unique (event, recipient) index). */
const LOOKUP_CHUNK = 5000;

/**
 * A large fan-out's bus message names no recipients: this instance reads the rows of the users its
 * authenticated sockets belong to (usually a few hundred, whatever the audience), with their unread
 * counts as they are now.
 */
export async function lookUpDeliveries(
  db: AppDb,
  batch: NotificationDeliveryBatch,
  userIds: number[],
): Promise<Delivery[]> {
  const found: Delivery[] = [];
  for (let start = 0; start < userIds.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({
        id: notifications.id,
        userId: notifications.recipientId,
        unread: notificationCounters.unreadCount,
      })
      .from(notifications)
      .innerJoin(notificationCounters, eq(notificationCounters.userId, notifications.recipientId))
      .where(
        and(
          eq(notifications.outboxEventId, batch.outbox_event_id),
          inArray(notifications.recipientId, userIds.slice(start, start + LOOKUP_CHUNK)),
          // One event may have two audiences (watchers, and the owner in their own words).
          eq(notifications.notificationText, batch.notification.notification_text),
        ),
      );
    for (const row of rows)
      found.push({ user_id: row.userId, id: Number(row.id), total_unread_count: row.unread });
  }
  return found;
}

function send(batch: NotificationDeliveryBatch, deliveries: Delivery[], sockets: LiveSockets): void {
  sockets.sendBatched<NotificationFrame>(
    (add) => {
      for (const delivery of deliveries) {
        const frame: NotificationFrame = {
          type: 'notification',
          notification: { ...batch.notification, id: delivery.id, read: false },
          total_unread_count: delivery.total_unread_count,
        };
        for (const socket of sockets.authenticatedAs(delivery.user_id)) add(socket, frame);
      }
    },
    // A message holds one notification with each recipient once: one frame per socket.
    (frames) => JSON.stringify(frames[frames.length - 1]),
  );
}

/**
 * New notifications on /ws/security/: `{"type":"notification","notification":...,"total_unread_count":n}`
 * to every socket authenticated as the recipient (`{"type":"auth"}`), never to anyone else.
 *
 * Batches go out in the order the bus brings them (the outbox's order). A large fan-out's lookup is
 * asynchronous, so every batch waits for the ones before it: otherwise a later, smaller batch (or a
 * quicker lookup) would overtake it, and a user would get "is now active" before "posted a new trade".
 */
export function createNotificationsPush(
  db: AppDb,
  onError: (error: unknown) => void,
  lookUp: typeof lookUpDeliveries = lookUpDeliveries,
): LivePush {
  let previous: Promise<void> = Promise.resolve();
  return definePush(NOTIFICATIONS, (batch, sockets) => {
    previous = previous
      .then(async () => {
        if (batch.deliveries) {
          send(batch, batch.deliveries, sockets);
          return;
        }
        const userIds = [...sockets.authenticatedUserIds()];
        if (userIds.length === 0) return;
        send(batch, await lookUp(db, batch, userIds), sockets);
      })
      .catch(onError);
  });
}

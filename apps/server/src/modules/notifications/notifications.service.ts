import {
  MAX_NOTIFICATIONS_DETAIL_COUNT,
  type MyNotificationsResponse,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationReadResponse,
  type NotificationType,
} from '@tradecircle/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { groupJoin, membershipStatusOf } from '../groups/index.ts';
import { existingTradeId } from '../trades/index.ts';
import { profileJoin } from '../users/index.ts';
import { presentNotificationContent, requestStatusOf } from './notifications.presenter.ts';
import { notificationCounters, notifications } from './notifications.tables.ts';

/** A user id in the path names "me": it must be the caller's. */
export function assertOwnList(actorUserId: number, pathUserId: number): void {
  if (actorUserId !== pathUserId) throw forbidden(NOTIFICATION_MESSAGES.notYours);
}

async function countersOf(db: AppDb, userId: number) {
  const [row] = await db
    .select({ unread: notificationCounters.unreadCount, total: notificationCounters.totalCount })
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, userId));
  return row ?? { unread: 0, total: 0 };
}

/**
 * my-notifications: the newest `detailCount` of the caller's notifications (one range of the
 * recipient index), the total and the unread count from the counter row (O(1)). The actor's name
 * and picture are read now (a renamed user shows the new name); a deleted trade reads as null. A
 * group notification's group name is read now (null once the group is deleted: a left join on its
 * primary key), and a join request's status from the requester's membership row now (one probe of
 * group_members' unique (group, user) index, only for group_join_request rows).
 */
export async function listNotifications(
  db: AppDb,
  actorUserId: number,
  pathUserId: number,
  detailCount: number,
): Promise<MyNotificationsResponse> {
  assertOwnList(actorUserId, pathUserId);
  const limit = Math.min(detailCount, MAX_NOTIFICATIONS_DETAIL_COUNT);
  const [rows, counters] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.notificationType,
        text: notifications.notificationText,
        createdAt: notifications.createdAt,
        read: notifications.read,
        actorId: notifications.actorId,
        actorName: profileJoin.name,
        actorImage: profileJoin.image,
        tradeId: existingTradeId(notifications.tradeId),
        groupId: notifications.groupId,
        groupName: groupJoin.name,
        membership: sql<string | null>`case when ${notifications.notificationType} = 'group_join_request'
          then ${membershipStatusOf(notifications.actorId, notifications.groupId)} end`,
      })
      .from(notifications)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, notifications.actorId))
      .leftJoin(groupJoin.table, eq(groupJoin.id, notifications.groupId))
      .where(eq(notifications.recipientId, actorUserId))
      .orderBy(desc(notifications.id))
      .limit(limit),
    countersOf(db, actorUserId),
  ]);
  return {
    total_unread_count: counters.unread,
    count: counters.total,
    results: rows.map(
      (row): Notification => ({
        id: Number(row.id),
        read: row.read,
        ...presentNotificationContent({
          type: row.type as NotificationType,
          text: row.text,
          createdAt: row.createdAt,
          actorUserId: row.actorId,
          actorName: row.actorName,
          actorImage: row.actorImage,
          tradeId: row.tradeId === null ? null : Number(row.tradeId),
          groupId: row.groupId,
          groupName: row.groupName,
          requestStatus: requestStatusOf(
            row.type as NotificationType,
            row.groupName !== null,
            row.membership,
          ),
        }),
      }),
    ),
  };
}

/**
 * read-notification: marks one of the caller's notifications read (again: no change). Another
 * user's notification answers 404, as one that does not exist. The counter moves in the same
 * transaction, and only when the row really changed.
 */
export async function readNotification(
  db: AppDb,
  actorUserId: number,
  notificationId: number,
): Promise<NotificationReadResponse> {
  const unread = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.id, notificationId),
          eq(notifications.recipientId, actorUserId),
          eq(notifications.read, false),
        ),
      )
      .returning({ id: notifications.id });
    if (!changed) {
      const [mine] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, notificationId), eq(notifications.recipientId, actorUserId)));
      if (!mine) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return (await countersOf(tx, actorUserId)).unread;
    }
    const [counter] = await tx
      .update(notificationCounters)
      .set({ unreadCount: sql`${notificationCounters.unreadCount} - 1` })
      .where(eq(notificationCounters.userId, actorUserId))
      .returning({ unread: notificationCounters.unreadCount });
    return counter?.unread ?? 0;
  });
  return { message: NOTIFICATION_MESSAGES.read, total_unread_count: unread };
}

/**
 * mark-all-read: every notification of the caller read, the counter 0. The counter row is locked
 * first: a fan-out writing to this user meanwhile either committed before (its rows are then seen
 * and marked) or waits and counts its new unread rows after this commit.
 */
export async function markAllRead(
  db: AppDb,
  actorUserId: number,
  pathUserId: number,
): Promise<NotificationReadResponse> {
  assertOwnList(actorUserId, pathUserId);
  await db.transaction(async (tx) => {
    await tx
      .update(notificationCounters)
      .set({ unreadCount: 0 })
      .where(eq(notificationCounters.userId, actorUserId));
    await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.recipientId, actorUserId), eq(notifications.read, false)));
  });
  return { message: NOTIFICATION_MESSAGES.allRead, total_unread_count: 0 };
}

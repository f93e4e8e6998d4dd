import { NOTIFICATION_TYPES } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A notification of one recipient, written by the outbox worker: one row per (outbox event,
 * recipient), which the unique key makes so whatever replays an event. No foreign keys: a fan-out to
 * 100,000 followers would check 100,000 user keys (and as many for the counters), a large part of its
 * time, for users the same transaction just read from the follow graph (and users are never deleted);
 * a trade deleted later leaves its notifications (the list reads the trade as null then), and no
 * trade's delete has to scan this, the largest table.
 *
 * Two indexes, the fewest the reads allow: the primary key (recipient, id) is the recipient's list
 * newest first and finds one notification of the caller's; the unique (event, recipient) makes a replay
 * insert nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    notificationType: varchar('notification_type', { length: 32, enum: NOTIFICATION_TYPES }).notNull(),
    /** The user who acted (follower, commenter, copier, the trade's poster). */
    actorId: integer('actor_id').notNull(),
    tradeId: integer('trade_id'),
    /** The group a group notification is about (a join request, an accepted request, a group trade). */
    groupId: integer('group_id'),
    notificationText: text('notification_text').notNull(),
    read: boolean('read').notNull().default(false),
    /** When the event happened (the outbox row's time), not when the worker wrote this. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    outboxEventId: bigint('outbox_event_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The recipient's list, newest first (ids grow in the order the outbox is applied).
    primaryKey({ name: 'notifications_recipient_pk', columns: [t.recipientId, t.id] }),
    unique('notifications_event_recipient_unique').on(t.outboxEventId, t.recipientId),
  ],
);

/**
 * Per user, how many notifications they have and how many are unread, changed in the transaction
 * that inserts or marks them: my-notifications reads both in O(1), never a count over the table.
 * Stored with fillfactor 50 (migration notification_counters_fillfactor): a fan-out bumps 100,000 rows, and the room left on each
 * page lets those updates be HOT (no index write), which halves their time.
 */
export const notificationCounters = pgTable(
  'notification_counters',
  {
    userId: integer('user_id').primaryKey(),
    unreadCount: integer('unread_count').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
  },
  (t) => [
    check(
      'notification_counters_in_range',
      sql`${t.unreadCount} >= 0 and ${t.totalCount} >= ${t.unreadCount}`,
    ),
  ],
);

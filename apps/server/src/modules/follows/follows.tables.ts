import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Who follows whom: a row per (follower, followee). The primary key answers "whom does X follow"
 * (the feed, the flags, people-you-follow); the second index "who follows Y" (the follower list).
 */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_follows_pk', columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId, t.followerId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * A user's follower and following counts, kept in the transaction that inserts or deletes a
 * user_follows row (and only when one really was), so lists and profiles read them in O(1).
 */
export const followCounts = pgTable(
  'follow_counts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
  },
  (t) => [check('follow_counts_not_negative', sql`${t.followersCount} >= 0 and ${t.followingCount} >= 0`)],
);

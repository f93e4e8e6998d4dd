import { boolean, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { profiles, users } from '../users/users.tables.ts';

/** The reasons the Report and Block dialog lists (master/reason_list/); seeded by the migration. */
export const reportReasons = pgTable('report_reasons', {
  id: serial('id').primaryKey(),
  reason: varchar('reason', { length: 120 }).notNull().unique(),
});

/**
 * A report of a user, which is also the reporter's block of them: one row per (reporter, reported).
 * Reads of the reporter leave out the blocked user's trades and comments (notBlockedBy).
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: serial('id').primaryKey(),
    blockedByUserId: integer('blocked_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: integer('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedProfileId: integer('blocked_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => reportReasons.id),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the duplicate check and the per-row anti-join by user id (blocker first).
    unique('user_blocks_blocker_blocked_unique').on(t.blockedByUserId, t.blockedUserId),
    // The anti-join by profile id (comments name their author's profile).
    index('user_blocks_blocker_profile_idx').on(t.blockedByUserId, t.blockedProfileId),
    // Who blocked a user (moderation review, and a blocked user's own reads later).
    index('user_blocks_blocked_idx').on(t.blockedUserId),
  ],
);

import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trades } from '../trades/trades.tables.ts';
import { profiles } from '../users/users.tables.ts';

/**
 * Comments are kept in one table per kind of subject (trade_comments now; a group post's, a news
 * item's, a poll's or a video's later), every one of this shape, so the comments service reads and
 * writes any of them alike. A table per subject keeps a real foreign key: deleting the subject deletes
 * its comments, and each table's index serves its own subject's pages.
 */
function commentTable(
  name: string,
  subject: { column: string; references: () => AnyPgColumn; index: string },
) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      subjectId: integer(subject.column).notNull().references(subject.references, { onDelete: 'cascade' }),
      profileId: integer('profile_id')
        .notNull()
        .references(() => profiles.id, { onDelete: 'cascade' }),
      commentText: text('comment_text').notNull(),
      /** Hidden by moderation staff (issue 30): left out of every read, kept for the record. */
      hiddenAt: timestamp('hidden_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(subject.index).on(t.subjectId, t.createdAt)],
  );
}

export const tradeComments = commentTable('trade_comments', {
  column: 'trade_id',
  references: () => trades.id,
  index: 'trade_comments_trade_idx',
});

/** Every kind of subject that takes comments, and the table its comments live in. */
export const COMMENT_TABLES = { trade: tradeComments } as const;

export type CommentSubjectType = keyof typeof COMMENT_TABLES;
export type CommentTable = (typeof COMMENT_TABLES)[CommentSubjectType];

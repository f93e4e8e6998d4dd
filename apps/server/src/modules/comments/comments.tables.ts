import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trades } from '../trades/trades.tables.ts';
import { profiles } from '../users/users.tables.ts';

export const tradeComments = pgTable(
  'trade_comments',
  {
    id: serial('id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    commentText: text('comment_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_comments_trade_idx').on(t.tradeId, t.createdAt)],
);

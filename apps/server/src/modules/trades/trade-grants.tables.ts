import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';
import { trades } from './trades.tables.ts';

/** A closed premium call a user unlocked with coins: visibleTo lets them read it (trades.repository.ts). */
export const tradeUnlocks = pgTable(
  'trade_unlocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tradeId, t.userId] }),
    index('trade_unlocks_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A trade a user shared (the share-trade call), once per user and trade. */
export const tradeShares = pgTable(
  'trade_shares',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tradeId] })],
);

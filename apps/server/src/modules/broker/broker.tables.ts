import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { trades } from '../trades/trades.tables.ts';
import { users } from '../users/users.tables.ts';

/** A user's linked broker account (smallcase-style smallcaseAuthId), one per user and one user per account. */
export const brokerAccounts = pgTable('broker_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brokerAuthId: varchar('broker_auth_id', { length: 64 }).notNull().unique(),
  broker: varchar('broker', { length: 20 }).notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A broker gateway transaction started for a real trade's entry or exit. */
export const brokerTransactions = pgTable(
  'broker_transactions',
  {
    id: serial('id').primaryKey(),
    transactionId: varchar('transaction_id', { length: 40 }).notNull().unique(),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ENTRY, EXIT, APPLY_SL, APPLY_TG, CONNECT */
    action: varchar('action', { length: 10 }).notNull(),
    /** started, completed, failed (refused or expired at the broker), abandoned (left unfinished) */
    state: varchar('state', { length: 10 }).notNull().default('started'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('broker_transactions_trade_idx').on(t.tradeId)],
);

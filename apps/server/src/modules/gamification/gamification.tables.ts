import { COIN_REASONS } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * The coin ledger (issue 32): every movement of coins, append-only. `reference` makes each award
 * and spend happen once per user (a task completed twice, a replayed event, a retried request
 * insert nothing the second time). The balance is the entries' sum, kept in coin_accounts by the
 * same transaction (ledger.ts).
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 16, enum: COIN_REASONS }).notNull(),
    /** What the entry is for, unique per user: `task:first_follow`, `task:daily_poll:2026-11-30`, `unlock:42`. */
    reference: varchar('reference', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coin_ledger_user_reference_unique').on(t.userId, t.reference),
    index('coin_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('coin_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A user's balance and streak, one row each, written in the ledger entry's transaction. The check
 * keeps a balance from going below zero whatever a caller does; spending locks the row first.
 */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** Consecutive IST days with activity, the latest of them, and streak freezes held (domain streak.ts). */
    streakLength: integer('streak_length').notNull().default(0),
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    streakFreezes: smallint('streak_freezes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coin_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/** The days a user was active (IST), one row each: the daily login task and the streak count them once. */
export const activeDays = pgTable(
  'active_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

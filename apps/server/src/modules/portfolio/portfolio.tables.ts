import { PORTFOLIO_SOURCES } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A user's imported portfolio (issue 33, /portfolioEvaluation): where it came from and when. An
 * import replaces the holdings whole, in one transaction with this row.
 */
export const portfolios = pgTable('portfolios', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: varchar('source', { length: 8, enum: PORTFOLIO_SOURCES }).notNull(),
  /** The broker the gateway reported (kite, upstox ...); null for a CSV. */
  broker: varchar('broker', { length: 20 }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One security the user holds: how many shares, at what average cost (rupees). */
export const portfolioHoldings = pgTable(
  'portfolio_holdings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    securityId: integer('security_id')
      .notNull()
      .references(() => securities.id),
    quantity: integer('quantity').notNull(),
    averagePrice: numeric('average_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.securityId] }),
    check('portfolio_holdings_quantity_positive', sql`${t.quantity} > 0`),
    check('portfolio_holdings_price_positive', sql`${t.averagePrice} > 0`),
  ],
);

/**
 * The HOLDINGS_IMPORT transactions a user started at the broker gateway: the confirm call reads only
 * a transaction its caller started, and reads it once.
 */
export const portfolioImports = pgTable(
  'portfolio_imports',
  {
    transactionId: varchar('transaction_id', { length: 40 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** started, completed, failed */
    state: varchar('state', { length: 12 }).notNull().default('started'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('portfolio_imports_user_idx').on(t.userId)],
);

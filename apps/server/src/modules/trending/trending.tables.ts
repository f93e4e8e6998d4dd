import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';
import { trades } from '../trades/trades.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Trending lists precomputed by the refresh job (the trending endpoints read ranks, never scan
 * trades): 'profitable' (public calls of the last 7 days in profit, best P&L % first) and 'upcoming'
 * (public Upcoming calls of the last 7 days, most followed first).
 */
export const trendingTrades = pgTable(
  'trending_trades',
  {
    list: varchar('list', { length: 12, enum: ['profitable', 'upcoming'] }).notNull(),
    rank: integer('rank').notNull(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'trending_trades_pk', columns: [t.list, t.rank] })],
);

/** Top-performing SEBI-registered experts from the track record, ranked by the refresh job. */
export const trendingExperts = pgTable('trending_experts', {
  rank: integer('rank').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The record's figures for the ranking period: accuracy %, calls closed (sample size), avg return %. */
  accuracy: doublePrecision('accuracy').notNull(),
  closedTrades: integer('closed_trades').notNull(),
  avgTradeReturn: doublePrecision('avg_trade_return').notNull(),
  score: doublePrecision('score').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Trending securities of the last 7 days from our own data: calls posted and copied, follows. */
export const trendingSecurities = pgTable('trending_securities', {
  rank: smallint('rank').primaryKey(),
  securityId: integer('security_id')
    .notNull()
    .references(() => securities.id, { onDelete: 'cascade' }),
  tradesCount: integer('trades_count').notNull(),
  followsCount: integer('follows_count').notNull(),
  score: doublePrecision('score').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

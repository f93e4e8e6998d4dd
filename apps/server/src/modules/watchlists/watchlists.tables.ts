import { WATCHLIST_TYPES } from '@tradecircle/domain';
import { index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';
import { trades } from '../trades/trades.tables.ts';
import { profiles } from '../users/users.tables.ts';

/** A user's watchlist tab: of trades (bookmarks) or of stocks. */
export const watchlists = pgTable(
  'watchlists',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    watchlistType: varchar('watchlist_type', { length: 8, enum: WATCHLIST_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('watchlists_profile_type_name_unique').on(t.profileId, t.watchlistType, t.name)],
);

/** A stock in a stock tab, or a trade in a trade tab. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: serial('id').primaryKey(),
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    securityId: integer('security_id').references(() => securities.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id').references(() => trades.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('watchlist_items_security_unique').on(t.watchlistId, t.securityId),
    unique('watchlist_items_trade_unique').on(t.watchlistId, t.tradeId),
    index('watchlist_items_watchlist_idx').on(t.watchlistId),
    // A trade's bookmarkers (notifications of its changes, its deletion's cascade).
    index('watchlist_items_trade_idx').on(t.tradeId),
  ],
);

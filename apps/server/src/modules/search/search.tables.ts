import { index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * A user's recent searches (/recent-search). `queryKey` is the text lowercased, so the same search in
 * another case is one entry that moves to the top; `searchedAt` is when it was last searched.
 */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: varchar('query', { length: 100 }).notNull(),
    queryKey: varchar('query_key', { length: 100 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('recent_searches_user_query_unique').on(t.userId, t.queryKey),
    index('recent_searches_user_time_idx').on(t.userId, t.searchedAt),
  ],
);

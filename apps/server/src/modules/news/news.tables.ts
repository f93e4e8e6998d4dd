import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';

/** A headline from the news provider (platform.md §3 News item). */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    /** The feed's guid, else its link: the same item fetched again is not stored twice. */
    externalId: varchar('external_id', { length: 500 }).notNull(),
    source: varchar('source', { length: 120 }).notNull(),
    title: varchar('title', { length: 500 }).notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    newsUrl: text('news_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sandbox provider's shipped headlines: the UI says they are demo items. */
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    unique('news_items_external_unique').on(t.externalId),
    index('news_items_published_idx').on(t.publishedAt, t.id),
  ],
);

/** The securities an item names, with the price at its publication ('Since News' growth starts there). */
export const newsItemSecurities = pgTable(
  'news_item_securities',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    securityId: integer('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    /** Order of mention (the first two are shown). */
    position: integer('position').notNull(),
    priceAtPublication: numeric('price_at_publication', { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ name: 'news_item_securities_pk', columns: [t.newsId, t.securityId] })],
);

/** Per configured feed URL: the validators of its last answer, for conditional requests. */
export const newsFeedStates = pgTable('news_feed_states', {
  feedUrl: text('feed_url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
});

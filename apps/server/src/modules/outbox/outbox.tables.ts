import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox, the change stream's store: a row per domain event, written in the same
 * transaction as the change that causes it, so the change and its event commit (or vanish) together.
 * Two readers take the rows in id order, each marking its own column in the transaction that
 * handles them: the relay (published_at, once it published them on the bus) and the notifications
 * fan-out (processed_at, once their notifications are written), so each handles every event once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  // Only the backlogs are indexed: each reader's "oldest not yet handled first" reads a small index.
  (t) => [
    index('outbox_events_unprocessed_idx').on(t.id).where(sql`${t.processedAt} is null`),
    index('outbox_events_unpublished_idx').on(t.id).where(sql`${t.publishedAt} is null`),
  ],
);

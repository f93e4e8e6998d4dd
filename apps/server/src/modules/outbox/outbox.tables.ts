import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a row per event, written in the same transaction as the change that
 * causes it, so the change and its event commit (or vanish) together. A worker reads the unprocessed
 * rows in id order and sets processed_at in the transaction that applies them (the notifications
 * fan-out), so every event is applied exactly once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  // Only the backlog is indexed: the worker's "oldest unprocessed first" reads this small index.
  (t) => [index('outbox_events_unprocessed_idx').on(t.id).where(sql`${t.processedAt} is null`)],
);

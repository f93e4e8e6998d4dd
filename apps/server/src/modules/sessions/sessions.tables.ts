import { integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

export type SessionDevice = {
  name?: string | null;
  version?: string | null;
  os?: string | null;
  manufacturer?: string | null;
  product?: string | null;
};

/** Visitor session tracking: marketing source and device, for anonymous and signed-in visitors. */
export const visitorSessions = pgTable('visitor_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  medium: varchar('medium', { length: 200 }),
  source: varchar('source', { length: 200 }),
  campaign: varchar('campaign', { length: 200 }),
  utmId: varchar('utm_id', { length: 200 }),
  utmContent: varchar('utm_content', { length: 200 }),
  utmTerm: varchar('utm_term', { length: 200 }),
  ipaddress: varchar('ipaddress', { length: 64 }),
  device: jsonb('device').$type<SessionDevice>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages the sandbox SMS provider "sent" (it never sends a real SMS). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 10 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

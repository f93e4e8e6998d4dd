import { WEBINAR_LEVELS } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/*
 * Webinars (groups-and-payments.md §2 Webinars, §3 Webinar): an expert's live session. Its status
 * is not stored: it follows the clock (the domain's webinarStatusAt over starts_at and duration).
 * The price is in paise like every amount of the payments (0: free); the wire answers rupees.
 */

export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 50 }).notNull(),
    /** Rich text, sanitised on the way in (webinar-description.ts): only the formatting we allow. */
    descriptionHtml: text('description_html').notNull(),
    level: varchar('level', { length: 20, enum: WEBINAR_LEVELS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationHours: integer('duration_hours').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    /** The stored picture's public URL (webinar-pictures.ts), or null. */
    picture: text('picture'),
    /** The joining link: shown to the owner and registered users only. */
    meetingUrl: text('meeting_url').notNull(),
    /** When the reminder job told the registered users it starts soon; null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webinars_starts_at_idx').on(t.startsAt, t.id),
    index('webinars_owner_idx').on(t.ownerUserId, t.id),
    check('webinars_price_check', sql`${t.pricePaise} >= 0`),
    check('webinars_duration_check', sql`${t.durationHours} between 1 and 24`),
  ],
);

/**
 * Who registered for a webinar: a signed-in user (user_id) or a guest (user_id null) with the name,
 * email and phone they gave. One registration per user and one per phone number, so a guest cannot
 * register twice by phone; the unique keys decide between two requests at once.
 */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: serial('id').primaryKey(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }),
    /** Indian mobile, normalised to 10 digits; null for a signed-in user without one. */
    phone: varchar('phone', { length: 10 }),
    /** The payment order that paid for a paid webinar's seat (payments module); null when free. */
    paymentOrderId: integer('payment_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webinar_registrations_user_idx')
      .on(t.webinarId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('webinar_registrations_phone_idx').on(t.webinarId, t.phone),
    index('webinar_registrations_user_lookup_idx').on(t.userId),
    uniqueIndex('webinar_registrations_order_idx')
      .on(t.paymentOrderId)
      .where(sql`${t.paymentOrderId} is not null`),
  ],
);

export type WebinarRow = typeof webinars.$inferSelect;

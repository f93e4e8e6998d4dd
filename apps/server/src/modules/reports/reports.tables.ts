import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';
import { profiles } from '../users/users.tables.ts';

/** A SEBI-registered expert's research report on one stock, valid for a number of months. */
export const stockReports = pgTable(
  'stock_reports',
  {
    id: serial('id').primaryKey(),
    securityId: integer('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    authorProfileId: integer('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fileKey: varchar('file_key', { length: 120 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    discountPrice: numeric('discount_price', { precision: 12, scale: 2 }),
    description: text('description'),
    validTillMonths: integer('valid_till_months').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Until payments exist, an author may give a report away; paid ones cannot be downloaded yet. */
    isFree: boolean('is_free').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_reports_security_idx').on(t.securityId, t.expiresAt)],
);

export const reportDownloads = pgTable(
  'report_downloads',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => stockReports.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('report_downloads_report_profile_unique').on(t.reportId, t.profileId)],
);

export type StockReportRow = typeof stockReports.$inferSelect;

/** A paid report bought through the payments module: the buyer may download it until the report expires. */
export const reportPurchases = pgTable(
  'report_purchases',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => stockReports.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The payment order that bought it (payments module); one purchase per order. */
    paymentOrderId: integer('payment_order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_purchases_order_unique').on(t.paymentOrderId),
    index('report_purchases_buyer_idx').on(t.profileId, t.reportId),
  ],
);

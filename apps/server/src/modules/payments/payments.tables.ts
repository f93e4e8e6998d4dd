import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { groupPlans, groups } from '../groups/groups.tables.ts';
import { stockReports } from '../reports/reports.tables.ts';
import { users } from '../users/users.tables.ts';
import { playlists, videos } from '../videos/videos.tables.ts';
import { webinars } from '../webinars/webinars.tables.ts';

/**
 * A group admin's coupon (issue 18): for one of their groups, or for all of them (group_id null);
 * a whole-number percentage, a validity window, an optional usage limit, once per user. Uses are
 * counted from the successful payment orders that carry the coupon, never kept as a counter.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** Stored upper case; codes are matched case-insensitively. */
    code: varchar('code', { length: 32 }).notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('coupons_admin_code_unique').on(t.adminUserId, t.code)],
);

/**
 * One purchase (a payment intent and, once paid, its transaction): created with the provider's
 * order, priced by the server from the plan (or report) and coupon. status: 'initiated', 'failed',
 * then 'successful', 'payout processed', 'payout settled' (TRANSACTION_STATUSES). A provider payment
 * id grants once: it is unique here, and the grant moves the row from initiated under a row lock.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** 'group' (a premium group plan), 'report' (a research report), 'webinar', 'video' or 'playlist'. */
    product: varchar('product', { length: 10 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who is paid: the group's admin or the report's author. */
    payeeUserId: integer('payee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => groupPlans.id, { onDelete: 'set null' }),
    /** The plan's period when ordered (the plan may change later). */
    planPeriod: varchar('plan_period', { length: 16 }),
    reportId: integer('report_id').references(() => stockReports.id, { onDelete: 'set null' }),
    /** product 'webinar', 'video' or 'playlist' (issue 31): what was bought. */
    webinarId: integer('webinar_id').references(() => webinars.id, { onDelete: 'set null' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    playlistId: integer('playlist_id').references(() => playlists.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** What is charged, in paise, and what the coupon took off. */
    amountPaise: integer('amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    /** Our receipt sent to the provider: unique, at most 40 characters. */
    receipt: varchar('receipt', { length: 40 }).notNull(),
    providerOrderId: varchar('provider_order_id', { length: 40 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 40 }),
    status: varchar('status', { length: 20 }).notNull().default('initiated'),
    failureReason: text('failure_reason'),
    /** Set when successful: the platform fee and the payee's share (they add up to amount_paise). */
    feePaise: integer('fee_paise'),
    payablePaise: integer('payable_paise'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_orders_receipt_unique').on(t.receipt),
    unique('payment_orders_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('payment_orders_provider_payment_unique')
      .on(t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    index('payment_orders_payee_idx').on(t.payeeUserId, t.createdAt),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_coupon_idx').on(t.couponId, t.userId),
  ],
);

/**
 * A premium group membership bought (or a free trial taken): its window and status, for My
 * Memberships, the transactions table and the expiry job. Renewals add a row that starts where the
 * running one ends. group_members (groups module) holds whether the user is in the group now.
 */
export const groupSubscriptions = pgTable(
  'group_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The order that paid for it; null for a free trial. One subscription per order. */
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    planPeriod: varchar('plan_period', { length: 16 }),
    isTrial: boolean('is_trial').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** 'Active' or 'Expired' (MEMBERSHIP_STATUSES); the expiry job moves it. */
    status: varchar('status', { length: 10 }).notNull().default('Active'),
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('group_subscriptions_order_unique').on(t.paymentOrderId),
    index('group_subscriptions_user_idx').on(t.userId, t.status, t.endDate),
    index('group_subscriptions_end_idx').on(t.status, t.endDate),
  ],
);

/** Webhook deliveries processed (x-razorpay-event-id), inserted in the transaction of their effect. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: varchar('event_id', { length: 64 }).primaryKey(),
  event: varchar('event', { length: 40 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

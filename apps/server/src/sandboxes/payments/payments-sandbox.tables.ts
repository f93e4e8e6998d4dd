import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own state (sandbox-razorpay.ts). It plays Razorpay's
 * side, so it never references our users or orders: like Razorpay it only knows its orders, the
 * payments made against them and the webhooks it owes the merchant.
 */

/** An order created through POST /v1/orders. status: created -> attempted -> paid. */
export const paymentSandboxOrders = pgTable('payment_sandbox_orders', {
  id: varchar('id', { length: 40 }).primaryKey(),
  amount: integer('amount').notNull(),
  amountPaid: integer('amount_paid').notNull().default(0),
  currency: varchar('currency', { length: 3 }).notNull(),
  receipt: varchar('receipt', { length: 40 }).unique(),
  notes: jsonb('notes').notNull().default({}),
  status: varchar('status', { length: 10 }).notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment attempt on a sandbox order: captured, or failed with Razorpay's error fields. */
export const paymentSandboxPayments = pgTable(
  'payment_sandbox_payments',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    orderId: varchar('order_id', { length: 40 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 'captured', 'failed', or 'refunded' (a captured one refunded in full) */
    status: varchar('status', { length: 10 }).notNull(),
    method: varchar('method', { length: 16 }).notNull(),
    errorCode: varchar('error_code', { length: 40 }),
    errorDescription: text('error_description'),
    errorReason: varchar('error_reason', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_sandbox_payments_order_idx').on(t.orderId)],
);

/** A signed webhook the sandbox owes the merchant: retried with backoff until a 2xx or 24 hours. */
export const paymentSandboxWebhooks = pgTable(
  'payment_sandbox_webhooks',
  {
    eventId: varchar('event_id', { length: 40 }).primaryKey(),
    event: varchar('event', { length: 40 }).notNull(),
    /** The exact bytes sent (and signed). */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_sandbox_webhooks_due_idx').on(t.deliveredAt, t.nextAttemptAt)],
);

import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * When a call's notification reached its followers: the instant the outbox worker's transaction
 * wrote the call's notifications (a recorder of the call's posting event). Delivery time is this
 * minus the call's posting. One row per call; a replay writes nothing.
 */
export const callDeliveries = pgTable('call_deliveries', {
  tradeId: integer('trade_id').primaryKey(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
});

/**
 * Each closed call's claimed and achievable returns (percent, gross and net of charges), computed once
 * its copy's outcome is final and kept, so the panel sums rows instead of replaying prices. Keyed by
 * the settings they were computed with: changing the reaction time or the slippage computes afresh.
 * No foreign keys: like the record, these outlive a deleted trade.
 */
export const callComparisons = pgTable(
  'call_comparisons',
  {
    tradeId: integer('trade_id').notNull(),
    reactionMs: integer('reaction_ms').notNull(),
    slippageTicks: integer('slippage_ticks').notNull(),
    expertUserId: integer('expert_user_id').notNull(),
    deliveryMs: integer('delivery_ms').notNull(),
    /** Null (with the net one): no stored prices cover the call, so it is left out of both sides. */
    claimedPercent: doublePrecision('claimed_percent'),
    achievablePercent: doublePrecision('achievable_percent'),
    claimedNetPercent: doublePrecision('claimed_net_percent'),
    achievableNetPercent: doublePrecision('achievable_net_percent'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'call_comparisons_pk', columns: [t.tradeId, t.reactionMs, t.slippageTicks] })],
);

import {
  FNO_PRODUCTS,
  ORDER_TYPES,
  TRADE_CLOSING_REASONS,
  TRADE_STATUSES,
  TRADE_TYPES,
  TRADE_VISIBILITIES,
} from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { groups } from '../groups/groups.tables.ts';
import { securities } from '../securities/securities.tables.ts';
import { profiles, users } from '../users/users.tables.ts';

export type TargetStopLossRow = { target_price: number; stop_loss: number };

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A trade recommendation (trades.md §3). The ladder is (first_target, first_stop_loss) followed by
 * target_stop_loss_list; current_step points at the row in force, and target_price / stop_loss hold
 * that row's target and stop loss so lists and the engine read them without unpacking the ladder.
 */
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    postedByUserId: integer('posted_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postedByProfileId: integer('posted_by_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    securityId: integer('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'restrict' }),
    tradeType: varchar('trade_type', { length: 4, enum: TRADE_TYPES }).notNull(),
    status: varchar('status', { length: 10, enum: TRADE_STATUSES }).notNull().default('Inactive'),
    isReal: boolean('is_real').notNull().default(false),
    orderType: varchar('order_type', { length: 16, enum: ORDER_TYPES }).notNull().default('market_order'),
    product: varchar('product', { length: 4, enum: FNO_PRODUCTS }),
    entryPrice: money('entry_price').notNull(),
    /**
     * Where a virtual trade's entry filled (the domain's order-fills.ts): the tick that reached the
     * entry, or for an entry now the first tick after posting, a market order paying slippage. Null
     * while Upcoming, and for a Live virtual trade until that tick (the engine waits for it); a real
     * trade's entry_price is its broker's fill.
     */
    entryFillPrice: money('entry_fill_price'),
    lots: integer('lots').notNull(),
    firstTarget: money('first_target').notNull(),
    firstStopLoss: money('first_stop_loss').notNull(),
    targetStopLossList: jsonb('target_stop_loss_list').$type<TargetStopLossRow[]>().notNull().default([]),
    finalTarget: money('final_target').notNull(),
    currentStep: smallint('current_step').notNull().default(0),
    targetPrice: money('target_price').notNull(),
    stopLoss: money('stop_loss').notNull(),
    durationId: smallint('duration_id').notNull(),
    reasoning: text('reasoning').notNull().default(''),
    /** Moderation staff hid the reasoning (issue 30): it reads as empty; the call stays in the record. */
    reasoningHiddenAt: timestamp('reasoning_hidden_at', { withTimezone: true }),
    /** The poster holds a position in the security (their answer on the form), for the call's disclosure. */
    holdsPosition: boolean('holds_position').notNull().default(false),
    visibility: varchar('visibility', { length: 10, enum: TRADE_VISIBILITIES })
      .notNull()
      .default('followers'),
    /** The group a group trade is posted to; a deleted group leaves its trades to their owner (and the record). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    copyOriginId: integer('copy_origin_id').references((): AnyPgColumn => trades.id, {
      onDelete: 'set null',
    }),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The owner exited by hand (trade_exit_type). */
    isManualExit: boolean('is_manual_exit').notNull().default(false),
    closingReason: varchar('closing_reason', { length: 12, enum: TRADE_CLOSING_REASONS }),
    exitPrice: money('exit_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    liveAt: timestamp('trade_live_time', { withTimezone: true }),
    closedAt: timestamp('trade_closing_time', { withTimezone: true }),
    /** Bumped on every change; the engine's conditional updates compare it so a replay writes nothing twice. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('trades_posted_by_created_idx').on(t.postedByUserId, t.createdAt),
    // The Home feed and every newest-first list: scanned backwards, its entries carry what the feed
    // tests (visibility, poster, security, and the status, side and duration filters, and is_real
    // for a real trade awaiting its broker, which only its owner sees), so a page reads the index
    // only (docs/api.md, bench/README.md).
    index('trades_feed_idx').on(
      t.createdAt,
      t.id,
      t.visibility,
      t.postedByUserId,
      t.securityId,
      t.status,
      t.tradeType,
      t.durationId,
      t.isReal,
    ),
    // The open trades of a security: the contract-expiry pass settles an expired contract's through it.
    index('trades_open_security_idx').on(t.securityId).where(sql`${t.status} in ('Inactive', 'Active')`),
    // Real trades awaiting their broker, oldest first: the few the broker's sweep settles.
    index('trades_awaiting_broker_idx').on(t.createdAt).where(sql`${t.isReal} and ${t.status} = 'Inactive'`),
    index('trades_copy_origin_idx').on(t.copyOriginId),
    // A group's trades newest first (trade-list-view, groups/{id}/trades), by status, and its featured ones.
    index('trades_group_created_idx').on(t.groupId, t.createdAt, t.id),
    index('trades_group_status_created_idx').on(t.groupId, t.status, t.createdAt, t.id),
    index('trades_group_featured_idx').on(t.groupId, t.createdAt, t.id).where(sql`${t.isFeatured}`),
  ],
);

/** The last price the lifecycle engine processed per security: its restart catches up from here. */
export const engineCheckpoints = pgTable('engine_checkpoints', {
  securityId: integer('security_id')
    .primaryKey()
    .references(() => securities.id, { onDelete: 'cascade' }),
  price: money('price').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The calls whose reasoning moderation staff hid (issue 30), kept apart from `trades` without a
 * foreign key: an Upcoming call is deleted outright, but its record entries stay, and the reasoning
 * they carry must stay withheld from everyone but the expert after the call is gone.
 */
export const withheldReasonings = pgTable('withheld_reasonings', {
  tradeId: integer('trade_id').primaryKey(),
  withheldAt: timestamp('withheld_at', { withTimezone: true }).notNull(),
});

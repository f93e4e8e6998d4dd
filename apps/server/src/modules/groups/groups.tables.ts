import { GROUP_MEMBERSHIP_STATUSES, GROUP_TYPES, GROUP_VERIFICATION_STATUSES } from '@tradecircle/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A group an expert runs (groups-and-payments.md §3). participants_count and active_group_members
 * are kept by the membership transitions in the same transaction, under a lock on this row, so they
 * stay exact under concurrent joins and leaves; trades_count is kept by the trades module's posting
 * and deleting (bumpGroupTradesCount).
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    groupType: varchar('group_type', { length: 8, enum: GROUP_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    disclaimer: text('disclaimer').notNull().default(''),
    picture: text('picture'),
    coverImage: text('cover_image'),
    disclosureDocument: text('disclosure_document'),
    typesOfInstrument: jsonb('types_of_instrument').$type<string[]>().notNull().default([]),
    keyOffering: jsonb('key_offering').$type<string[]>().notNull().default([]),
    isLimitedOffer: boolean('is_limited_offer').notNull().default(false),
    /** The spec's spelling: a Premium group that offers a one-week free trial. */
    freeTrail: boolean('free_trail').notNull().default(false),
    participantsCount: integer('participants_count').notNull().default(0),
    activeGroupMembers: integer('active_group_members').notNull().default(0),
    tradesCount: integer('trades_count').notNull().default(0),
    /** When the latest group trade was posted (Groups You Follow lists the liveliest first). */
    lastTradeAt: timestamp('last_trade_at', { withTimezone: true }),
    /**
     * Platform staff's review (issue 30): a Premium group is listed and takes payments only once
     * Verified (and its admin's payout information too). Groups made before the review existed
     * were migrated as Verified.
     */
    verificationStatus: varchar('verification_status', { length: 10, enum: GROUP_VERIFICATION_STATUSES })
      .notNull()
      .default('Pending'),
    verificationRemark: text('verification_remark'),
    /** The platform's fee on this group's sales in basis points; null: its admin's, else the global. */
    platformFeeBps: integer('platform_fee_bps'),
    /**
     * May coins unlock this Premium group's closed calls (issue 32, docs/operations.md "Coins and
     * SEBI's rules"): null follows the default (off when the admin is SEBI-registered, on otherwise).
     */
    coinUnlock: boolean('coin_unlock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_admin_idx').on(t.adminUserId, t.id), index('groups_type_idx').on(t.groupType, t.id)],
);

/**
 * One user's standing in one group: requested, member, left (or rejected). The unique (group, user)
 * index is the member check every group-trade read makes: one index lookup.
 * A premium free trial is a membership with `expires_at`; it stops counting at that time without a job.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: GROUP_MEMBERSHIP_STATUSES }).notNull(),
    referredBy: integer('referred_by').references(() => users.id, { onDelete: 'set null' }),
    utmSource: varchar('utm_source', { length: 100 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A premium free trial was used (once per user per group, even after leaving). */
    usedFreeTrial: boolean('used_free_trial').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('group_members_group_user_unique').on(t.groupId, t.userId),
    // A user's groups (Groups You Follow, the live channel's member check by user).
    index('group_members_user_idx').on(t.userId, t.status),
    // A group's participants page and the requests its admin answers.
    index('group_members_group_status_idx').on(t.groupId, t.status, t.id),
  ],
);

/** A group's watchlist (at most 50 securities; the admin edits it, members read it). */
export const groupWatchlists = pgTable('group_watchlists', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .unique()
    .references(() => groups.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groupWatchlistItems = pgTable(
  'group_watchlist_items',
  {
    id: serial('id').primaryKey(),
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => groupWatchlists.id, { onDelete: 'cascade' }),
    securityId: integer('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('group_watchlist_items_unique').on(t.watchlistId, t.securityId)],
);

/**
 * An expert's contact and regulator details, shown on their premium groups' contact card
 * (user_sebi_details; §2 Premium group detail page, Contact card). One row per expert.
 */
export const expertContacts = pgTable('expert_contacts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cin: varchar('cin', { length: 21 }),
  sebiNumber: varchar('sebi_number', { length: 20 }),
  description: text('description').notNull().default(''),
  officeAddress: text('office_address').notNull().default(''),
  phone: varchar('phone', { length: 16 }),
  email: varchar('email', { length: 254 }),
  grievanceOfficerName: varchar('grievance_officer_name', { length: 100 }),
  grievanceOfficerEmail: varchar('grievance_officer_email', { length: 254 }),
  grievanceOfficerMobile: varchar('grievance_officer_mobile', { length: 16 }),
  complianceOfficerName: varchar('compliance_officer_name', { length: 100 }),
  complianceOfficerEmail: varchar('compliance_officer_email', { length: 254 }),
  complianceOfficerMobile: varchar('compliance_officer_mobile', { length: 16 }),
  investorCharter: text('investor_charter'),
  investorComplaints: text('investor_complaints'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'view contact detail': who looked at an expert's contact card (viewer null for a visitor). */
export const contactDetailViews = pgTable(
  'contact_detail_views',
  {
    id: serial('id').primaryKey(),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerUserId: integer('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_detail_views_expert_idx').on(t.expertUserId, t.createdAt)],
);

/**
 * A premium group's subscription plans (groups-and-payments.md §3 `price`), one per period, edited
 * by the group admin. Money in integer paise; the wire shows rupees. A retired plan keeps its row
 * (is_active false) so the orders and memberships that name it still read it.
 */
export const groupPlans = pgTable(
  'group_plans',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** A PLAN_PERIODS value: Daily ... Yearly. */
    period: varchar('period', { length: 16 }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    isDiscountPriceLive: boolean('is_discount_price_live').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('group_plans_group_period_unique').on(t.groupId, t.period)],
);

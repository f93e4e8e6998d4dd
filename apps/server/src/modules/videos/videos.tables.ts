import { VIDEO_STATUSES } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/*
 * Videos and playlists an expert teaches with (groups-and-payments.md §3; issue 31 uploads and plays
 * them, issue 30's queue reviews them). Draft until the owner fills the required details, then
 * Pending until staff verify or reject it; only Verified ones are shown to anyone but the owner.
 * Prices in paise, null when free.
 */

export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description'),
    language: varchar('language', { length: 40 }),
    pricePaise: integer('price_paise'),
    thumbnail: text('thumbnail'),
    status: varchar('status', { length: 10, enum: VIDEO_STATUSES }).notNull().default('Draft'),
    verificationRemark: text('verification_remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playlists_owner_idx').on(t.ownerUserId, t.id),
    index('playlists_review_idx').on(t.status, t.updatedAt, t.id),
    check('playlists_price_check', sql`${t.pricePaise} is null or ${t.pricePaise} > 0`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null while a Draft has no details yet. */
    title: varchar('title', { length: 100 }),
    description: text('description'),
    language: varchar('language', { length: 40 }),
    pricePaise: integer('price_paise'),
    playlistId: integer('playlist_id').references(() => playlists.id, { onDelete: 'set null' }),
    /** Its place in the playlist (1 first); null outside a playlist. */
    playlistPosition: integer('playlist_position'),
    /** The stored file's key with the storage provider, its content type and size. */
    fileKey: text('file_key').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: integer('duration_seconds'),
    thumbnail: text('thumbnail'),
    viewsCount: integer('views_count').notNull().default(0),
    status: varchar('status', { length: 10, enum: VIDEO_STATUSES }).notNull().default('Draft'),
    verificationRemark: text('verification_remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_owner_idx').on(t.ownerUserId, t.id),
    index('videos_playlist_idx').on(t.playlistId, t.id),
    index('videos_review_idx').on(t.status, t.updatedAt, t.id),
    check('videos_price_check', sql`${t.pricePaise} is null or ${t.pricePaise} > 0`),
    check('videos_details_check', sql`${t.status} = 'Draft' or ${t.title} is not null`),
  ],
);

/**
 * A video or a whole playlist bought (through a payment order, payments module's grant): exactly one
 * of video_id and playlist_id. One purchase per order; the buyer keeps it for good.
 */
export const videoPurchases = pgTable(
  'video_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id').references(() => playlists.id, { onDelete: 'cascade' }),
    /** The payment order that bought it (payments module); one purchase per order. */
    paymentOrderId: integer('payment_order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_purchases_order_unique').on(t.paymentOrderId),
    index('video_purchases_buyer_video_idx').on(t.userId, t.videoId),
    index('video_purchases_buyer_playlist_idx').on(t.userId, t.playlistId),
    check('video_purchases_one_product_check', sql`(${t.videoId} is null) <> (${t.playlistId} is null)`),
  ],
);

/** views_count's evidence: one row per viewer per IST day per video, so a view counts once a day. */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    viewerUserId: integer('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewerUserId, t.day] })],
);

/** How far a viewer has watched a video (a playlist's progress is its videos'). */
export const videoProgress = pgTable(
  'video_progress',
  {
    viewerUserId: integer('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.viewerUserId, t.videoId] })],
);

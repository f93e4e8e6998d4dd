import type { CallOutcome, CommitmentVersion, TradeType } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The track record (issue 16): every call's life, append-only, one hash chain per expert (docs/api.md,
 * "Track record"). No foreign keys: the record outlives a deleted trade, and no user or trade delete
 * may reach it. Migration 0015 adds triggers that refuse UPDATE, DELETE and TRUNCATE on the entries,
 * on PostgreSQL and on the embedded database alike.
 */
export const trackRecordEntries = pgTable(
  'track_record_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    expertUserId: integer('expert_user_id').notNull(),
    /** 1, 2, 3, ... per expert, without gaps (the head row serialises appends). */
    seq: integer('seq').notNull(),
    tradeId: integer('trade_id').notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** A private call's entries show only their hashes to anyone but the expert. */
    isPrivate: boolean('is_private').notNull(),
    /** The entry's content as canonical JSON (chain.ts): the exact text its payload hash covers. */
    payload: text('payload').notNull(),
    /**
     * How payloadHash commits to the payload (the domain's record-chain.ts): 1 unsalted, the entries
     * written before migration 0024 (and the default, so an older instance still running through a
     * deploy writes a consistent version 1 entry); 2 salted, every entry written since.
     */
    commitmentVersion: smallint('commitment_version').$type<CommitmentVersion>().notNull().default(1),
    /**
     * Version 2: 32 random bytes as hex, drawn for this entry. Served only with the payload, to those
     * entitled to the call: without it a hidden entry's commitment cannot be searched by guessing.
     */
    salt: char('salt', { length: 64 }),
    payloadHash: char('payload_hash', { length: 64 }).notNull(),
    prevHash: char('prev_hash', { length: 64 }).notNull(),
    hash: char('hash', { length: 64 }).notNull(),
    // The insert's own clock (not the transaction's start): it grows with seq, so a day's checkpoint is its last entry.
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('track_record_entries_expert_seq_unique').on(t.expertUserId, t.seq),
    check(
      'track_record_entries_commitment_check',
      sql`(${t.commitmentVersion} = 1 and ${t.salt} is null) or (${t.commitmentVersion} = 2 and ${t.salt} ~ '^[0-9a-f]{64}$')`,
    ),
  ],
);

/** Each expert's chain head: its last sequence number and hash. Appends lock this row. */
export const trackRecordHeads = pgTable('track_record_heads', {
  expertUserId: integer('expert_user_id').primaryKey(),
  seq: integer('seq').notNull(),
  hash: char('hash', { length: 64 }).notNull(),
});

/**
 * Each call as its record entries tell it (the domain's applyRecordEntry folded over them), kept in
 * the transaction that appends the entries, so the figures read one row per call instead of
 * re-reading every entry. Derived: it can be rebuilt from the entries at any time (the tests do).
 */
export const trackRecordCalls = pgTable(
  'track_record_calls',
  {
    tradeId: integer('trade_id').primaryKey(),
    expertUserId: integer('expert_user_id').notNull(),
    securityId: integer('security_id').notNull(),
    side: varchar('side', { length: 4 }).$type<TradeType>().notNull(),
    entryPrice: doublePrecision('entry_price').notNull(),
    initialStopLoss: doublePrecision('initial_stop_loss'),
    finalTarget: doublePrecision('final_target'),
    lots: integer('lots').notNull(),
    isPublic: boolean('is_public').notNull(),
    /** The group the call was posted to. No foreign key: the record outlives a deleted group. */
    groupId: integer('group_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    liveAt: timestamp('live_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    exitPrice: doublePrecision('exit_price'),
    outcome: varchar('outcome', { length: 12 }).$type<CallOutcome>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('track_record_calls_expert_ended_idx').on(t.expertUserId, t.endedAt),
    index('track_record_calls_group_ended_idx').on(t.groupId, t.endedAt).where(sql`${t.groupId} is not null`),
  ],
);

/**
 * Merged records (issue 30; docs/operations.md "Merging profiles"): the merged account's chain, its
 * head at the merge, and the surviving account whose chain committed to that head with a
 * record_merged entry (at `survivorSeq`). The merged chain stays under its own id; the survivor's
 * figures count its calls (their track_record_calls rows move), and a rebuild folds it before the
 * survivor's own chain. Append-only like the entries (migration 0032's triggers).
 */
export const trackRecordMerges = pgTable(
  'track_record_merges',
  {
    mergedUserId: integer('merged_user_id').primaryKey(),
    survivorUserId: integer('survivor_user_id').notNull(),
    mergedHeadSeq: integer('merged_head_seq').notNull(),
    mergedHeadHash: char('merged_head_hash', { length: 64 }).notNull(),
    /** The record_merged entry's sequence number in the survivor's chain: the merges' order. */
    survivorSeq: integer('survivor_seq').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_record_merges_survivor_idx').on(t.survivorUserId, t.survivorSeq)],
);

import { z } from 'zod';
import { FIGURE_BASES, TRACK_RECORD_PERIODS } from '../metrics/track-record-metrics.ts';
import { PerformanceVerificationSchema } from '../sebi/performance-verification.ts';
import { COMMITMENT_VERSIONS } from '../track-record/record-chain.ts';
import { recordIdParamSchema } from './record-id.ts';

/** Entries per page of an expert's public record. */
export const TRACK_RECORD_PAGE_SIZE = 100;

export const TrackRecordParamsSchema = z.object({ userId: recordIdParamSchema('userId must be a user id') });
export const TrackRecordQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a page number' })
    .int('page must be a page number')
    .min(1, 'page must be a page number')
    .max(1_000_000, 'page must be a page number')
    .default(1),
});

/**
 * One entry of the public record (docs/api.md, "Track record"). A hidden call's entries show kind,
 * trade_id, payload and salt as null to anyone not entitled to the call; their hashes are always
 * there. The chain's encoding is the domain's record-chain.ts.
 */
export const TrackRecordEntrySchema = z.object({
  seq: z.number().int(),
  kind: z.string().nullable(),
  trade_id: z.number().int().nullable(),
  /** The call has been deleted since (its entries stay); null with the content hidden. */
  trade_deleted: z.boolean().nullable(),
  is_private: z.boolean(),
  recorded_at: z.string(),
  /** How payload_hash commits to the payload: 1 unsalted (entries before issue 27), 2 salted. */
  commitment_version: z.literal(COMMITMENT_VERSIONS),
  /** The canonical JSON the payload_hash covers, as stored. */
  payload: z.string().nullable(),
  /** Version 2: the entry's random salt (64 hex digits), shown with the payload; null otherwise. */
  salt: z.string().nullable(),
  /** The entry's commitment to its content (SHA-256, lowercase hex). */
  payload_hash: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type TrackRecordEntry = z.infer<typeof TrackRecordEntrySchema>;

export const TrackRecordPageSchema = z.object({
  expert_user_id: z.number().int(),
  /** Entries in the whole record (the head's sequence number). */
  count: z.number().int(),
  head_hash: z.string(),
  page: z.number().int(),
  num: z.number().int(),
  results: z.array(TrackRecordEntrySchema),
  /**
   * The records of accounts merged into this one (docs/operations.md "Merging profiles"), in merge
   * order: each merged chain stays at its own address, and this chain's record_merged entry (`seq`)
   * commits to its head (`head_seq`, `head_hash`). Their calls count in this record's figures.
   */
  merged_records: z.array(
    z.object({
      user_id: z.number().int(),
      head_seq: z.number().int(),
      head_hash: z.string(),
      seq: z.number().int(),
      merged_at: z.string(),
    }),
  ),
  /** The record this one was merged into: its user and the record_merged entry there; null if none. */
  merged_into: z
    .object({ user_id: z.number().int(), seq: z.number().int(), merged_at: z.string() })
    .nullable(),
});
export type TrackRecordPage = z.infer<typeof TrackRecordPageSchema>;

export const TrackRecordCheckpointsSchema = z.object({
  expert_user_id: z.number().int(),
  count: z.number().int(),
  head_hash: z.string(),
  /** Per day (IST) with entries, newest first: the day's last entry. */
  checkpoints: z.array(z.object({ date: z.string(), seq: z.number().int(), hash: z.string() })),
});

export const TrackRecordFiguresQuerySchema = z.object({
  period: z
    .enum(TRACK_RECORD_PERIODS, { message: `period must be one of ${TRACK_RECORD_PERIODS.join(', ')}` })
    .default('All'),
  /** gross: the record's own results; net: after the charges of each round trip (docs/metrics.md). */
  basis: z.enum(FIGURE_BASES, { message: 'basis must be gross or net' }).default('gross'),
});

const FigureSchema = z.object({ value: z.number().nullable(), calls: z.number().int() });

/** An expert's figures for one period, computed from the record (docs/metrics.md). */
export const TrackRecordFiguresSchema = z.object({
  period: z.enum(TRACK_RECORD_PERIODS),
  closed_trades: z.number().int(),
  small_sample: z.boolean(),
  trade_wins: z.number().int(),
  accuracy: FigureSchema,
  avg_trade_return: FigureSchema,
  holding_period_hours: FigureSchema,
  risk_reward: FigureSchema,
  roi: FigureSchema,
  max_drawdown: FigureSchema,
  expectancy_r: FigureSchema,
  profit_factor: FigureSchema,
});

export const TrackRecordFiguresResponseSchema = z.object({
  expert_user_id: z.number().int(),
  /** When the figures were computed (the period counts back from it). */
  as_of: z.string(),
  /** Entries in the record when computed, and its head: the record these figures come from. */
  count: z.number().int(),
  head_hash: z.string(),
  /** What the results are measured as: gross, or net of each round trip's charges. */
  basis: z.enum(FIGURE_BASES),
  figures: TrackRecordFiguresSchema,
  /**
   * Cumulative return (percent) after each closed call of the period, in closing order; above
   * EQUITY_CURVE_POINTS calls, thinned to each run's lowest and highest point (thinCurve).
   */
  equity_curve: z.array(
    z.object({ trade_id: z.number().int(), at: z.string(), cumulative_return: z.number() }),
  ),
  /**
   * Whether PaRRVA verified the expert's figures (sebi/performance-verification.ts): shown labelled
   * "Unverified" until PARRVA_REQUIRED_FROM, and only verified figures from then.
   */
  performance_verification: PerformanceVerificationSchema,
});
export type TrackRecordFiguresResponse = z.infer<typeof TrackRecordFiguresResponseSchema>;

/** Claimed against achievable over some calls (the domain's summarizeComparisons), in percent per call. */
export const ComparisonSummarySchema = z.object({
  /** Closed calls compared. */
  calls: z.number().int(),
  /** Of them, the calls a follower's copy also closed (the others count as 0 achievable). */
  achievable_calls: z.number().int(),
  claimed_average: z.number().nullable(),
  achievable_average: z.number().nullable(),
  /** achievable minus claimed, percentage points. */
  gap: z.number().nullable(),
});

/** Claimed versus achievable, gross and net of charges, with how it was measured (docs/metrics.md). */
export const ClaimedVersusAchievableSchema = z.object({
  /** The follower's reaction time added to each call's measured delivery time (configured). */
  reaction_seconds: z.number(),
  /** Ticks of slippage each market order pays. */
  slippage_ticks: z.number().int(),
  /** The median of the compared calls' measured notification delivery times; null without any. */
  median_delivery_ms: z.number().int().nullable(),
  /**
   * Closed calls left out of both sides: no stored prices cover them (closed before prices were
   * kept), or their terms are gone with their deleted trade.
   */
  calls_without_prices: z.number().int(),
  /**
   * Closed calls whose copy is still open over the prices stored so far (the call closed moments
   * ago, or the copy entered later and its window has not ended): left out of both sides until it
   * settles.
   */
  calls_pending: z.number().int(),
  gross: ComparisonSummarySchema,
  net: ComparisonSummarySchema,
});
export type ClaimedVersusAchievableAnswer = z.infer<typeof ClaimedVersusAchievableSchema>;

export const ClaimedVersusAchievableQuerySchema = z.object({
  period: z
    .enum(TRACK_RECORD_PERIODS, { message: `period must be one of ${TRACK_RECORD_PERIODS.join(', ')}` })
    .default('All'),
});

export const ClaimedVersusAchievableResponseSchema = ClaimedVersusAchievableSchema.extend({
  expert_user_id: z.number().int(),
  period: z.enum(TRACK_RECORD_PERIODS),
  as_of: z.string(),
});

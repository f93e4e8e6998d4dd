import { z } from 'zod';
import { COPY_KIND_FILTERS, COPY_REASON_CODES, COPY_STATUS_FILTERS } from '../investor/copy-comparison.ts';
import { namedPageSchema } from './common.ts';
import { TradeSchema } from './trade.ts';

/** Copied trades (issue 33; docs/api.md "Copied trades"): the caller's copies beside the calls they copied. */

export const CopiedTradesQuerySchema = z.object({
  page: namedPageSchema('page').default(1),
  status: z.enum(COPY_STATUS_FILTERS, { message: 'status must be open, closed or all' }).default('all'),
  kind: z.enum(COPY_KIND_FILTERS, { message: 'kind must be all, virtual or real' }).default('all'),
});
export type CopiedTradesQuery = z.infer<typeof CopiedTradesQuerySchema>;

export const CopyReasonSchema = z.object({
  code: z.enum(COPY_REASON_CODES),
  /** The reason in plain words, with its figures. */
  message: z.string(),
});
export type CopyReason = z.infer<typeof CopyReasonSchema>;

/**
 * The copy beside its origin (investor/copy-comparison.ts). Amounts are rupees on the copy's
 * quantity; percents of each trade's own entry; null where a side has no outcome yet (not entered,
 * no live price) or the origin is hidden.
 */
export const CopyComparisonSchema = z.object({
  copy_pl_percent: z.number().nullable(),
  copy_pl_amount: z.number().nullable(),
  origin_pl_percent: z.number().nullable(),
  /** The origin's move on the copy's lots. */
  origin_pl_amount: z.number().nullable(),
  /** Copy minus origin, in percentage points. */
  difference_percent: z.number().nullable(),
  /** Copy minus origin, in rupees on the copy's lots. */
  difference_amount: z.number().nullable(),
  /** Rupees per share the copy's entry was worse (positive) or better (negative) than the origin's. */
  entry_gap: z.number().nullable(),
  /** The same, in percent of the origin's entry. */
  entry_gap_percent: z.number().nullable(),
  reasons: z.array(CopyReasonSchema),
});
export type CopyComparison = z.infer<typeof CopyComparisonSchema>;

export const CopiedTradeSchema = z.object({
  copy: TradeSchema,
  /** Null when the caller may no longer see the call they copied (private now, a group they left). */
  origin: TradeSchema.nullable(),
  comparison: CopyComparisonSchema,
});
export type CopiedTrade = z.infer<typeof CopiedTradeSchema>;

/** Over every copy the filters match, not only the page. */
export const CopiedTradeTotalsSchema = z.object({
  count: z.number().int(),
  /** Upcoming or Live. */
  open: z.number().int(),
  /** Closed or expired. */
  closed: z.number().int(),
  real: z.number().int(),
  virtual: z.number().int(),
  /** Copies with both outcomes known: the base of the origin's and the difference's averages. */
  compared: z.number().int(),
  /** Rupees: the P&L of every copy with one. */
  copy_pl_amount: z.number(),
  copy_pl_percent_avg: z.number().nullable(),
  /** Rupees: the origins' moves on the compared copies' lots. */
  origin_pl_amount: z.number(),
  origin_pl_percent_avg: z.number().nullable(),
  /** Average of difference_percent over the compared copies, in percentage points. */
  difference_avg: z.number().nullable(),
});
export type CopiedTradeTotals = z.infer<typeof CopiedTradeTotalsSchema>;

export const CopiedTradesResponseSchema = z.object({
  results: z.array(CopiedTradeSchema),
  /** Pages in all (COPIED_TRADES_PAGE_SIZE a page). */
  num: z.number().int(),
  totals: CopiedTradeTotalsSchema,
});
export type CopiedTradesResponse = z.infer<typeof CopiedTradesResponseSchema>;

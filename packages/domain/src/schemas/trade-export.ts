import { z } from 'zod';
import { TRADE_STATUSES, TRADE_TYPES } from '../constants/trades.ts';
import { indiaMidnightOf } from '../format/time.ts';
import {
  exportDayCount,
  parseExportSide,
  parseExportStatuses,
  TRADE_EXPORT_KINDS,
  TRADE_EXPORT_MAX_DAYS,
  TRADE_EXPORT_MESSAGES,
  TRADE_EXPORT_PL_BASES,
} from '../trades/trade-export.ts';
import { TrackRecordFiguresSchema } from './track-record.ts';

/** Trade export (docs: /tmp/brief/docs-trade-export.md; /Download-Trade): the caller's own trades. */

const exportDay = (required: string, invalid: string) =>
  z
    .string({ message: required })
    .max(10, invalid)
    .refine((day) => indiaMidnightOf(day) !== undefined, invalid);

/**
 * The filters of the preview, the CSV and the PDF: an IST day range (both days included, at most
 * TRADE_EXPORT_MAX_DAYS), the kind, the statuses (comma-separated, none for all) and the side.
 */
export const TradeExportQuerySchema = z
  .object({
    kind: z.enum(TRADE_EXPORT_KINDS, { message: TRADE_EXPORT_MESSAGES.badKind }).default('all'),
    from: exportDay(TRADE_EXPORT_MESSAGES.fromRequired, TRADE_EXPORT_MESSAGES.badFrom),
    to: exportDay(TRADE_EXPORT_MESSAGES.toRequired, TRADE_EXPORT_MESSAGES.badTo),
    status: z
      .string()
      .max(200, TRADE_EXPORT_MESSAGES.statusTooLong)
      .default('')
      .transform((text, context) => {
        const parsed = parseExportStatuses(text);
        if ('statuses' in parsed) return parsed.statuses;
        context.addIssue({ code: 'custom', message: TRADE_EXPORT_MESSAGES.unknownStatus(parsed.unknown) });
        return z.NEVER;
      }),
    side: z
      .string()
      .default('')
      .transform((text, context) => {
        if (text.trim() === '') return null;
        const side = parseExportSide(text);
        if (side) return side;
        context.addIssue({ code: 'custom', message: TRADE_EXPORT_MESSAGES.badSide });
        return z.NEVER;
      }),
  })
  .superRefine((query, context) => {
    const days = exportDayCount(query.from, query.to);
    if (days === null) return;
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: TRADE_EXPORT_MESSAGES.toBeforeFrom });
    else if (days > TRADE_EXPORT_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: TRADE_EXPORT_MESSAGES.tooLong });
  });
export type TradeExportQuery = z.output<typeof TradeExportQuerySchema>;
export type TradeExportQueryInput = z.input<typeof TradeExportQuerySchema>;

/** One trade as the export writes it (the CSV's columns, the preview's rows, the PDF's table). */
export const TradeExportRowSchema = z.object({
  id: z.number().int(),
  /** posted: the caller's own call; copied: a copy of another's call (copy_origin_id names it). */
  kind: z.enum(['posted', 'copied']),
  is_real: z.boolean(),
  /** ISO 8601 (UTC), as every trade answer; the CSV writes it in IST. */
  created: z.string(),
  security_symbol: z.string(),
  security_name: z.string(),
  security_exchange: z.string(),
  instrument_type: z.string(),
  trade_type: z.enum(TRADE_TYPES),
  lots: z.number().int(),
  lot_size: z.number().int(),
  entry_price: z.number(),
  /** Where a virtual trade's entry filled, which its P&L runs from (docs/metrics.md); null before. */
  entry_fill_price: z.number().nullable(),
  /** The ladder's targets and stop losses in order (first row first). */
  targets: z.array(z.number()),
  stop_losses: z.array(z.number()),
  status: z.enum(TRADE_STATUSES),
  exit_price: z.number().nullable(),
  closed_at: z.string().nullable(),
  /** The price the P&L is measured at: the exit price (realised) or the live price (live). */
  pl_price: z.number().nullable(),
  pl_amount: z.number().nullable(),
  pl_percent: z.number().nullable(),
  /** pl_amount net of the round trip's charges (docs/metrics.md "Net of charges"); null with it. */
  pl_net_amount: z.number().nullable(),
  pl_basis: z.enum(TRADE_EXPORT_PL_BASES),
  copy_origin_id: z.number().int().nullable(),
});
export type TradeExportRow = z.infer<typeof TradeExportRowSchema>;

export const TradeExportTotalsSchema = z.object({
  trades: z.number().int(),
  posted: z.number().int(),
  copied: z.number().int(),
  upcoming: z.number().int(),
  live: z.number().int(),
  closed: z.number().int(),
  expired: z.number().int(),
  buy: z.number().int(),
  sell: z.number().int(),
  realised_pl: z.number(),
  realised_pl_net: z.number(),
  realised_trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  live_pl: z.number(),
  live_pl_net: z.number(),
  live_trades: z.number().int(),
});

/** The track record's figures of the caller's public calls that ended in the period. */
export const StatementFiguresSchema = TrackRecordFiguresSchema.omit({ period: true });

/** What the page shows before a download: what the files will hold. */
export const TradeExportPreviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(TRADE_EXPORT_KINDS),
  statuses: z.array(z.enum(TRADE_STATUSES)),
  side: z.enum(TRADE_TYPES).nullable(),
  /** Trades matching the filters, also past the cap. */
  count: z.number().int(),
  /** count is above max_rows: the files hold the first max_rows (oldest first). */
  capped: z.boolean(),
  max_rows: z.number().int(),
  /** The files' first rows, oldest first. */
  rows: z.array(TradeExportRowSchema),
  /** Over the rows the files hold. */
  totals: TradeExportTotalsSchema,
  figures: StatementFiguresSchema,
  generated_at: z.string(),
});
export type TradeExportPreview = z.infer<typeof TradeExportPreviewSchema>;

import { z } from 'zod';
import {
  MAX_REPORT_DESCRIPTION_LENGTH,
  MAX_REPORT_VALID_MONTHS,
  MIN_REPORT_VALID_MONTHS,
} from '../constants/limits.ts';
import { TRADE_STATUSES, TRADE_TYPES } from '../constants/trades.ts';
import { formatIndianNumber } from '../format/money.ts';
import { MAX_REPORT_PRICE_PAISE } from '../payments/constants.ts';
import { parseRupeesToPaise } from '../payments/money.ts';
import { FORM_MESSAGES } from '../validation/messages.ts';
import { PageParamSchema } from './common.ts';
import { MAX_RECORD_ID, recordIdParamSchema } from './record-id.ts';

/** Research reports (groups-and-payments.md §2 "Research reports", §3) and trade reports (trades.md §3). */

export const STOCK_REPORT_MESSAGES = {
  validTillRange: `Valid till should be between ${MIN_REPORT_VALID_MONTHS} and ${MAX_REPORT_VALID_MONTHS} months`,
  descriptionTooLong: `Description should be at most ${MAX_REPORT_DESCRIPTION_LENGTH} characters`,
  priceTooHigh: `Price should be at most ₹${formatIndianNumber(MAX_REPORT_PRICE_PAISE / 100, 0)}`,
} as const;

/** A price as typed: rupees with at most two decimals. */
export const REPORT_PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * Whether a typed price is within MAX_REPORT_PRICE_PAISE, the bound the upload and the checkout
 * share; text that is not a price (REPORT_PRICE_PATTERN) is left to the format check.
 */
export function isReportPriceWithinBound(text: string): boolean {
  const trimmed = text.trim();
  if (!REPORT_PRICE_PATTERN.test(trimmed)) return true;
  const paise = parseRupeesToPaise(trimmed);
  // More whole digits than any price read exactly: far above the bound.
  return paise !== null && paise <= MAX_REPORT_PRICE_PAISE;
}

/** A price as the multipart form sends it: rupees with at most two decimals, at most the bound. */
const ReportPriceFieldSchema = z
  .string({ message: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .regex(REPORT_PRICE_PATTERN, FORM_MESSAGES.onlyNumbers)
  .refine(isReportPriceWithinBound, STOCK_REPORT_MESSAGES.priceTooHigh)
  .transform(Number);

/** create-stock-report's text fields (multipart, beside the file report_pdf), read as the server reads them. */
export const StockReportUploadFieldsSchema = z.object({
  stock: z
    .string({ message: FORM_MESSAGES.required })
    .regex(/^\d+$/, FORM_MESSAGES.required)
    .transform(Number)
    .pipe(z.number().max(MAX_RECORD_ID, `stock must be a stock id from 1 to ${MAX_RECORD_ID}`)),
  price: ReportPriceFieldSchema,
  valid_till: z
    .string({ message: FORM_MESSAGES.required })
    .regex(/^\d+$/, FORM_MESSAGES.onlyNumbers)
    .transform(Number)
    .refine(
      (months) => months >= MIN_REPORT_VALID_MONTHS && months <= MAX_REPORT_VALID_MONTHS,
      STOCK_REPORT_MESSAGES.validTillRange,
    ),
  discount_price: ReportPriceFieldSchema.optional(),
  description: z
    .string()
    .trim()
    .max(MAX_REPORT_DESCRIPTION_LENGTH, STOCK_REPORT_MESSAGES.descriptionTooLong)
    .optional(),
});
export type StockReportUploadFields = z.input<typeof StockReportUploadFieldsSchema>;

/**
 * stock-reports/ (groups-and-payments.md §7 "GET research report (token) filter_by=stock → data"):
 * `filter_by=stock` alone (or nothing) lists the stocks with live reports; adding `stock={id}` lists
 * that stock's reports.
 */
export const StockReportsQuerySchema = z.object({
  filter_by: z.literal('stock', { message: 'filter_by must be stock' }).optional(),
  stock: recordIdParamSchema('stock must be a stock id').optional(),
});

/** A stock that has live reports, at its cheapest report's price. */
export const ReportStockSchema = z.object({
  id: z.number(),
  stock_name: z.string(),
  stock_symbol: z.string(),
  stock_exchange: z.string(),
  stock_logo: z.string().nullable(),
  minimum_stock_price: z.number(),
});
export type ReportStock = z.infer<typeof ReportStockSchema>;

/** One report of a stock (filter_by=stock). */
export const StockReportSchema = z.object({
  id: z.number(),
  stock_name: z.string(),
  stock_symbol: z.string(),
  posted_by_name: z.string(),
  price: z.number(),
  discount_price: z.number().nullable(),
  description: z.string().nullable(),
  valid_till: z.string(),
  is_free: z.boolean(),
  is_downloaded: z.boolean(),
  /** The caller bought it (payments): downloadable until valid_till. Always sent (optional for older clients' fixtures). */
  is_purchased: z.boolean().optional(),
  is_author: z.boolean(),
});
export type StockReport = z.infer<typeof StockReportSchema>;

/** stock-reports/ without `stock`: the research report list, under `data` as the spec reads it. */
export const ReportStocksResponseSchema = z.object({ data: z.array(ReportStockSchema) });
export type ReportStocksResponse = z.infer<typeof ReportStocksResponseSchema>;

/** stock-reports/ with `stock={id}`: that stock's reports, under `data` too. */
export const StockReportListResponseSchema = z.object({ data: z.array(StockReportSchema) });
export type StockReportListResponse = z.infer<typeof StockReportListResponseSchema>;

/** stock-reports/'s two answers: the stocks, or one stock's reports. */
export const StockReportsResponseSchema = z.union([
  ReportStocksResponseSchema,
  StockReportListResponseSchema,
]);

export const SetReportFreeRequestSchema = z.object({ is_free: z.boolean() });
export type SetReportFreeRequest = z.infer<typeof SetReportFreeRequestSchema>;

/** A free report's download: a signed link valid 15 minutes. */
export const ReportDownloadSchema = z.object({ report_pdf: z.string(), expiry_date: z.string() });
export type ReportDownload = z.infer<typeof ReportDownloadSchema>;

export const DownloadedReportSchema = z.object({
  id: z.number(),
  stock_name: z.string(),
  posted_by_name: z.string(),
  expiry_date: z.string(),
  /** A signed link valid 15 minutes; null once the report has expired. */
  report_pdf: z.string().nullable(),
});
export type DownloadedReport = z.infer<typeof DownloadedReportSchema>;

/** downloaded-reports/ (§7 "GET downloaded reports (token) → data"): newest download first. */
export const DownloadedReportsResponseSchema = z.object({ data: z.array(DownloadedReportSchema) });
export type DownloadedReportsResponse = z.infer<typeof DownloadedReportsResponseSchema>;

/** A stored file's signed, expiring link. */
export const SignedFileQuerySchema = z.object({
  expires: z.coerce.number(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** trade-report-list: the caller's own trades and the trades in their trade watchlists, newest first. */
export const TradeReportListQuerySchema = z.object({ page: PageParamSchema.default(1) });

/** One downloadable trade report; `report` is the PDF's address. */
export const TradeReportItemSchema = z.object({
  id: z.number().int(),
  security_name: z.string(),
  security_symbol: z.string(),
  trade_type: z.enum(TRADE_TYPES),
  status: z.enum(TRADE_STATUSES),
  created: z.string(),
  trade_closing_time: z.string().nullable(),
  pl_percent: z.number().nullable(),
  report: z.string(),
});
export type TradeReportItem = z.infer<typeof TradeReportItemSchema>;

/** `num` is the page count (18 rows a page). */
export const TradeReportPageSchema = z.object({
  result: z.array(TradeReportItemSchema),
  num: z.number().int(),
});
export type TradeReportPage = z.infer<typeof TradeReportPageSchema>;

import { z } from 'zod';
import { MAX_TRENDING_SECURITIES, TRENDING_SECURITIES_DEFAULT_LIMIT } from '../constants/limits.ts';
import { HISTORY_RANGES, INSTRUMENT_TYPES } from '../constants/market.ts';
import { MAX_TRADE_PRICE } from '../constants/trades.ts';
import { recordIdParamSchema } from './record-id.ts';
import { ExchangeSchema } from './security.ts';

/** update-live-price: a security's live price, previous close, change and percent. */
export const LivePriceSchema = z.object({
  id: z.number(),
  live_price: z.number(),
  close_price: z.number(),
  up_down_price: z.number(),
  up_down_percent: z.number(),
});
export type LivePrice = z.infer<typeof LivePriceSchema>;

export const LivePriceRequestSchema = z.object({ id: recordIdParamSchema() });
export type LivePriceRequest = z.infer<typeof LivePriceRequestSchema>;

/** security-info/:query, the query being `{symbol or name}-{exchange}`. */
export const SecurityInfoParamsSchema = z.object({ query: z.string().min(3).max(200) });
/** Accepted for old clients and ignored: the per-user flags are the bearer token's user's. */
export const SecurityInfoQuerySchema = z.object({ user_id: recordIdParamSchema().optional() });

/** The security page: the price, the security, and the signed-in viewer's watchlist and report state. */
export const SecurityInfoSchema = LivePriceSchema.extend({
  name: z.string(),
  symbol: z.string(),
  exchange: ExchangeSchema,
  logo: z.string().nullable(),
  industry: z.string().nullable(),
  sector: z.string().nullable(),
  description: z.string().nullable(),
  lot_size: z.number().nullable(),
  /** EQ, INDEX, or a futures-and-options contract: FUT, CE, PE. */
  instrument_type: z.enum(INSTRUMENT_TYPES),
  is_added_to_watchlist: z.boolean(),
  is_report_available: z.boolean(),
  minimum_stock_price: z.number().nullable(),
  is_market_open: z.boolean(),
});
export type SecurityInfo = z.infer<typeof SecurityInfoSchema>;

export const TrendingSecuritiesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_TRENDING_SECURITIES)
    .default(TRENDING_SECURITIES_DEFAULT_LIMIT),
});

/** Trending securities: the NSE stocks moving most today. */
export const TrendingSecuritySchema = z.object({
  id: z.number(),
  name: z.string(),
  symbol: z.string(),
  exchange: z.string(),
  logo: z.string().nullable(),
  live_price: z.number(),
  up_down_percent: z.number(),
});
export type TrendingSecurity = z.infer<typeof TrendingSecuritySchema>;

export const PriceSeriesQuerySchema = z.object({
  stock_id: recordIdParamSchema(),
  filters: z.enum(HISTORY_RANGES, { message: 'filters must be 1WEEK, 1MONTH, 3MONTH, 6MONTH, 1YEAR or ALL' }),
});

/** One bar; `time` is epoch seconds (15-minute bars for 1WEEK, 00:00 UTC of the IST date otherwise). */
export const PriceBarSchema = z.object({
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});
export type PriceBar = z.infer<typeof PriceBarSchema>;

export const PriceSeriesSchema = z.object({ time_series: z.array(PriceBarSchema) });
export type PriceSeries = z.infer<typeof PriceSeriesSchema>;

/** Sandbox only: make this price the security's next tick. */
export const DevMarketPriceRequestSchema = z.object({
  id: recordIdParamSchema(),
  price: z.coerce.number().positive('price must be greater than 0').max(MAX_TRADE_PRICE),
});

import { z } from 'zod';
import { VIDEO_STATUSES } from '../learning/constants.ts';
import { TRACK_RECORD_PERIODS } from '../metrics/track-record-metrics.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema, PageParamSchema } from './common.ts';
import { InfluencerSchema } from './follows.ts';
import { ExchangeSchema } from './security.ts';
import { TradeSchema } from './trade.ts';

/** Trending, news, markets and the economic calendar (platform.md §2-§3, §7; docs/api.md "Discovery"). */

// Trending lists: `/api/trade/{userId}/trending/`, `/trending/profile/`, `/trending/upcoming/`.
const trendingPageQuery = {
  page: PageParamSchema.default(1),
  page_size: detailCountSchema(50, 'page_size').default(6),
  /** ISO date-time; older than the 7-day window means the window. */
  created__gte: z.iso
    .datetime({ offset: true, message: 'created__gte must be an ISO date and time' })
    .optional(),
};
export const TrendingTradesQuerySchema = z.object({
  ...trendingPageQuery,
  pandl_data__gt: z.coerce.number().optional(),
});
export const TrendingUpcomingQuerySchema = z.object({
  ...trendingPageQuery,
  status: z.string().optional(),
});
export const TrendingProfileQuerySchema = z.object(trendingPageQuery);
/** The spec's path names a user; the lists are the caller's view whoever it names. */
export const TrendingUserPathSchema = z.object({ userId: z.string().max(64) });

export const TrendingTradesResponseSchema = z.object({
  count: z.number().int(),
  num: z.number().int(),
  page: z.number().int(),
  results: z.array(TradeSchema),
});
export type TrendingTradesResponse = z.infer<typeof TrendingTradesResponseSchema>;

export const TrendingExpertSchema = InfluencerSchema.extend({
  accuracy: z.number(),
  /** The sample size: calls closed in the ranking period. */
  closed_trades: z.number().int(),
  avg_trade_return: z.number(),
  small_sample: z.boolean(),
  /** The ranking period, the window of accuracy, closed_trades and avg_trade_return ('1M'). */
  window: z.enum(TRACK_RECORD_PERIODS),
});
export type TrendingExpert = z.infer<typeof TrendingExpertSchema>;
export const TrendingExpertsResponseSchema = z.object({
  count: z.number().int(),
  num: z.number().int(),
  page: z.number().int(),
  results: z.array(TrendingExpertSchema),
});
export type TrendingExpertsResponse = z.infer<typeof TrendingExpertsResponseSchema>;

export const TRENDING_VIDEOS_MESSAGES = {
  freePaid: 'free_paid is Free or Paid',
  search: 'search must be at most 100 characters',
} as const;

/** Trending videos (groups-and-payments.md §7): a search over titles, Free or Paid, a page. */
export const TrendingVideosQuerySchema = z.object({
  search: z.string().trim().max(100, TRENDING_VIDEOS_MESSAGES.search).optional(),
  /** Free or Paid (or in lower case); empty or absent: both. */
  free_paid: z
    .enum(['Free', 'Paid', 'free', 'paid', ''], { message: TRENDING_VIDEOS_MESSAGES.freePaid })
    .optional(),
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(5),
});

/**
 * A Verified video as its card shows it (groups-and-payments.md §3 Video/playlist). `video` is where
 * it plays: null until playback is served (the learning issue), and always null on a paid video's
 * card (a buyer gets a signed, expiring address of their own).
 */
export const VideoCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(VIDEO_STATUSES),
  is_free: z.boolean(),
  /** In rupees; null when free. */
  price: z.number().nullable(),
  thumbnail: z.string().nullable(),
  views_count: z.number().int(),
  /** When it was published, ISO. */
  time: z.string(),
  duration_seconds: z.number().int().nullable(),
  language: z.object({ name_to_show: z.string() }).nullable(),
  profile: z.object({ user: z.number().int(), name: z.string(), profile_image: z.string().nullable() }),
  playlist: z.object({ id: z.number().int() }).nullable(),
  video: z.string().nullable(),
});
export type VideoCard = z.infer<typeof VideoCardSchema>;
export const TrendingVideosResponseSchema = z.object({
  trending_videos: z.array(VideoCardSchema),
  page_info: PageInfoSchema,
});
export type TrendingVideosResponse = z.infer<typeof TrendingVideosResponseSchema>;

// News.
export const NewsGrowthSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  exchange: ExchangeSchema,
  /** Percent change from the price at publication to the live price, two decimals. */
  growth: z.number(),
});
export const NewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  news_url: z.string(),
  source: z.string(),
  time: z.string(),
  is_demo: z.boolean(),
  all_growth: z.array(NewsGrowthSchema),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
export const TrendingNewsQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(10),
});
export const TrendingNewsResponseSchema = z.object({
  news_data: z.array(NewsItemSchema),
  page_info: PageInfoSchema,
});
export type TrendingNewsResponse = z.infer<typeof TrendingNewsResponseSchema>;

// Markets.
export const MarketIndexSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  exchange: ExchangeSchema,
  live_price: z.number(),
  change: z.number(),
  up_down_percent: z.number(),
  is_simulated: z.boolean(),
});
export type MarketIndex = z.infer<typeof MarketIndexSchema>;
export const MarketIndicesResponseSchema = z.object({ indices: z.array(MarketIndexSchema) });

export const MarketMoverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  exchange: ExchangeSchema,
  logo: z.string().nullable(),
  live_price: z.number(),
  change: z.number(),
  up_down_percent: z.number(),
  /** Calls posted and copied on TradeCircle today. */
  activity: z.number().int(),
});
export type MarketMover = z.infer<typeof MarketMoverSchema>;
export const MarketMoversQuerySchema = z.object({ limit: detailCountSchema(50, 'limit').default(10) });
export const MarketMoversResponseSchema = z.object({
  gainers: z.array(MarketMoverSchema),
  losers: z.array(MarketMoverSchema),
  most_active: z.array(MarketMoverSchema),
});
export type MarketMoversResponse = z.infer<typeof MarketMoversResponseSchema>;

export const HeatmapSecuritySchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  /** ₹ crore. */
  market_cap: z.number(),
  live_price: z.number(),
  up_down_percent: z.number(),
});
export type HeatmapSecurity = z.infer<typeof HeatmapSecuritySchema>;
export const HeatmapSectorSchema = z.object({
  sector: z.string(),
  market_cap: z.number(),
  /** Market-cap weighted. */
  change_percent: z.number(),
  securities: z.array(HeatmapSecuritySchema),
});
export type HeatmapSector = z.infer<typeof HeatmapSectorSchema>;
export const SectorHeatmapResponseSchema = z.object({
  as_of: z.string(),
  sectors: z.array(HeatmapSectorSchema),
});
export type SectorHeatmapResponse = z.infer<typeof SectorHeatmapResponseSchema>;

// Economic calendar.
export const ECONOMIC_EVENT_IMPORTANCE = [-1, 0, 1] as const;
export const EconomicEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  country: z.string(),
  currency: z.string(),
  importance: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  scheduled_at: z.string(),
  /** The period the release covers, e.g. 'October 2026' or 'Q2 FY2026-27'; null for a policy decision. */
  period: z.string().nullable(),
  source: z.string(),
  source_url: z.string(),
  is_tentative: z.boolean(),
});
export type EconomicEvent = z.infer<typeof EconomicEventSchema>;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');
export const EconomicCalendarQuerySchema = z.object({
  currency: z.string().max(10).default('INR'),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
/** The window the web asks for: both ends given. */
export type EconomicCalendarQuery = Required<z.infer<typeof EconomicCalendarQuerySchema>>;
export const EconomicCalendarResponseSchema = z.object({ events: z.array(EconomicEventSchema) });
export type EconomicCalendarResponse = z.infer<typeof EconomicCalendarResponseSchema>;

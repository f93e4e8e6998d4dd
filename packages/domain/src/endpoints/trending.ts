import type {
  TrendingExpertsResponseSchema,
  TrendingProfileQuerySchema,
  TrendingTradesQuerySchema,
  TrendingTradesResponseSchema,
  TrendingUpcomingQuerySchema,
  TrendingUserPathSchema,
  TrendingVideosQuerySchema,
  TrendingVideosResponseSchema,
} from '../schemas/discovery.ts';
import type { TrendingSecuritiesQuerySchema, TrendingSecuritySchema } from '../schemas/market.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type UserPath = In<typeof TrendingUserPathSchema>;

/** Trending (docs/api.md "Discovery": Trending), each call declared once. */
export const TRENDING_ENDPOINTS = {
  profitableTrades: endpoint<{
    params: UserPath;
    query: In<typeof TrendingTradesQuerySchema>;
    response: Out<typeof TrendingTradesResponseSchema>;
  }>('GET', '/api/trade/:userId/trending/'),
  upcomingTrades: endpoint<{
    params: UserPath;
    query: In<typeof TrendingUpcomingQuerySchema>;
    response: Out<typeof TrendingTradesResponseSchema>;
  }>('GET', '/api/trade/:userId/trending/upcoming/'),
  topExperts: endpoint<{
    params: UserPath;
    query: In<typeof TrendingProfileQuerySchema>;
    response: Out<typeof TrendingExpertsResponseSchema>;
  }>('GET', '/api/trade/:userId/trending/profile/'),
  trendingSecurities: endpoint<{
    query: In<typeof TrendingSecuritiesQuerySchema>;
    response: Out<typeof TrendingSecuritySchema>[];
  }>('GET', '/trending/securities/'),
  trendingVideos: endpoint<{
    query: In<typeof TrendingVideosQuerySchema>;
    response: Out<typeof TrendingVideosResponseSchema>;
  }>('GET', '/video/trending-videos/'),
} as const;

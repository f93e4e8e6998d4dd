import {
  TRENDING_ENDPOINTS,
  TrendingExpertsResponseSchema,
  TrendingProfileQuerySchema,
  TrendingSecuritiesQuerySchema,
  TrendingSecuritySchema,
  TrendingTradesQuerySchema,
  TrendingTradesResponseSchema,
  TrendingUpcomingQuerySchema,
  TrendingUserPathSchema,
  TrendingVideosQuerySchema,
  TrendingVideosResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { ExpertTradeStats } from '../follows/index.ts';
import type { QuoteBook } from '../market/index.ts';
import { resolveViewer } from '../users/index.ts';
import { listTrendingVideos } from '../videos/index.ts';
import {
  type TrendingDeps,
  trendingExperts,
  trendingProfitableTrades,
  trendingSecurities,
  trendingUpcomingTrades,
} from './trending.service.ts';

export type TrendingRoutesOptions = { auth: RequestAuth; quotes: QuoteBook; stats: ExpertTradeStats };

const tags = ['trending'];

/**
 * Trending (docs/api.md, "Discovery": Trending): the lists the refresh job ranked (trending.refresh.ts),
 * read by rank and joined to the few rows they name, each read applying the viewer's visibility.
 */
export const trendingRoutes: FastifyPluginAsyncZod<TrendingRoutesOptions> = async (
  app,
  { auth, quotes, stats },
) => {
  const deps: TrendingDeps = { db: app.database.db, quotes, stats };
  const viewerOf = (request: { user: { id: number } | null }) => resolveViewer(deps.db, request.user?.id);

  on(app, TRENDING_ENDPOINTS.profitableTrades)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary: 'Top Profitable Trades: public calls of the last 7 days in profit, best P&L % first',
        params: TrendingUserPathSchema,
        querystring: TrendingTradesQuerySchema,
        response: { 200: TrendingTradesResponseSchema },
      },
    },
    async (request) => trendingProfitableTrades(deps, await viewerOf(request), request.query),
  );

  on(app, TRENDING_ENDPOINTS.upcomingTrades)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary:
          'Trades to Focus: public Upcoming calls of the last 7 days, most copied and bookmarked first',
        params: TrendingUserPathSchema,
        querystring: TrendingUpcomingQuerySchema,
        response: { 200: TrendingTradesResponseSchema },
      },
    },
    async (request) => trendingUpcomingTrades(deps, await viewerOf(request), request.query),
  );

  on(app, TRENDING_ENDPOINTS.topExperts)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary: "Top-Performing SEBI Reg. Experts: the track record's last month, weighted by sample size",
        params: TrendingUserPathSchema,
        querystring: TrendingProfileQuerySchema,
        response: { 200: TrendingExpertsResponseSchema },
      },
    },
    async (request) => trendingExperts(deps, request.user?.id ?? null, request.query),
  );

  on(app, TRENDING_ENDPOINTS.trendingSecurities)(
    {
      schema: {
        tags,
        summary:
          "Trending securities: most traded and followed on TradeCircle in the last 7 days, then the day's biggest movers",
        querystring: TrendingSecuritiesQuerySchema,
        response: { 200: z.array(TrendingSecuritySchema) },
      },
    },
    async (request) => trendingSecurities(deps.db, quotes, request.query.limit),
  );

  on(app, TRENDING_ENDPOINTS.trendingVideos)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary:
          'Trending videos: Verified ones, the most watched first, by title search and Free or Paid, a page of detail_count',
        querystring: TrendingVideosQuerySchema,
        response: { 200: TrendingVideosResponseSchema },
      },
    },
    async (request) => listTrendingVideos(deps.db, await viewerOf(request), request.query),
  );
};

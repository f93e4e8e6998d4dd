import {
  MarketIndicesResponseSchema,
  MarketMoversQuerySchema,
  MarketMoversResponseSchema,
  SectorHeatmapResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketTradeActivity, QuoteBook } from './market.types.ts';
import { listMarketIndices, listMarketMovers, sectorHeatmap } from './market-overview.service.ts';

const tags = ['markets'];

/** The Markets page: index tickers, movers and the sector heatmap, from the live quote book. */
export const marketOverviewRoutes: FastifyPluginAsyncZod<{
  quotes: QuoteBook;
  activity: MarketTradeActivity;
}> = async (app, { quotes, activity }) => {
  const db = app.database.db;

  app.get(
    '/api/market/indices/',
    {
      schema: {
        tags,
        summary: 'Every index we carry with its live (simulated) quote',
        response: { 200: MarketIndicesResponseSchema },
      },
    },
    async () => ({ indices: await listMarketIndices(db, quotes) }),
  );

  app.get(
    '/api/market/movers/',
    {
      schema: {
        tags,
        summary:
          "Our NSE stocks: today's top gainers and losers, and the most active by calls posted and copied today (IST)",
        querystring: MarketMoversQuerySchema,
        response: { 200: MarketMoversResponseSchema },
      },
    },
    async (request) =>
      listMarketMovers({ db, quotes, activity, limit: request.query.limit, now: new Date() }),
  );

  app.get(
    '/api/market/sector-heatmap/',
    {
      schema: {
        tags,
        summary:
          'Sectors of our NSE stocks by market capitalisation (₹ crore) with their market-cap weighted change',
        response: { 200: SectorHeatmapResponseSchema },
      },
    },
    async () => sectorHeatmap(db, quotes, new Date()),
  );
};

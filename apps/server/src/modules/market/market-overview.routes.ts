import {
  MARKET_ENDPOINTS,
  MarketIndicesResponseSchema,
  MarketMoversQuerySchema,
  MarketMoversResponseSchema,
  SectorHeatmapResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { MarketTradeActivity, QuoteBook } from './market.types.ts';
import { listMarketIndices, listMarketMovers, sectorHeatmap } from './market-overview.service.ts';

const tags = ['markets'];

/** The Markets page: index tickers, movers and the sector heatmap, from the live quote book. */
export const marketOverviewRoutes: FastifyPluginAsyncZod<{
  quotes: QuoteBook;
  activity: MarketTradeActivity;
}> = async (app, { quotes, activity }) => {
  const db = app.database.db;

  on(app, MARKET_ENDPOINTS.indices)(
    {
      schema: {
        tags,
        summary: 'Every index we carry with its live (simulated) quote',
        response: { 200: MarketIndicesResponseSchema },
      },
    },
    async () => ({ indices: await listMarketIndices(db, quotes) }),
  );

  on(app, MARKET_ENDPOINTS.movers)(
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

  on(app, MARKET_ENDPOINTS.sectorHeatmap)(
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

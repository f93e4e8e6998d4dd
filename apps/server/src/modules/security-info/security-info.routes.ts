import { recordIdParamSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { findSecurityPrice, type MarketService, SecurityPriceSchema } from '../market/index.ts';
import { reportSummary } from '../reports/index.ts';
import { findSecurityBySearchQuery } from '../securities/index.ts';
import { resolveViewer } from '../users/index.ts';
import { isSecurityInWatchlistsOf } from '../watchlists/index.ts';

const tags = ['securities'];

/** The path is decoded already; a client that encoded twice is decoded again, a literal % kept. */
function decodeOnceMore(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The security page's one call. It gathers what five modules know (the security, its live price, its
 * reports, the viewer's watchlists and the market's hours), so it sits above them all in a module of
 * its own and the market module stays one every price reader can depend on.
 */
export const securityInfoRoutes: FastifyPluginAsyncZod<{ market: MarketService; auth: RequestAuth }> = async (
  app,
  { market, auth },
) => {
  const db = app.database.db;
  const { identifyUser } = auth;

  app.get(
    '/api/trade/security-info/:query',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'The security page: `{symbol or name}-{exchange}`, with the signed-in viewer’s watchlist and report state',
        params: z.object({ query: z.string().min(3).max(200) }),
        // Accepted for old clients and ignored: the per-user flags are the bearer token's user's.
        querystring: z.object({ user_id: recordIdParamSchema().optional() }),
        response: {
          200: SecurityPriceSchema.extend({
            name: z.string(),
            symbol: z.string(),
            exchange: z.string(),
            logo: z.string().nullable(),
            industry: z.string().nullable(),
            sector: z.string().nullable(),
            description: z.string().nullable(),
            lot_size: z.number().nullable(),
            instrument_type: z.string(),
            is_added_to_watchlist: z.boolean(),
            is_report_available: z.boolean(),
            minimum_stock_price: z.number().nullable(),
            is_market_open: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const found = await findSecurityBySearchQuery(db, decodeOnceMore(request.params.query));
      if (!found) throw notFound('Security not found');
      const { security, price } = await findSecurityPrice(db, market, found.id);
      const reports = await reportSummary(db, security.id);
      const viewer = await resolveViewer(db, request.user?.id);
      const isAddedToWatchlist = viewer?.profileId
        ? await isSecurityInWatchlistsOf(db, viewer.profileId, security.id)
        : false;
      return {
        ...price,
        name: security.name,
        symbol: security.symbol,
        exchange: security.exchange,
        logo: security.logo,
        industry: security.industry,
        sector: security.sector,
        description: security.description,
        lot_size: security.lotSize,
        instrument_type: security.instrumentType,
        is_added_to_watchlist: isAddedToWatchlist,
        is_report_available: reports.isReportAvailable,
        minimum_stock_price: reports.minimumStockPrice,
        is_market_open: market.isMarketOpen(),
      };
    },
  );
};

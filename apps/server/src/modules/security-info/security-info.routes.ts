import {
  SECURITY_ENDPOINTS,
  SecurityInfoParamsSchema,
  SecurityInfoQuerySchema,
  SecurityInfoSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { findSecurityPrice, type MarketService } from '../market/index.ts';
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

  on(app, SECURITY_ENDPOINTS.securityInfo)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'The security page: `{symbol or name}-{exchange}`, with the signed-in viewer’s watchlist and report state',
        params: SecurityInfoParamsSchema,
        querystring: SecurityInfoQuerySchema,
        response: { 200: SecurityInfoSchema },
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

import { recordIdParamSchema } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { watchlistItems, watchlists } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { HISTORY_RANGES } from '../../providers/market-feed/market-feed.types.ts';
import { reportSummary } from '../reports/reports.service.ts';
import {
  findSecurityById,
  findSecurityBySearchQuery,
  listTrendingCandidates,
} from '../securities/securities.repository.ts';
import { findProfileByUserId } from '../users/users.repository.ts';
import type { MarketService } from './market.service.ts';

const tags = ['securities'];
const PriceSchema = z.object({
  id: z.number(),
  live_price: z.number(),
  close_price: z.number(),
  up_down_price: z.number(),
  up_down_percent: z.number(),
});

/** The path is decoded already; a client that encoded twice is decoded again, a literal % kept. */
function decodeOnceMore(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService; auth: RequestAuth }> = async (
  app,
  { market, auth },
) => {
  const db = app.database.db;
  const { identifyUser } = auth;

  const priceOf = async (securityId: number) => {
    const security = await findSecurityById(db, securityId);
    if (!security) throw notFound('Security not found');
    const quote = market.getQuote(securityId);
    const close = Number(security.closePrice ?? 0);
    return {
      security,
      price: {
        id: security.id,
        live_price: quote?.livePrice ?? close,
        close_price: quote?.previousClose ?? close,
        up_down_price: quote?.change ?? 0,
        up_down_percent: quote?.changePercent ?? 0,
      },
    };
  };

  app.post(
    '/api/trade/update-live-price/',
    {
      schema: {
        tags,
        summary: "A security's live price, previous close, change and percent",
        body: z.object({ id: recordIdParamSchema() }),
        response: { 200: PriceSchema },
      },
    },
    async (request) => (await priceOf(request.body.id)).price,
  );

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
          200: PriceSchema.extend({
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
      const { security, price } = await priceOf(found.id);
      const reports = await reportSummary(db, security.id);
      let isAddedToWatchlist = false;
      if (request.user) {
        const profile = await findProfileByUserId(db, request.user.id);
        if (profile) {
          const [hit] = await db
            .select({ id: watchlistItems.id })
            .from(watchlistItems)
            .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
            .where(and(eq(watchlists.profileId, profile.id), eq(watchlistItems.securityId, security.id)))
            .limit(1);
          isAddedToWatchlist = Boolean(hit);
        }
      }
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

  app.get(
    '/trending/securities/',
    {
      schema: {
        tags,
        summary: 'Trending securities: the NSE stocks moving most today (by absolute percent change)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              name: z.string(),
              symbol: z.string(),
              exchange: z.string(),
              logo: z.string().nullable(),
              live_price: z.number(),
              up_down_percent: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const candidates = await listTrendingCandidates(db);
      return candidates
        .map((security) => ({ security, quote: market.getQuote(security.id) }))
        .filter((entry) => entry.quote !== undefined)
        .sort((a, b) => Math.abs(b.quote!.changePercent) - Math.abs(a.quote!.changePercent))
        .slice(0, request.query.limit)
        .map(({ security, quote }) => ({
          id: security.id,
          name: security.name,
          symbol: security.symbol,
          exchange: security.exchange,
          logo: security.logo,
          live_price: quote!.livePrice,
          up_down_percent: quote!.changePercent,
        }));
    },
  );

  app.get(
    '/api/trade/time-series-price/',
    {
      schema: {
        tags,
        summary: 'Price history for the chart: intraday candles for 1WEEK, daily candles for longer ranges',
        querystring: z.object({
          stock_id: recordIdParamSchema(),
          filters: z.enum(HISTORY_RANGES, {
            message: 'filters must be 1WEEK, 1MONTH, 3MONTH, 6MONTH, 1YEAR or ALL',
          }),
        }),
        response: {
          200: z.object({
            time_series: z.array(
              z.object({
                time: z.number(),
                open: z.number(),
                high: z.number(),
                low: z.number(),
                close: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const security = await findSecurityById(db, request.query.stock_id);
      if (!security) throw notFound('Security not found');
      return { time_series: market.history(security.id, request.query.filters) };
    },
  );
};

/** Sandbox only (simulator feed, DEV_ROUTES=true, loopback clients): set the next tick of a security. */
export const marketDevRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  app.post(
    '/api/dev/market/price',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Make this price the security's next tick (simulator and DEV_ROUTES only, from this machine)",
        body: z.object({
          id: recordIdParamSchema(),
          price: z.coerce.number().positive('price must be greater than 0').max(10_000_000),
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const security = await findSecurityById(app.database.db, request.body.id);
      if (!security) throw notFound('Security not found');
      await market.setNextPrice(security.id, request.body.price);
      return { message: 'The price will be the next tick' };
    },
  );
};

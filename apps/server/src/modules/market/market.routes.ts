import {
  DevMarketPriceRequestSchema,
  LivePriceRequestSchema,
  LivePriceSchema,
  MARKET_ENDPOINTS,
  MessageResponseSchema,
  PriceSeriesQuerySchema,
  PriceSeriesSchema,
  SANDBOX_ENDPOINTS,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import { findSecurityById } from '../securities/index.ts';
import type { MarketService } from './market.service.ts';
import { findSecurityPrice } from './security-price.ts';

const tags = ['securities'];

export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  const db = app.database.db;

  on(app, MARKET_ENDPOINTS.livePrice)(
    {
      schema: {
        tags,
        summary: "A security's live price, previous close, change and percent",
        body: LivePriceRequestSchema,
        response: { 200: LivePriceSchema },
      },
    },
    async (request) => (await findSecurityPrice(db, market, request.body.id)).price,
  );

  on(app, MARKET_ENDPOINTS.priceSeries)(
    {
      schema: {
        tags,
        summary: 'Price history for the chart: intraday candles for 1WEEK, daily candles for longer ranges',
        querystring: PriceSeriesQuerySchema,
        response: { 200: PriceSeriesSchema },
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
  on(app, SANDBOX_ENDPOINTS.marketPrice)(
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Make this price the security's next tick (simulator and DEV_ROUTES only, from this machine)",
        body: DevMarketPriceRequestSchema,
        response: { 200: MessageResponseSchema },
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

import { recordIdParamSchema, TradeSchema, WATCHLIST_TYPES } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { QuoteBook } from '../market/index.ts';
import type { WatchlistTrades } from './watchlist-trades.ts';
import {
  addWatchlistItem,
  createWatchlist,
  deleteWatchlist,
  getWatchlists,
  removeWatchlistItem,
  renameWatchlist,
} from './watchlists.service.ts';

const TabNameSchema = z
  .string({ message: 'This is Required.' })
  .trim()
  .min(1, 'This is Required.')
  .max(40, 'Watchlist names are at most 40 characters');
const IdParams = z.object({ id: recordIdParamSchema() });
const StockDataSchema = z.object({
  id: z.number(),
  name: z.string(),
  symbol: z.string(),
  exchange: z.string(),
  live_price: z.number(),
  up_down_price: z.number(),
  up_down_percent: z.number(),
});
const WatchlistSchema = z.object({
  id: z.number(),
  name: z.string(),
  watchlist_type: z.enum(WATCHLIST_TYPES),
  items_count: z.number(),
  items: z.array(z.object({ id: z.number(), stock_data: StockDataSchema })),
  /** Trade tabs: the bookmarked trades the owner may still see. */
  trade_items: z.array(z.object({ id: z.number(), trade_data: TradeSchema })),
});
const TabSchema = z.object({ id: z.number(), name: z.string(), watchlist_type: z.enum(WATCHLIST_TYPES) });
const tags = ['watchlists'];
const security = [{ bearerAuth: [] }];

export type WatchlistRoutesOptions = { auth: RequestAuth; quotes: QuoteBook; trades: WatchlistTrades };

export const watchlistRoutes: FastifyPluginAsyncZod<WatchlistRoutesOptions> = async (
  app,
  { auth, quotes, trades },
) => {
  const { requireUser } = auth;
  const db = app.database.db;
  app.addHook('onRequest', requireUser);

  app.get(
    '/watchlist/detail/',
    {
      schema: {
        tags,
        security,
        summary: "The user's watchlist tabs of one type, with items and live prices (owner only)",
        querystring: z.object({
          category__watchlist_type: z.enum(WATCHLIST_TYPES, {
            message: 'category__watchlist_type must be trade or stock',
          }),
          profile__user__id: recordIdParamSchema(),
        }),
        response: { 200: z.array(WatchlistSchema) },
      },
    },
    async (request) =>
      getWatchlists(
        { db, quotes, trades },
        request.user!.id,
        request.query.profile__user__id,
        request.query.category__watchlist_type,
      ),
  );

  app.post(
    '/watchlist/tabs/',
    {
      schema: {
        tags,
        security,
        summary: 'Create a watchlist tab',
        body: z.object({ name: TabNameSchema, watchlist_type: z.enum(WATCHLIST_TYPES) }),
        response: { 201: TabSchema },
      },
    },
    async (request, reply) => {
      const tab = await createWatchlist(db, request.user!.id, {
        name: request.body.name,
        type: request.body.watchlist_type,
      });
      return reply.status(201).send({ id: tab.id, name: tab.name, watchlist_type: tab.watchlistType });
    },
  );

  app.patch(
    '/watchlist/tabs/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a watchlist tab',
        params: IdParams,
        body: z.object({ name: TabNameSchema }),
        response: { 200: TabSchema },
      },
    },
    async (request) => {
      const tab = await renameWatchlist(db, request.user!.id, request.params.id, request.body.name);
      return { id: tab.id, name: tab.name, watchlist_type: tab.watchlistType };
    },
  );

  app.delete(
    '/watchlist/tabs/:id/',
    { schema: { tags, security, summary: 'Remove a watchlist tab and its items', params: IdParams } },
    async (request, reply) => {
      await deleteWatchlist(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/watchlist/items/',
    {
      schema: {
        tags,
        security,
        summary: 'Add a stock (or, with the trades module, a trade) to a watchlist tab',
        body: z
          .object({
            watchlist: recordIdParamSchema('watchlist must be a watchlist id'),
            stock: recordIdParamSchema('stock must be a security id').optional(),
            trade: recordIdParamSchema('trade must be a trade id').optional(),
          })
          .refine((body) => (body.stock === undefined) !== (body.trade === undefined), {
            message: 'Send either a stock or a trade',
          }),
        response: { 201: z.object({ id: z.number(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const item = await addWatchlistItem({ db, trades }, request.user!.id, {
        watchlistId: request.body.watchlist,
        securityId: request.body.stock,
        tradeId: request.body.trade,
      });
      return reply.status(201).send({ id: item.id, message: 'Added to watchlist' });
    },
  );

  app.delete(
    '/watchlist/items/:id/',
    { schema: { tags, security, summary: 'Remove an item from a watchlist tab', params: IdParams } },
    async (request, reply) => {
      await removeWatchlistItem(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

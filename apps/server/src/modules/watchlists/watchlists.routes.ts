import {
  AddWatchlistItemRequestSchema,
  CreatedRecordSchema,
  CreateWatchlistTabRequestSchema,
  IdParamsSchema,
  RenameWatchlistTabRequestSchema,
  WATCHLIST_ENDPOINTS,
  WatchlistDetailQuerySchema,
  WatchlistSchema,
  WatchlistTabSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import type { QuoteBook } from '../market/index.ts';
import type { WatchlistTrades } from './watchlist-trades.ts';
import {
  addFollowerBookmark,
  addWatchlistItem,
  createWatchlist,
  deleteWatchlist,
  getWatchlists,
  removeWatchlistItem,
  renameWatchlist,
} from './watchlists.service.ts';
import { WATCHLIST_SUBJECTS, watchlistOwnerOnly, watchlistReader } from './watchlists.who-may-act.ts';

const tags = ['watchlists'];
const security = [{ bearerAuth: [] }];

export type WatchlistRoutesOptions = { auth: RequestAuth; quotes: QuoteBook; trades: WatchlistTrades };

export const watchlistRoutes: FastifyPluginAsyncZod<WatchlistRoutesOptions> = async (
  app,
  { auth, quotes, trades },
) => {
  const { requireUser } = auth;
  const db = app.database.db;
  // Every call needs the token. An instance hook runs before a route's own onRequest hooks, so a rule
  // (whoMayAct) runs after it and knows the caller; each route states its `security` by hand.
  app.addHook('onRequest', requireUser);
  const tabOwner = watchlistOwnerOnly(db, { in: 'params', field: 'id', kind: WATCHLIST_SUBJECTS.tab });

  on(app, WATCHLIST_ENDPOINTS.watchlists)(
    {
      config: {
        whoMayAct: watchlistReader({
          in: 'query',
          field: 'profile__user__id',
          kind: WATCHLIST_SUBJECTS.user,
        }),
      },
      schema: {
        tags,
        security,
        summary: "The user's watchlist tabs of one type, with items and live prices (owner only)",
        querystring: WatchlistDetailQuerySchema,
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

  on(app, WATCHLIST_ENDPOINTS.createTab)(
    {
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: 'Create a watchlist tab',
        body: CreateWatchlistTabRequestSchema,
        response: { 201: WatchlistTabSchema },
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

  on(app, WATCHLIST_ENDPOINTS.renameTab)(
    {
      config: { whoMayAct: tabOwner },
      schema: {
        tags,
        security,
        summary: 'Rename a watchlist tab',
        params: IdParamsSchema,
        body: RenameWatchlistTabRequestSchema,
        response: { 200: WatchlistTabSchema },
      },
    },
    async (request) => {
      const tab = await renameWatchlist(db, request.user!.id, request.params.id, request.body.name);
      return { id: tab.id, name: tab.name, watchlist_type: tab.watchlistType };
    },
  );

  on(app, WATCHLIST_ENDPOINTS.deleteTab)(
    {
      config: { whoMayAct: tabOwner },
      // 204, no body: no JSON answer to describe.
      schema: {
        tags,
        security,
        summary: 'Remove a watchlist tab and its items',
        params: IdParamsSchema,
        response: {},
      },
    },
    async (request, reply) => {
      await deleteWatchlist(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  on(app, WATCHLIST_ENDPOINTS.addItem)(
    {
      config: {
        // The followers' add names the follower, who must be the caller; the normal add names the tab.
        // follower_id first: like the handler, a body with one is the followers' form (mixed with a
        // tab, its schema's 400 answers).
        whoMayAct: watchlistOwnerOnly(
          db,
          { in: 'body', field: 'follower_id', kind: WATCHLIST_SUBJECTS.follower },
          { in: 'body', field: 'watchlist', kind: WATCHLIST_SUBJECTS.tab },
        ),
      },
      schema: {
        tags,
        security,
        summary:
          "Add a stock or a trade to a watchlist tab ({watchlist, stock} or {watchlist, trade}); or the followers' add {follower_id (the caller's user or profile id), watcher_type: 'trade', trade_id}, into the default trade tab",
        body: AddWatchlistItemRequestSchema,
        response: { 201: CreatedRecordSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // The schema lets through only complete forms: follower_id comes with trade_id, else watchlist.
      const item =
        body.follower_id !== undefined
          ? await addFollowerBookmark({ db, trades }, request.user!.id, {
              followerId: body.follower_id,
              tradeId: body.trade_id!,
            })
          : await addWatchlistItem({ db, trades }, request.user!.id, {
              watchlistId: body.watchlist!,
              securityId: body.stock,
              tradeId: body.trade,
            });
      return reply.status(201).send({ id: item.id, message: 'Added to watchlist' });
    },
  );

  on(app, WATCHLIST_ENDPOINTS.removeItem)(
    {
      config: {
        whoMayAct: watchlistOwnerOnly(db, { in: 'params', field: 'id', kind: WATCHLIST_SUBJECTS.item }),
      },
      // 204, no body: no JSON answer to describe.
      schema: {
        tags,
        security,
        summary: 'Remove an item from a watchlist tab',
        params: IdParamsSchema,
        response: {},
      },
    },
    async (request, reply) => {
      await removeWatchlistItem(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

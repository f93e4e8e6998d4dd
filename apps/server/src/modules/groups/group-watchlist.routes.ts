import {
  CreatedRecordSchema,
  FORM_MESSAGES,
  GROUP_ENDPOINTS,
  GroupWatchlistAddBodySchema,
  GroupWatchlistItemIdSchema,
  GroupWatchlistQuerySchema,
  GroupWatchlistRemoveQuerySchema,
  GroupWatchlistResponseSchema,
  GroupWatchlistSearchQuerySchema,
  GroupWatchlistSearchResponseSchema,
  MessageResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { QuoteBook } from '../market/index.ts';
import {
  addToGroupWatchlist,
  GROUP_WATCHLIST_MESSAGES,
  readGroupWatchlist,
  removeFromGroupWatchlist,
  searchForGroupWatchlist,
} from './group-watchlist.service.ts';
import { GROUP_SUBJECTS, groupAdminOnly, groupField } from './groups.who-may-act.ts';

const tags = ['groups'];
export type GroupWatchlistRoutesOptions = { auth: RequestAuth; quotes: QuoteBook };

/**
 * A group's watchlist: its members and admin read it and search for securities to add; the admin
 * adds and removes. Each call names the watchlist by its id or by its group's id.
 */
export const groupWatchlistRoutes: FastifyPluginAsyncZod<GroupWatchlistRoutesOptions> = async (
  app,
  { auth, quotes },
) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;

  on(app, GROUP_ENDPOINTS.searchGroupWatchlist)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: `Securities whose symbol or name starts with search (at most 20), not yet in the group's watchlist (members and the admin)`,
        querystring: GroupWatchlistSearchQuerySchema,
        response: { 200: GroupWatchlistSearchResponseSchema },
      },
    },
    async (request) =>
      searchForGroupWatchlist(db, request.user?.id ?? null, request.query, request.query.search),
  );

  on(app, GROUP_ENDPOINTS.groupWatchlist)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A group's watchlist with live prices (members and the admin); watchlist or group names it",
        querystring: GroupWatchlistQuerySchema,
        response: { 200: GroupWatchlistResponseSchema },
      },
    },
    async (request) => readGroupWatchlist({ db, quotes }, request.user?.id ?? null, request.query),
  );

  on(app, GROUP_ENDPOINTS.addToGroupWatchlist)(
    {
      onRequest: requireUser,
      config: {
        whoMayAct: groupAdminOnly(
          db,
          groupField('body', 'watchlist', GROUP_SUBJECTS.watchlist),
          groupField('body', 'group'),
        ),
      },
      schema: {
        tags,
        summary: `Add a security (stock) to a group's watchlist (the admin; at most 50)`,
        body: GroupWatchlistAddBodySchema,
        response: { 201: CreatedRecordSchema },
      },
    },
    async (request, reply) => {
      const item = await addToGroupWatchlist(db, request.user!.id, request.body, request.body.stock);
      return reply.status(201).send({ id: item.id, message: GROUP_WATCHLIST_MESSAGES.added });
    },
  );

  on(app, GROUP_ENDPOINTS.removeFromGroupWatchlist)(
    {
      onRequest: requireUser,
      config: {
        whoMayAct: groupAdminOnly(db, groupField('query', 'id', GROUP_SUBJECTS.watchlistItem), {
          ...groupField('body', 'id', GROUP_SUBJECTS.watchlistItem),
          id: GroupWatchlistItemIdSchema,
        }),
      },
      schema: {
        tags,
        summary: "Remove an item from a group's watchlist (the admin): ?id= or body {id}",
        querystring: GroupWatchlistRemoveQuerySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const fromBody = GroupWatchlistItemIdSchema.safeParse(
        (request.body as { id?: unknown } | undefined)?.id,
      );
      if (!fromBody.success) {
        const message = fromBody.error.issues[0]!.message;
        throw badRequest(message, { id: [message] });
      }
      const itemId = request.query.id ?? fromBody.data;
      if (itemId === undefined)
        throw badRequest(`id: ${FORM_MESSAGES.required}`, { id: [FORM_MESSAGES.required] });
      await removeFromGroupWatchlist(db, request.user!.id, itemId);
      return { message: GROUP_WATCHLIST_MESSAGES.removed };
    },
  );
};

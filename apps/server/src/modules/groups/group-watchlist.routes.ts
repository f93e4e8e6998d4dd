import {
  CreatedRecordSchema,
  FORM_MESSAGES,
  GroupWatchlistItemSchema,
  MAX_SEARCH_QUERY_LENGTH,
  MessageResponseSchema,
  recordIdParamSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { QuoteBook } from '../market/index.ts';
import {
  addToGroupWatchlist,
  GROUP_WATCHLIST_MESSAGES,
  readGroupWatchlist,
  removeFromGroupWatchlist,
  searchForGroupWatchlist,
  type WatchlistTarget,
} from './group-watchlist.service.ts';
import { GROUP_SUBJECTS, groupAdminOnly, groupField } from './groups.who-may-act.ts';

const tags = ['groups'];
const DETAIL_ROUTE = '/api/watchlist/detail/';

/** An id from a query (text) or a JSON body (number); '' or null count as not sent. */
const optionalId = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = recordIdParamSchema(message).safeParse(value);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.data;
    });

const target = {
  watchlist: optionalId('watchlist must be a watchlist id'),
  group: optionalId('group must be a group id'),
};
const targetGiven = (value: WatchlistTarget) => value.watchlist !== undefined || value.group !== undefined;
const noTarget = { message: GROUP_WATCHLIST_MESSAGES.target, path: ['watchlist'] };

const DetailQuerySchema = z.object(target).refine(targetGiven, noTarget);
const SearchQuerySchema = z
  .object({
    ...target,
    search: z
      .string()
      .max(MAX_SEARCH_QUERY_LENGTH, `search is at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
      .default(''),
  })
  .refine(targetGiven, noTarget);
const AddBodySchema = z
  .object({ ...target, stock: recordIdParamSchema('stock must be a security id') })
  .refine(targetGiven, noTarget);
const ItemIdSchema = optionalId('id must be a watchlist item id');

const WatchlistResponseSchema = z.object({
  items: z.array(GroupWatchlistItemSchema),
  count: z.number().int(),
  max: z.number().int(),
});
const SearchResponseSchema = z.object({
  results: z.array(
    z.object({ id: z.number().int(), symbol: z.string(), name: z.string(), exchange: z.string() }),
  ),
});

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

  app.get(
    '/api/group_watchlist/search/',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: `Securities whose symbol or name starts with search (at most 20), not yet in the group's watchlist (members and the admin)`,
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) =>
      searchForGroupWatchlist(db, request.user?.id ?? null, request.query, request.query.search),
  );

  app.get(
    DETAIL_ROUTE,
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A group's watchlist with live prices (members and the admin); watchlist or group names it",
        querystring: DetailQuerySchema,
        response: { 200: WatchlistResponseSchema },
      },
    },
    async (request) => readGroupWatchlist({ db, quotes }, request.user?.id ?? null, request.query),
  );

  app.post(
    DETAIL_ROUTE,
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
        body: AddBodySchema,
        response: { 201: CreatedRecordSchema },
      },
    },
    async (request, reply) => {
      const item = await addToGroupWatchlist(db, request.user!.id, request.body, request.body.stock);
      return reply.status(201).send({ id: item.id, message: GROUP_WATCHLIST_MESSAGES.added });
    },
  );

  app.delete(
    DETAIL_ROUTE,
    {
      onRequest: requireUser,
      config: {
        whoMayAct: groupAdminOnly(db, groupField('query', 'id', GROUP_SUBJECTS.watchlistItem), {
          ...groupField('body', 'id', GROUP_SUBJECTS.watchlistItem),
          id: ItemIdSchema,
        }),
      },
      schema: {
        tags,
        summary: "Remove an item from a group's watchlist (the admin): ?id= or body {id}",
        querystring: z.object({ id: ItemIdSchema }),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const fromBody = ItemIdSchema.safeParse((request.body as { id?: unknown } | undefined)?.id);
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

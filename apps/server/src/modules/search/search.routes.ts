import {
  AddRecentSearchRequestSchema,
  MessageResponseSchema,
  RecentSearchListResponseSchema,
  RecentSearchParamsSchema,
  RecentSearchSchema,
  SEARCH_ENDPOINTS,
  SearchQuerySchema,
  SearchResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { resolveViewer } from '../users/index.ts';
import {
  addRecentSearch,
  clearRecentSearches,
  deleteRecentSearch,
  listRecentSearches,
} from './recent-searches.service.ts';
import { search } from './search.service.ts';

export type SearchRoutesOptions = { auth: RequestAuth };

const tags = ['search'];
const security = [{ bearerAuth: [] }];

/** The search box (/search-page) and the caller's own recent searches (/recent-search). */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { auth }) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;

  on(app, SEARCH_ENDPOINTS.search)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'Securities (symbol or name prefix) and experts (name contains) matching q; never an expert the caller blocked; groups [] until groups exist',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => search(db, await resolveViewer(db, request.user?.id), request.query.q),
  );

  on(app, SEARCH_ENDPOINTS.recentSearches)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's recent searches, newest first",
        response: { 200: RecentSearchListResponseSchema },
      },
    },
    async (request) => ({ results: await listRecentSearches(db, request.user!.id) }),
  );

  on(app, SEARCH_ENDPOINTS.addRecentSearch)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Add a search at the top of the recent list (the same text in any case moves up; the oldest past 10 go)',
        body: AddRecentSearchRequestSchema,
        response: { 201: RecentSearchSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addRecentSearch(db, request.user!.id, request.body.query)),
  );

  on(app, SEARCH_ENDPOINTS.removeRecentSearch)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Remove one of the caller's recent searches (another user's: 404)",
        params: RecentSearchParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await deleteRecentSearch(db, request.user!.id, request.params.id);
      return { message: 'Recent search removed' };
    },
  );

  on(app, SEARCH_ENDPOINTS.clearRecentSearches)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Clear the caller's recent searches",
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await clearRecentSearches(db, request.user!.id);
      return { message: 'Recent searches cleared' };
    },
  );
};

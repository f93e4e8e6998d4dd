import { SECURITY_ENDPOINTS, SecuritySearchParamsSchema, SecuritySummarySchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import { presentSecuritySummary } from './securities.presenter.ts';
import { searchSecuritiesByPrefix } from './securities.repository.ts';

const SEARCH_RESULT_LIMIT = 20;

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['securities'];
  const summary = 'Securities whose symbol or name begins with the text (case-insensitive)';
  const response = { 200: z.array(SecuritySummarySchema) };
  on(app, SECURITY_ENDPOINTS.search)(
    { schema: { tags, summary, params: SecuritySearchParamsSchema, response } },
    async (request) => {
      const text = (request.params.text ?? '').trim();
      if (text === '') return [];
      const rows = await searchSecuritiesByPrefix(app.database.db, text, SEARCH_RESULT_LIMIT);
      return rows.map(presentSecuritySummary);
    },
  );
  // Empty text is a valid search with an empty answer (trades.md §2: empty text clears the list).
  on(app, SECURITY_ENDPOINTS.searchEmpty)({ schema: { tags, summary, response } }, async () => []);
};

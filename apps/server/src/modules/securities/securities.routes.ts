import { SecuritySearchParamsSchema, SecuritySummarySchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentSecuritySummary } from './securities.presenter.ts';
import { searchSecuritiesByPrefix } from './securities.repository.ts';

const SEARCH_RESULT_LIMIT = 20;

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['securities'],
    summary: 'Securities whose symbol or name begins with the text (case-insensitive)',
    params: SecuritySearchParamsSchema,
    response: { 200: z.array(SecuritySummarySchema) },
  };
  const handler = async (request: { params: { text?: string | undefined } }) => {
    const text = (request.params.text ?? '').trim();
    if (text === '') return [];
    const rows = await searchSecuritiesByPrefix(app.database.db, text, SEARCH_RESULT_LIMIT);
    return rows.map(presentSecuritySummary);
  };
  app.get('/api/trade/security_search/:text', { schema }, handler);
  // Empty text is a valid search with an empty answer (trades.md §2: empty text clears the list).
  app.get('/api/trade/security_search/', { schema: { ...schema, params: z.object({}) } }, async () => []);
};

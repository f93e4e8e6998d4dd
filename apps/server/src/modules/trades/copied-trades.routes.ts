import {
  COPIED_TRADES_ENDPOINTS,
  CopiedTradesQuerySchema,
  CopiedTradesResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import type { QuoteBook } from '../market/index.ts';
import { resolveViewer } from '../users/index.ts';
import { listCopiedTrades } from './copied-trades.service.ts';

export type CopiedTradeRoutesOptions = { auth: RequestAuth; quotes: QuoteBook };

/** Copied trades (docs/api.md "Copied trades"): the caller's copies beside the experts' calls. */
export const copiedTradeRoutes: FastifyPluginAsyncZod<CopiedTradeRoutesOptions> = async (
  app,
  { auth, quotes },
) => {
  const db = app.database.db;

  on(app, COPIED_TRADES_ENDPOINTS.copiedTrades)(
    {
      onRequest: auth.requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags: ['copied trades'],
        security: [{ bearerAuth: [] }],
        summary:
          "The caller's copied trades, 10 a page, each beside the expert's call (null once hidden from the caller), with the P&L difference, its reasons, and totals over every match",
        querystring: CopiedTradesQuerySchema,
        response: { 200: CopiedTradesResponseSchema },
      },
    },
    async (request) => {
      const viewer = (await resolveViewer(db, request.user!.id))!;
      return listCopiedTrades({ db, quotes }, viewer, request.query);
    },
  );
};

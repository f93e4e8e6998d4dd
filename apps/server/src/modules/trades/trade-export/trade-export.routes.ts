import {
  TRADE_EXPORT_DOWNLOADS_PER_MINUTE,
  TRADE_EXPORT_ENDPOINTS,
  TRADE_EXPORT_PREVIEWS_PER_MINUTE,
  TradeExportPreviewSchema,
  TradeExportQuerySchema,
  tradeExportFilename,
} from '@tradecircle/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../../http/declared-route.ts';
import type { RequestAuth } from '../../../http/request-auth.ts';
import { ANY_USER } from '../../../http/who-may-act.ts';
import type { QuoteBook } from '../../market/index.ts';
import { resolveViewer } from '../../users/index.ts';
import { tradeExportCsv } from './trade-export.csv.ts';
import { renderTradeStatement } from './trade-export.pdf.ts';
import {
  holderName,
  previewTradeExport,
  selectTradeExport,
  statementFigures,
} from './trade-export.service.ts';

export type TradeExportRoutesOptions = { auth: RequestAuth; quotes: QuoteBook };

const tags = ['trade export'];
const security = [{ bearerAuth: [] }];

/**
 * Per signed-in user, counted once the token is checked and the filters are valid (preHandler), so
 * a refused call uses up nothing. Each download builds its file on request.
 */
const perUser = (max: number) => ({
  whoMayAct: ANY_USER as typeof ANY_USER,
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
  },
});

/** A file to save, never kept by a cache in between. */
function sendFile(reply: FastifyReply, type: string, filename: string, file: string | Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}

/**
 * Trade export (/Download-Trade, issue 33): the caller's own trades, never anyone else's (no user
 * id is taken from the request), previewed and downloaded as CSV or as a PDF statement.
 */
export const tradeExportRoutes: FastifyPluginAsyncZod<TradeExportRoutesOptions> = async (
  app,
  { auth, quotes },
) => {
  const db = app.database.db;
  const deps = { db, quotes };
  const callerOf = async (request: FastifyRequest) => (await resolveViewer(db, request.user!.id))!;

  on(app, TRADE_EXPORT_ENDPOINTS.preview)(
    {
      onRequest: auth.requireUser,
      config: perUser(TRADE_EXPORT_PREVIEWS_PER_MINUTE),
      schema: {
        tags,
        security,
        summary:
          "What the export of the caller's own trades will hold: the count, the first rows, the totals and the track record's figures over the period",
        querystring: TradeExportQuerySchema,
        response: { 200: TradeExportPreviewSchema },
      },
    },
    async (request) => previewTradeExport(deps, await callerOf(request), request.query),
  );

  on(app, TRADE_EXPORT_ENDPOINTS.csv)(
    {
      onRequest: auth.requireUser,
      config: perUser(TRADE_EXPORT_DOWNLOADS_PER_MINUTE),
      schema: {
        tags,
        security,
        summary: "The caller's own trades matching the filters as CSV (oldest first, at most 5,000 rows)",
        querystring: TradeExportQuerySchema,
        produces: ['text/csv'],
        // A file: no JSON answer to hold to a schema.
        response: {},
      },
    },
    async (request, reply) => {
      const selection = await selectTradeExport(deps, await callerOf(request), request.query);
      return sendFile(
        reply,
        'text/csv; charset=utf-8',
        tradeExportFilename('csv', selection.generatedAt),
        tradeExportCsv(selection.rows, selection),
      );
    },
  );

  on(app, TRADE_EXPORT_ENDPOINTS.pdf)(
    {
      onRequest: auth.requireUser,
      config: perUser(TRADE_EXPORT_DOWNLOADS_PER_MINUTE),
      schema: {
        tags,
        security,
        summary:
          "A PDF statement of the caller's own trades matching the filters, with their track record's figures over the period",
        querystring: TradeExportQuerySchema,
        produces: ['application/pdf'],
        // A PDF: no JSON answer to hold to a schema.
        response: {},
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const selection = await selectTradeExport(deps, caller, request.query);
      const pdf = await renderTradeStatement({
        ...selection,
        holder: await holderName(db, caller.userId),
        figures: await statementFigures(deps, caller, request.query, selection.generatedAt),
      });
      return sendFile(reply, 'application/pdf', tradeExportFilename('pdf', selection.generatedAt), pdf);
    },
  );
};

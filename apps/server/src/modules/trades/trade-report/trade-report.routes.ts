import { recordIdParamSchema, TRADE_STATUSES, TRADE_TYPES } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageParam } from '../../../http/page-param.ts';
import type { RequestAuth } from '../../../http/request-auth.ts';
import type { QuoteBook } from '../../market/index.ts';
import { resolveViewer } from '../../users/index.ts';
import { buildTradeReport, listTradeReports } from './trade-report.service.ts';

const tags = ['trade reports'];

const TradeReportListSchema = z.object({
  result: z.array(
    z.object({
      id: z.number().int(),
      security_name: z.string(),
      security_symbol: z.string(),
      trade_type: z.enum(TRADE_TYPES),
      status: z.enum(TRADE_STATUSES),
      created: z.string(),
      trade_closing_time: z.string().nullable(),
      pl_percent: z.number().nullable(),
      report: z.string(),
    }),
  ),
  num: z.number().int(),
});

/** The trade report PDF and the list of downloadable reports; registered under /backend. */
export const tradeReportRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth; quotes: QuoteBook }> = async (
  app,
  { auth, quotes },
) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;

  app.get(
    '/api/trade/trade-report/:id/',
    {
      onRequest: identifyUser,
      // Each report is drawn on request, so downloads are limited per address.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Download a trade report (PDF); visitors get public trades, private ones only their owner',
        params: z.object({ id: recordIdParamSchema('id must be a trade id') }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const viewer = await resolveViewer(db, request.user?.id);
      const report = await buildTradeReport({ db, quotes }, viewer, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(report.pdf);
    },
  );

  app.get(
    '/api/trade/trade-report-list/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Downloadable trade reports: own trades and trades in trade watchlists, newest first, 18 a page',
        querystring: z.object({ page: PageParam.default(1) }),
        response: { 200: TradeReportListSchema },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db, request.user!.id);
      return listTradeReports({ db, quotes }, viewer!, request.query.page);
    },
  );
};

import {
  TRADE_ENDPOINTS,
  TradeIdParamsSchema,
  TradeReportListQuerySchema,
  TradeReportPageSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../../http/declared-route.ts';
import type { RequestAuth } from '../../../http/request-auth.ts';
import type { QuoteBook } from '../../market/index.ts';
import { resolveViewer } from '../../users/index.ts';
import { buildTradeReport, listTradeReports } from './trade-report.service.ts';

const tags = ['trade reports'];

/** The trade report PDF and the list of downloadable reports; registered under /backend. */
export const tradeReportRoutes: FastifyPluginAsyncZod<{
  auth: RequestAuth;
  quotes: QuoteBook;
  /** The web app's origin, for the investor charter's address in the PDF. */
  appOrigin: string;
}> = async (app, { auth, quotes, appOrigin }) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;

  on(app, TRADE_ENDPOINTS.tradeReport)(
    {
      onRequest: identifyUser,
      // Each report is drawn on request, so downloads are limited per address.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Download a trade report (PDF); visitors get public trades, private ones only their owner',
        params: TradeIdParamsSchema,
        produces: ['application/pdf'],
        // A PDF: no JSON answer to hold to a schema.
        response: {},
      },
    },
    async (request, reply) => {
      const viewer = await resolveViewer(db, request.user?.id);
      const report = await buildTradeReport({ db, quotes, appOrigin }, viewer, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(report.pdf);
    },
  );

  on(app, TRADE_ENDPOINTS.tradeReportList)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Downloadable trade reports: own trades and trades in trade watchlists, newest first, 18 a page',
        querystring: TradeReportListQuerySchema,
        response: { 200: TradeReportPageSchema },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db, request.user!.id);
      return listTradeReports({ db, quotes }, viewer!, request.query.page);
    },
  );
};

import {
  ConfirmHoldingsImportBodySchema,
  HoldingsImportStartSchema,
  ImportHoldingsCsvBodySchema,
  PORTFOLIO_ENDPOINTS,
  PortfolioClearedSchema,
  PortfolioReviewSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import type { BrokerProvider } from '../../providers/broker/broker.provider.ts';
import { resolveViewer } from '../users/index.ts';
import { deletePortfolio } from './portfolio.repository.ts';
import { confirmHoldingsImport, importHoldingsCsv, startHoldingsImport } from './portfolio-import.service.ts';
import { memoisedYearOfCloses, portfolioReview, type ReviewMarket } from './portfolio-review.service.ts';

export type PortfolioRoutesOptions = { auth: RequestAuth; market: ReviewMarket; broker: BrokerProvider };

const tags = ['portfolio'];
/** An import is a few times a month; a burst is a script. */
const importLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The portfolio import and review (issue 33, /portfolioEvaluation): the caller's own holdings only. */
export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (
  app,
  { auth, market, broker },
) => {
  const db = app.database.db;
  const yearOfCloses = memoisedYearOfCloses(market);
  const review = async (userId: number) =>
    portfolioReview({ db, market, yearOfCloses }, (await resolveViewer(db, userId))!);

  on(app, PORTFOLIO_ENDPOINTS.review)(
    {
      onRequest: auth.requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        summary:
          'The review of the imported holdings: allocation, concentration, P&L, volatility and beta, overlap, flags',
        response: { 200: PortfolioReviewSchema },
      },
    },
    async (request) => review(request.user!.id),
  );

  on(app, PORTFOLIO_ENDPOINTS.importCsv)(
    {
      onRequest: auth.requireUser,
      config: { ...importLimit, whoMayAct: ANY_USER },
      // 200,000 characters of UTF-8, JSON-escaped: room for a non-ASCII file the schema then measures.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Replace the holdings with a broker holdings CSV; any bad row refuses the whole file',
        body: ImportHoldingsCsvBodySchema,
        response: { 200: PortfolioReviewSchema },
      },
    },
    async (request) => {
      await importHoldingsCsv(db, request.user!.id, request.body.csv);
      return review(request.user!.id);
    },
  );

  on(app, PORTFOLIO_ENDPOINTS.importBroker)(
    {
      onRequest: auth.requireUser,
      config: { ...importLimit, whoMayAct: ANY_USER },
      schema: {
        tags,
        summary: 'Start a HOLDINGS_IMPORT transaction: the browser opens it in the broker gateway',
        response: { 200: HoldingsImportStartSchema },
      },
    },
    async (request) => startHoldingsImport({ db, broker }, request.user!.id),
  );

  on(app, PORTFOLIO_ENDPOINTS.confirmBrokerImport)(
    {
      onRequest: auth.requireUser,
      config: { ...importLimit, whoMayAct: ANY_USER },
      schema: {
        tags,
        summary: 'Replace the holdings with those the gateway reports for the HOLDINGS_IMPORT transaction',
        body: ConfirmHoldingsImportBodySchema,
        response: { 200: PortfolioReviewSchema },
      },
    },
    async (request) => {
      await confirmHoldingsImport({ db, broker }, request.user!.id, request.body.transaction_id);
      return review(request.user!.id);
    },
  );

  on(app, PORTFOLIO_ENDPOINTS.clear)(
    {
      onRequest: auth.requireUser,
      config: { whoMayAct: ANY_USER },
      schema: { tags, summary: 'Forget the imported holdings', response: { 200: PortfolioClearedSchema } },
    },
    async (request) => {
      const deleted = await deletePortfolio(db, request.user!.id);
      return { message: deleted ? 'Your portfolio was cleared' : 'There was no portfolio to clear' };
    },
  );
};

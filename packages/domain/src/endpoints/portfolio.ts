import type {
  ConfirmHoldingsImportBodySchema,
  HoldingsImportStartSchema,
  ImportHoldingsCsvBodySchema,
  PortfolioClearedSchema,
  PortfolioReviewSchema,
} from '../schemas/portfolio.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** The portfolio import and review (issue 33, /portfolioEvaluation): the caller's own holdings. */
export const PORTFOLIO_ENDPOINTS = {
  review: endpoint<{ response: Out<typeof PortfolioReviewSchema> }>('GET', '/api/portfolio/'),
  /** Replaces the holdings with the file's, or refuses the whole file with a message per bad row. */
  importCsv: endpoint<{
    body: In<typeof ImportHoldingsCsvBodySchema>;
    response: Out<typeof PortfolioReviewSchema>;
  }>('POST', '/api/portfolio/import-csv/'),
  importBroker: endpoint<{ response: Out<typeof HoldingsImportStartSchema> }>(
    'POST',
    '/api/portfolio/import-broker/',
  ),
  /** Reads the holdings from the gateway (never from the browser) and replaces the portfolio's. */
  confirmBrokerImport: endpoint<{
    body: In<typeof ConfirmHoldingsImportBodySchema>;
    response: Out<typeof PortfolioReviewSchema>;
  }>('POST', '/api/portfolio/import-broker/confirm/'),
  clear: endpoint<{ response: Out<typeof PortfolioClearedSchema> }>('DELETE', '/api/portfolio/'),
} as const;

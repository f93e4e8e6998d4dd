/**
 * The portfolio import and review calls (docs/api.md "Portfolio review"), typed by the domain's
 * endpoint declarations. A refused CSV (400, a message per bad row) and the broker import's refusals
 * are answers the page shows itself, so the shared catalogue shows no snackbar for them.
 */
import { PORTFOLIO_ENDPOINTS, type PortfolioReview } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** The broker import's refusals (no broker session, the gateway unavailable) are the flow's to say. */
const BROKER_FLOW_STATUSES = [400, 404, 409, 503] as const;

/** The caller's review: `source` null until they import holdings. */
export function fetchPortfolioReview(signal?: AbortSignal): Promise<PortfolioReview> {
  return call(PORTFOLIO_ENDPOINTS.review, { signal });
}

/** Replaces the holdings with the file's, or refuses the whole file (400) with a message per bad row. */
export function importHoldingsCsv(csv: string): Promise<PortfolioReview> {
  return call(PORTFOLIO_ENDPOINTS.importCsv, { body: { csv }, handledStatuses: [400] });
}

/** Starts a HOLDINGS_IMPORT transaction for the gateway window. */
export function startHoldingsImport() {
  return call(PORTFOLIO_ENDPOINTS.importBroker, { handledStatuses: BROKER_FLOW_STATUSES });
}

/** The server reads the holdings from the gateway (never from the browser) and answers the new review. */
export function confirmHoldingsImport(transactionId: string): Promise<PortfolioReview> {
  return call(PORTFOLIO_ENDPOINTS.confirmBrokerImport, {
    body: { transaction_id: transactionId },
    handledStatuses: BROKER_FLOW_STATUSES,
  });
}

/** Forgets the imported holdings. */
export function clearPortfolio() {
  return call(PORTFOLIO_ENDPOINTS.clear, {});
}

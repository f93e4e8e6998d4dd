/**
 * Importing holdings through the broker gateway, the same login as linking a broker (the broker
 * feature's runGatewayLogin): a HOLDINGS_IMPORT transaction, then the server reads the holdings the
 * gateway reports and answers the new review.
 */
import type { PortfolioReview } from '@tradecircle/domain';
import { type GatewayFactory, runGatewayLogin } from '../broker/index.ts';
import { confirmHoldingsImport, startHoldingsImport } from './api.ts';
import { PORTFOLIO_TEXTS } from './portfolio-texts.ts';

export type BrokerImportResult =
  | { ok: true; review: PortfolioReview }
  | { ok: false; message: string | null };

export async function importHoldingsFromBroker(
  options: { openGateway?: GatewayFactory } = {},
): Promise<BrokerImportResult> {
  const result = await runGatewayLogin({
    start: startHoldingsImport,
    confirm: confirmHoldingsImport,
    failure: PORTFOLIO_TEXTS.brokerImportFailed,
    ...options,
  });
  return result.ok ? { ok: true, review: result.value } : result;
}

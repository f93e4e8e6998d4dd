/**
 * Importing holdings through the broker gateway, the same dance as the broker link
 * (broker/connect-flow.ts): a HOLDINGS_IMPORT transaction (the broker login in the gateway window),
 * then the server reads the holdings the gateway reports and answers the new review.
 */
import type { PortfolioReview } from '@tradecircle/domain';
import { brokerFailureMessage, openGateway } from '../broker/index.ts';
import { confirmHoldingsImport, startHoldingsImport } from './api.ts';
import { PORTFOLIO_TEXTS } from './portfolio-texts.ts';

export type BrokerImportResult =
  | { ok: true; review: PortfolioReview }
  | { ok: false; message: string | null };

export async function importHoldingsFromBroker(
  options: { openGateway?: typeof openGateway } = {},
): Promise<BrokerImportResult> {
  const open = options.openGateway ?? openGateway;
  try {
    const start = await startHoldingsImport();
    const gateway = await open({ gateway: start.gateway, authToken: start.auth_token, amo: false });
    await gateway.triggerTransaction({ transactionId: start.transactionId });
    return { ok: true, review: await confirmHoldingsImport(start.transactionId) };
  } catch (error) {
    return { ok: false, message: brokerFailureMessage(error, PORTFOLIO_TEXTS.brokerImportFailed) };
  }
}

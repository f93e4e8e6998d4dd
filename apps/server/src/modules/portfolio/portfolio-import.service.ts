import {
  atWeightedCost,
  type HoldingsCsvProblem,
  holdingsCsvFieldErrors,
  holdingsCsvRefusal,
  parseHoldingsCsv,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { BrokerProvider } from '../../providers/broker/broker.provider.ts';
import { callBroker, linkedBrokerAuthId } from '../broker/index.ts';
import {
  equityIdsBySymbol,
  findImport,
  type HeldSecurity,
  recordImportStart,
  replaceHoldings,
  settleImport,
} from './portfolio.repository.ts';

export type BrokerImportDeps = { db: AppDb; broker: BrokerProvider };

/**
 * A holdings CSV in place of the portfolio's holdings: every row checked (its shape in the domain's
 * parser, its symbol against the NSE equities we price), and on any problem a 400 naming each row,
 * with nothing changed.
 */
export async function importHoldingsCsv(db: AppDb, userId: number, csv: string): Promise<void> {
  const parsed = parseHoldingsCsv(csv);
  const equities = await equityIdsBySymbol(db);
  const problems: HoldingsCsvProblem[] = [...parsed.problems];
  for (const holding of parsed.holdings) {
    if (equities.has(holding.symbol)) continue;
    for (const row of parsed.rowsOf.get(holding.symbol) ?? []) {
      problems.push({ row, message: `${holding.symbol} is not an NSE equity TradeCircle prices` });
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    throw badRequest(holdingsCsvRefusal(problems), holdingsCsvFieldErrors(problems));
  }
  const holdings: HeldSecurity[] = parsed.holdings.map((holding) => ({
    securityId: equities.get(holding.symbol)!,
    quantity: holding.quantity,
    averagePrice: holding.averagePrice,
  }));
  await db.transaction((tx) => replaceHoldings(tx, userId, { source: 'csv', broker: null }, holdings));
}

/** A HOLDINGS_IMPORT transaction: the user's own token when a broker account is linked, else a guest's. */
export async function startHoldingsImport({ db, broker }: BrokerImportDeps, userId: number) {
  const authId = await linkedBrokerAuthId(db, userId);
  const created = await callBroker(() => broker.createTransaction({ authId, intent: 'HOLDINGS_IMPORT' }));
  await recordImportStart(db, created.transactionId, userId);
  return {
    transactionId: created.transactionId,
    expireAt: created.expireAt,
    auth_token: created.authToken,
    gateway: broker.gatewayName,
  };
}

const IMPORT_FAILURES: Record<string, string> = {
  user_cancelled: 'The holdings import was cancelled',
  transaction_expired: 'The holdings import expired, please try again',
  user_mismatch: 'You logged in with a different broker account than the one linked to TradeCircle',
  consent_denied: 'The broker did not share your holdings',
};

/**
 * The holdings the gateway reports for the caller's HOLDINGS_IMPORT (read from the gateway, never
 * from the browser) in place of the portfolio's. Equities we do not price (SME, BSE-only) are left
 * out. A transaction is imported once: confirming it again changes nothing.
 */
export async function confirmHoldingsImport(
  { db, broker }: BrokerImportDeps,
  userId: number,
  transactionId: string,
): Promise<void> {
  const recorded = await findImport(db, transactionId);
  if (!recorded || recorded.userId !== userId) throw notFound('Transaction not found');
  if (recorded.state === 'completed') return;
  if (recorded.state === 'failed') throw conflict('This holdings import failed, please start a new one');

  const details = await callBroker(() => broker.transactionDetails(transactionId, null));
  if (details.error || details.expired || details.status === 'ERRORED') {
    const reason = details.error?.message ?? 'transaction_expired';
    await settleImport(db, transactionId, 'failed');
    throw conflict(IMPORT_FAILURES[reason] ?? `The holdings import failed (${reason})`);
  }
  if (details.intent !== 'HOLDINGS_IMPORT') throw notFound('Transaction not found');
  if (details.status !== 'COMPLETED' || !details.response?.holdings) {
    throw conflict('The holdings import is not finished yet');
  }
  const equities = await equityIdsBySymbol(db);
  const lots = details.response.holdings.securities.flatMap((security) => {
    const securityId = equities.get(security.ticker.toUpperCase());
    if (securityId === undefined || security.quantity < 1 || security.averagePrice <= 0) return [];
    return [{ securityId, quantity: Math.floor(security.quantity), averagePrice: security.averagePrice }];
  });
  const holdings: HeldSecurity[] = atWeightedCost(lots, (lot) => lot.securityId).map(
    ({ key, quantity, averagePrice }) => ({ securityId: key, quantity, averagePrice }),
  );
  const brokerName = details.response.broker;
  await db.transaction(async (tx) => {
    // The import row is settled first: of two confirms racing, one replaces the holdings.
    if (!(await settleImport(tx, transactionId, 'completed'))) return;
    await replaceHoldings(tx, userId, { source: 'broker', broker: brokerName }, holdings);
  });
}

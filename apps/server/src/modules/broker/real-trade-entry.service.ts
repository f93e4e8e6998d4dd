import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { TransactionDetails } from '../../providers/broker/broker.provider.ts';
import { activateRealTradeAtFill, deleteUnplacedRealTrade } from '../trades/index.ts';
import {
  findLatestTradeTransaction,
  findLinkedAccount,
  settleBrokerTransaction,
} from './broker.repository.ts';
import { callBroker } from './broker-calls.ts';
import { entrySide, orderOutcome } from './real-trade.policy.ts';
import {
  loadOwnedTrade,
  NOT_FINISHED,
  NOT_UPCOMING,
  type OrderResult,
  placeOrder,
  publishTradeChange,
  quantityOf,
  type RealTradeDeps,
  requireLinkedAccount,
  requireRecorded,
} from './real-trade.shared.ts';

/** trade-start: a broker transaction that opens the owner's real upcoming trade. */
export async function startRealTradeEntry(deps: RealTradeDeps, userId: number, tradeId: number) {
  const found = await loadOwnedTrade(deps.db, userId, tradeId);
  if (!found.trade.isReal) throw badRequest('Only a real trade is placed through the broker');
  if (found.trade.status !== 'Inactive') throw conflict(NOT_UPCOMING);
  const account = await requireLinkedAccount(deps.db, userId);
  return placeOrder(deps, { found, account, action: 'ENTRY', side: entrySide(found.trade.tradeType) });
}

/**
 * The entry's result as the gateway reports it. Filled: the trade goes Active at the average fill price
 * in one transaction with its event row and the broker transaction. Failed: the created trade is
 * deleted. A second confirmation of a filled transaction changes nothing.
 */
export async function confirmRealTradeEntry(
  deps: RealTradeDeps,
  userId: number,
  input: { tradeId: number; transactionId: string },
): Promise<OrderResult> {
  const found = await loadOwnedTrade(deps.db, userId, input.tradeId);
  const recorded = await requireRecorded(deps.db, input.transactionId, {
    userId,
    tradeId: input.tradeId,
    actions: ['ENTRY'],
  });
  if (recorded.state === 'completed') return { kind: 'settled', trade: found.trade };
  if (!found.trade.isReal) throw badRequest('Only a real trade is placed through the broker');
  if (found.trade.status !== 'Inactive') throw conflict(NOT_UPCOMING);

  const account = await findLinkedAccount(deps.db, userId);
  const details = await callBroker(() =>
    deps.broker.transactionDetails(input.transactionId, account?.brokerAuthId ?? null),
  );
  const outcome = orderOutcome(details, {
    ticker: found.security.symbol,
    side: entrySide(found.trade.tradeType),
    quantity: quantityOf(found),
  });
  if (outcome.kind === 'pending') return { kind: 'pending', trade: found.trade };
  if (outcome.kind === 'unfinished') throw conflict(NOT_FINISHED);
  if (outcome.kind === 'failed') {
    if (await discardUnplacedTrade(deps.db, found.trade.id, input.transactionId, details)) {
      await publishTradeChange(deps, found.trade, { type: 'trade.deleted' });
    }
    throw conflict(outcome.message);
  }

  const price = outcome.averagePrice;
  const now = new Date();
  const activated = await deps.db.transaction(async (tx) => {
    if (!(await settleBrokerTransaction(tx, input.transactionId, 'completed', details, now)))
      return undefined;
    const row = await activateRealTradeAtFill(tx, { tradeId: found.trade.id, price, at: now });
    if (!row) throw conflict(NOT_UPCOMING);
    return row;
  });
  // Another confirmation of the same transaction won the race: it published, this one reports.
  if (!activated)
    return { kind: 'settled', trade: (await loadOwnedTrade(deps.db, userId, input.tradeId)).trade };
  await publishTradeChange(deps, activated, { type: 'trade.activated', price });
  return { kind: 'settled', trade: activated };
}

export const NO_ENTRY_ORDER = 'This trade has no broker order to confirm yet: place it with the broker first';

/**
 * trade-patch `status: Active` (trades.md §4: "on success patch the trade"): the owner says the
 * entry order filled. The server does not take their word or their price: it confirms the trade's
 * newest entry transaction with the broker, exactly as the order-confirm call does, so the trade
 * goes Live only at the broker's average fill price.
 */
export async function confirmRealTradeFill(
  deps: RealTradeDeps,
  userId: number,
  tradeId: number,
): Promise<OrderResult['kind']> {
  const entry = await findLatestTradeTransaction(deps.db, { userId, tradeId, action: 'ENTRY' });
  if (!entry) throw conflict(NO_ENTRY_ORDER);
  const result = await confirmRealTradeEntry(deps, userId, { tradeId, transactionId: entry.transactionId });
  return result.kind;
}

/** The broker did not place the entry: the real trade created for it goes, as the spec asks. True when it went. */
async function discardUnplacedTrade(
  db: AppDb,
  tradeId: number,
  transactionId: string,
  details: TransactionDetails,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await settleBrokerTransaction(tx, transactionId, 'failed', details);
    return deleteUnplacedRealTrade(tx, tradeId);
  });
}

import type { TradeAction } from '@tradecircle/domain';
import { badRequest, conflict } from '../../http/app-error.ts';
import { closeLiveTradeByHand } from '../trades/index.ts';
import { settleBrokerTransaction } from './broker.repository.ts';
import { callBroker } from './broker-calls.ts';
import {
  ACTION_REFUSALS,
  availableActions,
  CLOSING_REASON_BY_ACTION,
  exitSide,
  orderOutcome,
} from './real-trade.policy.ts';
import {
  EXIT_ACTIONS,
  livePriceOf,
  loadOwnedTrade,
  NOT_FINISHED,
  type OrderResult,
  placeOrder,
  quantityOf,
  type RealTradeDeps,
  requireLinkedAccount,
  requireRecorded,
} from './real-trade.shared.ts';

/** trade-actions: what the owner may send for a real live trade; empty for any other trade. */
export async function listRealTradeActions(
  deps: RealTradeDeps,
  userId: number,
  tradeId: number,
): Promise<TradeAction[]> {
  const { trade } = await loadOwnedTrade(deps.db, userId, tradeId);
  if (!trade.isReal || trade.status !== 'Active') return [];
  return availableActions(trade, livePriceOf(deps, trade.securityId));
}

/** exit-order: the opposite order for the same quantity, when `action` is in the current action list. */
export async function startRealTradeExit(
  deps: RealTradeDeps,
  userId: number,
  input: { tradeId: number; action: TradeAction },
) {
  const found = await loadOwnedTrade(deps.db, userId, input.tradeId);
  if (!found.trade.isReal) throw badRequest('Only a real trade is exited through the broker');
  if (found.trade.status !== 'Active') throw conflict(ACTION_REFUSALS.EXIT);
  const account = await requireLinkedAccount(deps.db, userId);
  const allowed = availableActions(found.trade, livePriceOf(deps, found.trade.securityId));
  if (!allowed.includes(input.action)) throw conflict(ACTION_REFUSALS[input.action]);
  return placeOrder(deps, { found, account, action: input.action, side: exitSide(found.trade.tradeType) });
}

/**
 * The exit's result (the trade-detail patch), checked with the gateway: filled closes the trade at
 * the average fill price as a manual exit, with the action's closing reason. A failure leaves the
 * trade Active. A second patch for a filled transaction changes nothing.
 */
export async function completeRealTradeExit(
  deps: RealTradeDeps,
  userId: number,
  input: { tradeId: number; transactionId: string; batchId: string; authId: string; action: TradeAction },
): Promise<OrderResult> {
  const found = await loadOwnedTrade(deps.db, userId, input.tradeId);
  const recorded = await requireRecorded(deps.db, input.transactionId, {
    userId,
    tradeId: input.tradeId,
    actions: EXIT_ACTIONS,
  });
  if (recorded.action !== input.action) throw badRequest('trade_action does not match the exit order');
  if (recorded.state === 'completed') return { kind: 'settled', trade: found.trade };
  if (found.trade.status !== 'Active') throw conflict(ACTION_REFUSALS.EXIT);
  const account = await requireLinkedAccount(deps.db, userId);
  if (input.authId !== account.brokerAuthId) {
    throw badRequest('auth_id does not match your linked broker account');
  }

  const details = await callBroker(() =>
    deps.broker.transactionDetails(input.transactionId, account.brokerAuthId),
  );
  const outcome = orderOutcome(details, {
    ticker: found.security.symbol,
    side: exitSide(found.trade.tradeType),
    quantity: quantityOf(found),
  });
  if (outcome.kind === 'pending') return { kind: 'pending', trade: found.trade };
  if (outcome.kind === 'unfinished') throw conflict(NOT_FINISHED);
  if (outcome.kind === 'failed') {
    await settleBrokerTransaction(deps.db, input.transactionId, 'failed', details);
    throw conflict(outcome.message);
  }
  if (!outcome.batchIds.includes(input.batchId)) {
    throw badRequest('batch_id does not match the broker transaction');
  }

  const price = outcome.averagePrice;
  const closingReason = CLOSING_REASON_BY_ACTION[input.action];
  const now = new Date();
  const closed = await deps.db.transaction(async (tx) => {
    if (!(await settleBrokerTransaction(tx, input.transactionId, 'completed', details, now)))
      return undefined;
    const row = await closeLiveTradeByHand(tx, {
      tradeId: found.trade.id,
      price,
      at: now,
      closingReason,
      isReal: true,
    });
    if (!row) throw conflict(ACTION_REFUSALS.EXIT);
    return row;
  });
  if (!closed)
    return { kind: 'settled', trade: (await loadOwnedTrade(deps.db, userId, input.tradeId)).trade };
  return { kind: 'settled', trade: closed };
}

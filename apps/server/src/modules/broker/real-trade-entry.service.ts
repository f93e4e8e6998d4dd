import { REAL_TRADE_CONFIRM_MINUTES } from '@tradecircle/domain';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { TransactionDetails } from '../../providers/broker/broker.provider.ts';
import {
  activateRealTradeAtFill,
  deleteUnplacedRealTrade,
  realTradesAwaitingBroker,
} from '../trades/index.ts';
import {
  abandonDetachedEntries,
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
  quantityOf,
  type RealTradeDeps,
  requireLinkedAccount,
  requireRecorded,
  type TradeWithSecurity,
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

  const settled = await settleEntry(deps, found, input.transactionId);
  if (settled.kind === 'unfinished') throw conflict(NOT_FINISHED);
  if (settled.kind === 'failed') throw conflict(settled.message);
  if (settled.kind === 'raced')
    return { kind: 'settled', trade: (await loadOwnedTrade(deps.db, userId, input.tradeId)).trade };
  return settled;
}

type EntrySettlement =
  | OrderResult
  /** The user has not finished in the gateway (and the transaction has not expired). */
  | { kind: 'unfinished'; details: TransactionDetails }
  /** The broker did not place the order: the trade is deleted. */
  | { kind: 'failed'; message: string }
  /** Another confirmation of the same transaction settled it first (and published). */
  | { kind: 'raced' };

/**
 * Asks the broker what became of the entry order of an Upcoming real trade and applies it: filled,
 * the trade goes Live at the average fill price (with its broker transaction, in one database
 * transaction); refused or expired, the trade is deleted and the transaction settled failed; an
 * after-market order waiting, or a gateway the user has not finished, changes nothing.
 */
async function settleEntry(
  deps: RealTradeDeps,
  found: TradeWithSecurity,
  transactionId: string,
): Promise<EntrySettlement> {
  const account = await findLinkedAccount(deps.db, found.trade.postedByUserId);
  const details = await callBroker(() =>
    deps.broker.transactionDetails(transactionId, account?.brokerAuthId ?? null),
  );
  const outcome = orderOutcome(details, {
    ticker: found.security.symbol,
    side: entrySide(found.trade.tradeType),
    quantity: quantityOf(found),
  });
  if (outcome.kind === 'pending') return { kind: 'pending', trade: found.trade };
  if (outcome.kind === 'unfinished') return { kind: 'unfinished', details };
  if (outcome.kind === 'failed') {
    await discardUnplacedTrade(deps, found.trade, { transactionId, state: 'failed', details });
    return { kind: 'failed', message: outcome.message };
  }

  const price = outcome.averagePrice;
  const now = new Date();
  const activated = await deps.db.transaction(async (tx) => {
    if (!(await settleBrokerTransaction(tx, transactionId, 'completed', details, now))) return undefined;
    const row = await activateRealTradeAtFill(tx, { tradeId: found.trade.id, price, at: now });
    if (!row) throw conflict(NOT_UPCOMING);
    return row;
  });
  if (!activated) return { kind: 'raced' };
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

/**
 * The broker did not place the entry (or the user left it): the real trade created for it goes, as
 * the spec asks, with its broker transaction settled in the same database transaction. True when
 * the trade went (and its deletion was published to its owner).
 */
async function discardUnplacedTrade(
  deps: RealTradeDeps,
  trade: TradeWithSecurity['trade'],
  entry?: { transactionId: string; state: 'failed' | 'abandoned'; details: TransactionDetails | null },
): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    if (entry) await settleBrokerTransaction(tx, entry.transactionId, entry.state, entry.details);
    return deleteUnplacedRealTrade(tx, trade.id);
  });
  return deleted;
}

/** What one pass of the sweep did. */
export type RealTradeSweep = {
  /** Trades whose entry had filled: now Live. */
  confirmed: number;
  /** Trades removed: never sent to the broker, refused or expired there, or left in the gateway. */
  removed: number;
  /** After-market orders the broker still holds: kept. */
  pending: number;
  /** Trades the broker could not be asked about this time (tried again on the next pass). */
  failed: number;
  /** Entry transactions of trades deleted meanwhile (the browser's cleanup) settled as abandoned. */
  abandonedTransactions: number;
};

/** Trades settled per pass, oldest first; the rest wait for the next pass. */
export const SWEEP_BATCH = 100;

/**
 * The backstop for real trades left behind in the gateway (a refresh, a closed tab, Back): every
 * real trade still awaiting its broker REAL_TRADE_CONFIRM_MINUTES after it was created is settled
 * with the broker. No entry transaction: it never reached the broker, and goes. Filled: it goes Live
 * at the fill price (the owner left before confirming). Refused or expired: it goes, and its
 * transaction is settled failed. Not finished in the gateway by now (the gateway's own limit is 15
 * minutes): it goes, its transaction settled abandoned. An after-market order the broker holds stays,
 * still its owner's alone, until it fills. Then the entry transactions of trades deleted meanwhile
 * (the browser's cleanup on leaving) that are still open are settled abandoned.
 */
export async function sweepUnconfirmedRealTrades(deps: RealTradeDeps, now: Date): Promise<RealTradeSweep> {
  const cutoff = new Date(now.getTime() - REAL_TRADE_CONFIRM_MINUTES * 60_000);
  const result: RealTradeSweep = {
    confirmed: 0,
    removed: 0,
    pending: 0,
    failed: 0,
    abandonedTransactions: 0,
  };
  for (const found of await realTradesAwaitingBroker(deps.db, cutoff, SWEEP_BATCH)) {
    const entry = await findLatestTradeTransaction(deps.db, {
      userId: found.trade.postedByUserId,
      tradeId: found.trade.id,
      action: 'ENTRY',
    });
    try {
      // A completed entry activated its trade in the same transaction: nothing awaits here.
      if (entry?.state === 'completed') continue;
      if (entry?.state !== 'started') {
        if (await discardUnplacedTrade(deps, found.trade)) result.removed += 1;
        continue;
      }
      const settled = await settleEntry(deps, found, entry.transactionId);
      if (settled.kind === 'unfinished') {
        const abandoned = { transactionId: entry.transactionId, state: 'abandoned' as const };
        if (await discardUnplacedTrade(deps, found.trade, { ...abandoned, details: settled.details }))
          result.removed += 1;
      } else if (settled.kind === 'pending') result.pending += 1;
      else if (settled.kind === 'failed') result.removed += 1;
      else result.confirmed += 1;
    } catch (error) {
      result.failed += 1;
      deps.log.warn({ err: error, tradeId: found.trade.id }, 'real trade sweep: could not settle a trade');
    }
  }
  result.abandonedTransactions = await abandonDetachedEntries(deps.db, cutoff, now);
  return result;
}

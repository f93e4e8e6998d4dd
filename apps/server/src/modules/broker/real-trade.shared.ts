import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { BrokerProvider, OrderSide } from '../../providers/broker/broker.provider.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { QuoteBook } from '../market/index.ts';
import { findTradeWithSecurity, findVisibleTrade, type TradeRecord as TradeRow } from '../trades/index.ts';
import { resolveViewer } from '../users/index.ts';
import {
  type BrokerAccountRow,
  type BrokerAction,
  findBrokerTransaction,
  findLinkedAccount,
  recordBrokerTransaction,
} from './broker.repository.ts';
import { callBroker } from './broker-calls.ts';
import { orderQuantity } from './real-trade.policy.ts';

export type RealTradeDeps = {
  db: AppDb;
  broker: BrokerProvider;
  quotes: QuoteBook;
  bus: EventBus;
  log: FastifyBaseLogger;
};

/** `settled`: the broker filled (now or by an earlier call); `pending`: an after-market order waits. */
export type OrderResult = { kind: 'settled' | 'pending'; trade: TradeRow };

export type TradeWithSecurity = NonNullable<Awaited<ReturnType<typeof findTradeWithSecurity>>>;

export const NOT_UPCOMING = 'Only an upcoming trade can be placed with the broker';
export const NOT_FINISHED = 'The broker transaction is not finished yet';
export const EXIT_ACTIONS: BrokerAction[] = ['EXIT', 'APPLY_SL', 'APPLY_TG'];

/**
 * The caller's own trade. Someone else's trade is 403 only when the caller may see it; a private or
 * group trade answers 404 Trade not found, exactly like a missing one, so its existence does not leak.
 */
export async function loadOwnedTrade(db: AppDb, userId: number, tradeId: number): Promise<TradeWithSecurity> {
  const found = await findTradeWithSecurity(db, tradeId);
  if (!found) throw notFound('Trade not found');
  if (found.trade.postedByUserId !== userId) {
    if (!(await findVisibleTrade(db, await resolveViewer(db, userId), tradeId))) {
      throw notFound('Trade not found');
    }
    throw forbidden('Only the trade owner can place its broker orders');
  }
  return found;
}

export async function requireLinkedAccount(db: AppDb, userId: number): Promise<BrokerAccountRow> {
  const account = await findLinkedAccount(db, userId);
  if (!account) throw badRequest('Connect your broker account first');
  return account;
}

export function quantityOf({ trade, security }: TradeWithSecurity): number {
  const quantity = orderQuantity(trade.lots, security);
  if (quantity === null) {
    throw badRequest(
      security.instrumentType === 'INDEX'
        ? 'An index cannot be traded through the broker'
        : 'This contract has no lot size to order with',
    );
  }
  return quantity;
}

export async function requireRecorded(
  db: AppDb,
  transactionId: string,
  owner: { userId: number; tradeId: number; actions: BrokerAction[] },
) {
  const recorded = await findBrokerTransaction(db, transactionId);
  if (
    !recorded ||
    recorded.userId !== owner.userId ||
    recorded.tradeId !== owner.tradeId ||
    !owner.actions.includes(recorded.action as BrokerAction)
  ) {
    throw notFound('Transaction not found');
  }
  return recorded;
}

export async function placeOrder(
  deps: RealTradeDeps,
  input: { found: TradeWithSecurity; account: BrokerAccountRow; action: BrokerAction; side: OrderSide },
) {
  const { trade, security } = input.found;
  const created = await callBroker(() =>
    deps.broker.createTransaction({
      authId: input.account.brokerAuthId,
      intent: 'TRANSACTION',
      securities: [{ ticker: security.symbol, quantity: quantityOf(input.found), type: input.side }],
      notes: `trade ${trade.id} ${input.action}`,
    }),
  );
  await recordBrokerTransaction(deps.db, {
    transactionId: created.transactionId,
    tradeId: trade.id,
    userId: trade.postedByUserId,
    action: input.action,
  });
  return { ...created, gateway: deps.broker.gatewayName };
}

export const livePriceOf = (deps: RealTradeDeps, securityId: number) =>
  deps.quotes.getQuote(securityId)?.livePrice;

import { type BrokerOrderLine, type TradingOverview, tradeNetPnl } from '@tradecircle/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { conflict } from '../../http/app-error.ts';
import type { BrokerOrder, OrderBatch } from '../../providers/broker/broker.provider.ts';
import type { QuoteBook } from '../market/index.ts';
import { hasOpenRealTrade, ownRealTrades } from '../trades/index.ts';
import type { Viewer } from '../users/index.ts';
import { findLinkedAccount } from './broker.repository.ts';
import { brokerAccounts, brokerTransactions } from './broker.tables.ts';

/** How many of the user's latest broker transactions the trading section lists. */
export const RECENT_BROKER_TRANSACTIONS = 50;

export const DISCONNECT_MESSAGES = {
  openRealTrades: 'Exit your open real trades before you disconnect your broker',
  disconnected: 'Your broker account is disconnected',
} as const;

type StoredResult = {
  status?: string;
  error?: { message?: string } | null;
  response?: { orderBatches?: OrderBatch[] } | null;
} | null;

/** One line per order the gateway reported for a transaction; one line with the transaction alone before it did. */
function orderLines(transaction: typeof brokerTransactions.$inferSelect): BrokerOrderLine[] {
  const result = transaction.result as StoredResult;
  const base = {
    transaction_id: transaction.transactionId,
    trade_id: transaction.tradeId,
    action: transaction.action,
    state: transaction.state,
    created: transaction.createdAt.toISOString(),
    completed: transaction.completedAt?.toISOString() ?? null,
  };
  const batches = result?.response?.orderBatches ?? [];
  const orders = batches.flatMap((batch) => batch.orders.map((order) => ({ batch, order })));
  if (orders.length === 0) {
    return [
      {
        ...base,
        symbol: null,
        exchange: null,
        side: null,
        quantity: null,
        filled_quantity: null,
        average_price: null,
        order_status: null,
        variety: null,
        message: result?.error?.message ?? null,
      },
    ];
  }
  return orders.map(({ batch, order }: { batch: OrderBatch; order: BrokerOrder }) => ({
    ...base,
    symbol: order.tradingsymbol,
    exchange: order.exchange,
    side: order.transactionType,
    quantity: order.quantity,
    filled_quantity: order.filledQuantity,
    average_price: order.averagePrice,
    order_status: order.status,
    variety: batch.variety,
    message: order.statusMessage ?? null,
  }));
}

/**
 * The trading section (/trading): the broker link, the user's real positions (filled, held), the
 * trades awaiting the broker, the latest closed ones, the orders the gateway carried, and totals.
 * Only the caller's own trades and transactions, ever.
 */
export async function tradingOverview(
  db: AppDb,
  quotes: QuoteBook,
  viewer: NonNullable<Viewer>,
): Promise<TradingOverview> {
  const account = await findLinkedAccount(db, viewer.userId);
  const book = await ownRealTrades(db, quotes, viewer);
  const transactions = await db
    .select()
    .from(brokerTransactions)
    .where(and(eq(brokerTransactions.userId, viewer.userId), ne(brokerTransactions.action, 'CONNECT')))
    .orderBy(desc(brokerTransactions.createdAt), desc(brokerTransactions.id))
    .limit(RECENT_BROKER_TRANSACTIONS);
  const now = new Date();
  const held = book.positions.map((trade) => {
    const quantity = trade.lots * trade.lot_size;
    return {
      invested: trade.entry_price * quantity,
      current: (trade.live_price ?? trade.entry_price) * quantity,
      pl: trade.pl_data ?? 0,
      // As if exited now at the live price: what the position would leave after its charges.
      plNet: tradeNetPnl(trade, trade.live_price ?? trade.entry_price, now)?.amount ?? 0,
    };
  });
  const total = (pick: (line: (typeof held)[number]) => number) =>
    Math.round(held.reduce((sum, line) => sum + pick(line), 0) * 100) / 100;
  return {
    account: {
      is_connected: Boolean(account),
      broker: account?.broker ?? null,
      linked_at: account?.linkedAt.toISOString() ?? null,
    },
    positions: book.positions,
    awaiting: book.awaiting,
    closed: book.closed,
    orders: transactions.flatMap(orderLines),
    summary: {
      open_positions: book.positions.length,
      invested: total((line) => line.invested),
      current_value: total((line) => line.current),
      unrealised_pl: total((line) => line.pl),
      unrealised_pl_net: total((line) => line.plNet),
      realised_pl: book.realisedPl,
      realised_pl_net: book.realisedPlNet,
      closed_count: book.closedCount,
    },
  };
}

/**
 * Forgets the caller's broker link. Refused while a real trade is open (held or awaiting a fill):
 * its exit goes through the same link. Disconnecting an unlinked account changes nothing.
 */
export async function disconnectBroker(db: AppDb, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (await hasOpenRealTrade(tx, userId)) throw conflict(DISCONNECT_MESSAGES.openRealTrades);
    await tx.delete(brokerAccounts).where(eq(brokerAccounts.userId, userId));
  });
}

import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { TransactionDetails } from '../../providers/broker/broker.provider.ts';
import { brokerAccounts, brokerTransactions } from './broker.tables.ts';
import { storableResult } from './broker-calls.ts';

export type BrokerAccountRow = typeof brokerAccounts.$inferSelect;
export type BrokerTransactionRow = typeof brokerTransactions.$inferSelect;
export type BrokerAction = 'ENTRY' | 'EXIT' | 'APPLY_SL' | 'APPLY_TG' | 'CONNECT';

export async function findLinkedAccount(db: AppDb, userId: number): Promise<BrokerAccountRow | undefined> {
  const [row] = await db.select().from(brokerAccounts).where(eq(brokerAccounts.userId, userId));
  return row;
}

export async function findBrokerTransaction(
  db: AppDb,
  transactionId: string,
): Promise<BrokerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(brokerTransactions)
    .where(eq(brokerTransactions.transactionId, transactionId));
  return row;
}

/** The newest broker transaction of `action` that `userId` started for `tradeId`. */
export async function findLatestTradeTransaction(
  db: AppDb,
  owner: { userId: number; tradeId: number; action: BrokerAction },
): Promise<BrokerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(brokerTransactions)
    .where(
      and(
        eq(brokerTransactions.tradeId, owner.tradeId),
        eq(brokerTransactions.userId, owner.userId),
        eq(brokerTransactions.action, owner.action),
      ),
    )
    .orderBy(desc(brokerTransactions.id))
    .limit(1);
  return row;
}

export async function recordBrokerTransaction(
  db: AppDb,
  values: { transactionId: string; tradeId: number | null; userId: number; action: BrokerAction },
): Promise<void> {
  await db.insert(brokerTransactions).values(values);
}

/**
 * Settles a started broker transaction with the provider's confirmed result (its auth token left
 * out): completed, failed (the broker refused it, or it expired), or abandoned (the user left it
 * unfinished). True when this call settled it; a replayed confirmation finds it settled and gets
 * false. `db` may be a transaction.
 */
export async function settleBrokerTransaction(
  db: AppDb,
  transactionId: string,
  state: 'completed' | 'failed' | 'abandoned',
  details: TransactionDetails | null,
  at = new Date(),
): Promise<boolean> {
  const settled = await db
    .update(brokerTransactions)
    .set({ state, result: details && storableResult(details), completedAt: at })
    .where(and(eq(brokerTransactions.transactionId, transactionId), eq(brokerTransactions.state, 'started')))
    .returning({ id: brokerTransactions.id });
  return settled.length > 0;
}

/**
 * Entry transactions still open, started before `startedBefore`, whose trade is gone (deleted by its
 * owner, or by the browser when they left the gateway: the row's trade_id went null with it): they
 * are settled abandoned, with no result. Answers how many.
 */
export async function abandonDetachedEntries(db: AppDb, startedBefore: Date, at: Date): Promise<number> {
  const settled = await db
    .update(brokerTransactions)
    .set({ state: 'abandoned', completedAt: at })
    .where(
      and(
        eq(brokerTransactions.action, 'ENTRY'),
        eq(brokerTransactions.state, 'started'),
        isNull(brokerTransactions.tradeId),
        lt(brokerTransactions.createdAt, startedBefore),
      ),
    )
    .returning({ id: brokerTransactions.id });
  return settled.length;
}

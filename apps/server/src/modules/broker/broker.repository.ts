import { and, desc, eq } from 'drizzle-orm';
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
 * out). True when this call settled it; a replayed confirmation finds it settled and gets false.
 * `db` may be a transaction.
 */
export async function settleBrokerTransaction(
  db: AppDb,
  transactionId: string,
  state: 'completed' | 'failed',
  details: TransactionDetails,
  at = new Date(),
): Promise<boolean> {
  const settled = await db
    .update(brokerTransactions)
    .set({ state, result: storableResult(details), completedAt: at })
    .where(and(eq(brokerTransactions.transactionId, transactionId), eq(brokerTransactions.state, 'started')))
    .returning({ id: brokerTransactions.id });
  return settled.length > 0;
}

import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-results.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { BrokerProvider } from '../../providers/broker/broker.provider.ts';
import { recordEvents } from '../outbox/index.ts';
import { findBrokerTransaction, findLinkedAccount, recordBrokerTransaction } from './broker.repository.ts';
import { brokerAccounts, brokerTransactions } from './broker.tables.ts';
import { callBroker, storableResult } from './broker-calls.ts';

export type BrokerDeps = { db: AppDb; broker: BrokerProvider };

const ALREADY_LINKED = 'This broker account is already linked to another TradeCircle user';
const CONNECT_FAILURES: Record<string, string> = {
  user_cancelled: 'The broker login was cancelled',
  transaction_expired: 'The broker login expired, please try again',
  user_mismatch: 'You logged in with a different broker account than the one linked to TradeCircle',
};

/** Whether the user linked a broker account: real trades need one (the trades module asks through its options). */
export async function hasLinkedBrokerAccount(db: AppDb, userId: number): Promise<boolean> {
  return Boolean(await findLinkedAccount(db, userId));
}

/** The smallcaseAuthId of the user's linked account, for a transaction made on their behalf; null if none. */
export async function linkedBrokerAuthId(db: AppDb, userId: number): Promise<string | null> {
  return (await findLinkedAccount(db, userId))?.brokerAuthId ?? null;
}

export async function getBrokerAccount(db: AppDb, userId: number) {
  const account = await findLinkedAccount(db, userId);
  return { isConnected: Boolean(account), broker: account?.broker ?? null };
}

/** A CONNECT transaction: a guest token for a new user, the user's own for a linked one. */
export async function startBrokerConnect({ db, broker }: BrokerDeps, userId: number) {
  const account = await findLinkedAccount(db, userId);
  const created = await callBroker(() =>
    broker.createTransaction({ authId: account?.brokerAuthId ?? null, intent: 'CONNECT' }),
  );
  await recordBrokerTransaction(db, {
    transactionId: created.transactionId,
    tradeId: null,
    userId,
    action: 'CONNECT',
  });
  return { ...created, gateway: broker.gatewayName };
}

/**
 * Links the broker account the user logged in with, as the gateway reports it (never as the browser
 * says): one smallcaseAuthId per user and one user per smallcaseAuthId. Confirming again changes nothing.
 */
export async function confirmBrokerConnect(
  { db, broker }: BrokerDeps,
  userId: number,
  transactionId: string,
) {
  const recorded = await findBrokerTransaction(db, transactionId);
  if (!recorded || recorded.userId !== userId || recorded.action !== 'CONNECT') {
    throw notFound('Transaction not found');
  }
  if (recorded.state === 'completed') return getBrokerAccount(db, userId);

  const details = await callBroker(() => broker.transactionDetails(transactionId, null));
  if (details.error || details.expired || details.status === 'ERRORED') {
    const reason = details.error?.message ?? 'transaction_expired';
    await db
      .update(brokerTransactions)
      .set({ state: 'failed', result: storableResult(details), completedAt: new Date() })
      .where(
        and(eq(brokerTransactions.transactionId, transactionId), eq(brokerTransactions.state, 'started')),
      );
    throw conflict(CONNECT_FAILURES[reason] ?? `The broker login failed (${reason})`);
  }
  if (details.status !== 'COMPLETED' || !details.response) {
    throw conflict('The broker login is not finished yet');
  }
  const authId = await broker.readAuthId(details.response.smallcaseAuthToken).catch(() => null);
  if (!authId) throw conflict('The broker did not report a linked account');
  const brokerName = details.response.broker;

  try {
    await db.transaction(async (tx) => {
      const [holder] = await tx.select().from(brokerAccounts).where(eq(brokerAccounts.brokerAuthId, authId));
      if (holder && holder.userId !== userId) throw conflict(ALREADY_LINKED);
      const [own] = await tx.select().from(brokerAccounts).where(eq(brokerAccounts.userId, userId));
      if (own && own.brokerAuthId !== authId) {
        throw conflict('Your TradeCircle account is already linked to another broker account');
      }
      await tx
        .insert(brokerAccounts)
        .values({ userId, brokerAuthId: authId, broker: brokerName })
        .onConflictDoUpdate({ target: brokerAccounts.userId, set: { broker: brokerName } });
      await recordEvents(tx, [{ type: 'broker.connected', userId }]);
      await tx
        .update(brokerTransactions)
        .set({ state: 'completed', result: storableResult(details), completedAt: new Date() })
        .where(eq(brokerTransactions.transactionId, transactionId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_LINKED);
    throw error;
  }
  return { isConnected: true, broker: brokerName };
}

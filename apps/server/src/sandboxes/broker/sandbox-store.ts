import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { brokerSandboxAccounts, brokerSandboxTransactions } from './broker-sandbox.tables.ts';
import { findNseInstruments, OrderConfigSchema, type PlannedOrder, planOrders } from './sandbox-orders.ts';

export type SandboxTransactionRow = typeof brokerSandboxTransactions.$inferSelect;
export type SandboxStore = ReturnType<typeof createSandboxStore>;

/**
 * The sandbox gateway's rows. Every status change is conditional on the status it was read in, so
 * two instances (or two tabs) racing on one transaction cannot both move it.
 */
export function createSandboxStore(db: AppDb, now: () => Date) {
  const findTransaction = async (transactionId: string) => {
    const [row] = await db
      .select()
      .from(brokerSandboxTransactions)
      .where(eq(brokerSandboxTransactions.transactionId, transactionId));
    return row;
  };

  const transition = async (
    row: SandboxTransactionRow,
    changes: Partial<typeof brokerSandboxTransactions.$inferInsert>,
  ): Promise<SandboxTransactionRow | undefined> => {
    const [updated] = await db
      .update(brokerSandboxTransactions)
      .set(changes)
      .where(
        and(
          eq(brokerSandboxTransactions.transactionId, row.transactionId),
          eq(brokerSandboxTransactions.status, row.status),
        ),
      )
      .returning();
    return updated;
  };

  const errored = (row: SandboxTransactionRow, error: string, code: number | null) =>
    transition(row, { status: 'ERRORED', errorMessage: error, errorCode: code, finishedAt: now() });

  return {
    findTransaction,
    transition,
    errored,

    insertTransaction: async (values: typeof brokerSandboxTransactions.$inferInsert) => {
      await db.insert(brokerSandboxTransactions).values(values);
    },

    /** 5 minutes to trigger, 15 to complete; a late open transaction becomes transaction_expired (1005). */
    settleExpiry: async (row: SandboxTransactionRow): Promise<SandboxTransactionRow> => {
      if (row.status !== 'INITIALIZED' && row.status !== 'USED') return row;
      const at = now();
      const isLate = (row.triggeredAt === null && at > row.expireAt) || at > row.completeBy;
      if (!isLate) return row;
      return (
        (await errored(row, 'transaction_expired', 1005)) ?? (await findTransaction(row.transactionId)) ?? row
      );
    },

    findAccount: async (authId: string) => {
      const [account] = await db
        .select()
        .from(brokerSandboxAccounts)
        .where(eq(brokerSandboxAccounts.authId, authId));
      return account;
    },

    /** The smallcaseAuthId of a broker login, minted on its first login. */
    accountForLogin: async (broker: string, clientId: string) => {
      await db
        .insert(brokerSandboxAccounts)
        .values({ authId: randomBytes(12).toString('hex'), broker, clientId })
        .onConflictDoNothing();
      const [account] = await db
        .select()
        .from(brokerSandboxAccounts)
        .where(and(eq(brokerSandboxAccounts.broker, broker), eq(brokerSandboxAccounts.clientId, clientId)));
      return account!;
    },

    plannedOrders: async (row: SandboxTransactionRow): Promise<PlannedOrder[]> => {
      const config = OrderConfigSchema.parse(row.orderConfig);
      const instruments = await findNseInstruments(
        db,
        config.securities.map((entry) => entry.ticker),
      );
      return planOrders(config, instruments);
    },
  };
}

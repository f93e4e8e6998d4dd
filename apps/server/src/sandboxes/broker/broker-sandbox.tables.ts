import { index, integer, jsonb, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * The sandbox broker gateway's own state (sandbox-broker.provider.ts). It plays
 * smallcase's side, so it never references our users or trades: like the real gateway it only knows
 * broker logins and the transactions partners create.
 */

/** A broker login seen by the sandbox gateway, and the smallcaseAuthId it is mapped to. */
export const brokerSandboxAccounts = pgTable(
  'broker_sandbox_accounts',
  {
    authId: varchar('auth_id', { length: 40 }).primaryKey(),
    broker: varchar('broker', { length: 20 }).notNull(),
    clientId: varchar('client_id', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('broker_sandbox_accounts_login_unique').on(t.broker, t.clientId)],
);

/** One gateway transaction: created by a partner's server, triggered and finished in the browser. */
export const brokerSandboxTransactions = pgTable(
  'broker_sandbox_transactions',
  {
    transactionId: varchar('transaction_id', { length: 40 }).primaryKey(),
    gatewayName: varchar('gateway_name', { length: 64 }).notNull(),
    /** TRANSACTION, CONNECT or HOLDINGS_IMPORT */
    intent: varchar('intent', { length: 20 }).notNull(),
    /** The validated orderConfig of a TRANSACTION; null for the other intents. */
    orderConfig: jsonb('order_config'),
    notes: varchar('notes', { length: 256 }),
    /** The smallcaseAuthId of the JWT the transaction was created with; null for a guest. */
    authId: varchar('auth_id', { length: 40 }),
    /** INITIALIZED, USED, PROCESSING, ERRORED, COMPLETED */
    status: varchar('status', { length: 16 }).notNull().default('INITIALIZED'),
    broker: varchar('broker', { length: 20 }),
    /** The account that logged in during this transaction. */
    loginAuthId: varchar('login_auth_id', { length: 40 }),
    /** The transaction response (smallcaseAuthToken, broker, orderBatches ...) once there is one. */
    response: jsonb('response'),
    errorCode: integer('error_code'),
    errorMessage: varchar('error_message', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Trigger by: 5 minutes after creation. */
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** Complete by: 15 minutes after creation. */
    completeBy: timestamp('complete_by', { withTimezone: true }).notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('broker_sandbox_transactions_created_idx').on(t.createdAt)],
);

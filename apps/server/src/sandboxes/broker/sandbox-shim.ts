import type {
  GatewayHoldings,
  OrderSide,
  TransactionResponse,
  TransactionStatus,
} from '../../providers/broker/broker.provider.ts';
import {
  type GatewayCredentials,
  signGatewayAuthToken,
  verifyGatewayAuthToken,
} from '../../providers/broker/gateway-client.ts';
import {
  type BatchOutcome,
  buildOrderBatch,
  fillPrice,
  indicativePrice,
  type PlannedOrder,
  type SandboxMarket,
} from './sandbox-orders.ts';
import type { SandboxStore, SandboxTransactionRow } from './sandbox-store.ts';

/** What one sandbox account may spend on a transaction's buys (₹1 crore); above it orders are rejected. */
export const DEFAULT_SANDBOX_FUNDS = 10_000_000;

export const SANDBOX_BROKERS = [
  { id: 'kite', name: 'Zerodha Kite' },
  { id: 'upstox', name: 'Upstox' },
  { id: 'angelbroking', name: 'Angel One' },
  { id: 'hdfc', name: 'HDFC Securities' },
  { id: 'iifl', name: 'IIFL Securities' },
  { id: 'fivepaisa', name: '5paisa' },
  { id: 'aliceblue', name: 'Alice Blue' },
  { id: 'axis', name: 'Axis Direct' },
  { id: 'edel', name: 'Nuvama (Edelweiss)' },
  { id: 'trustline', name: 'Trustline' },
] as const;
const BROKER_IDS = new Set<string>(SANDBOX_BROKERS.map((broker) => broker.id));

/** An error the browser SDK rejects with: `message` is smallcase's error string, `code` its number. */
export class GatewayShimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayShimError';
  }
}

/** Every shim call names the gateway, the transaction and the smallcaseAuthToken it was created with. */
export type ShimInput = { gateway: string; transactionId: string; authToken: string };
export type ShimOrder = { ticker: string; exchange: 'NSE'; quantity: number; type: OrderSide; price: number };

export type SandboxShimOptions = {
  store: SandboxStore;
  market: SandboxMarket;
  credentials: GatewayCredentials;
  now: () => Date;
  random: () => number;
  fundsLimit: number;
  /** The account's demat holdings, for a HOLDINGS_IMPORT. */
  holdingsOf: (authId: string, at: Date) => Promise<GatewayHoldings>;
};

function formatRupees(value: number): string {
  return `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * What the sandbox scdk.js modal calls in the browser, playing the broker's side: the chooser, the
 * broker login (mapping a login to a smallcaseAuthId) and the order confirmation that fills at the
 * live price.
 */
export function createSandboxShim({
  store,
  market,
  credentials,
  now,
  random,
  fundsLimit,
  holdingsOf,
}: SandboxShimOptions) {
  const load = async (input: ShimInput): Promise<SandboxTransactionRow> => {
    if (input.gateway !== credentials.gatewayName) throw new GatewayShimError(400, 'invalid_gateway');
    let authId: string | null;
    try {
      authId = await verifyGatewayAuthToken(credentials.secret, input.authToken);
    } catch {
      throw new GatewayShimError(401, 'invalid_jwt');
    }
    const row = await store.findTransaction(input.transactionId);
    if (!row || row.gatewayName !== input.gateway) throw new GatewayShimError(404, 'invalid_transactionId');
    if (row.authId !== authId) throw new GatewayShimError(401, 'invalid_jwt');
    return store.settleExpiry(row);
  };

  /** An ERRORED row answers its own error; any other status than `expected` is in process or done. */
  const requireStatus = (row: SandboxTransactionRow, expected: TransactionStatus) => {
    if (row.status === expected) return;
    if (row.status === 'ERRORED') {
      throw new GatewayShimError(410, row.errorMessage ?? 'api_error', row.errorCode);
    }
    throw new GatewayShimError(409, 'transaction_in_process');
  };

  const shimOrders = (orders: PlannedOrder[]): ShimOrder[] =>
    orders.map((order) => ({
      ticker: order.ticker,
      exchange: 'NSE',
      quantity: order.quantity,
      type: order.side,
      price: indicativePrice(market, order.instrument),
    }));

  const settleOrders = (orders: PlannedOrder[], amo: boolean): BatchOutcome => {
    if (!market.isMarketOpen()) {
      if (!amo) throw new GatewayShimError(409, 'market_closed');
      return { kind: 'placed_amo' };
    }
    const prices = orders.map((order) =>
      fillPrice(indicativePrice(market, order.instrument), order.instrument.instrumentType, random),
    );
    const required = orders.reduce(
      (sum, order, index) => (order.side === 'BUY' ? sum + order.quantity * prices[index]! : sum),
      0,
    );
    if (required > fundsLimit) {
      return {
        kind: 'rejected',
        errorCode: 'marginsExceeded',
        statusMessage: `Insufficient funds: required ${formatRupees(required)}, available ${formatRupees(fundsLimit)}`,
      };
    }
    return { kind: 'filled', prices };
  };

  return {
    /** The modal opens: marks the transaction triggered and answers what the modal shows. */
    openSession: async (input: ShimInput) => {
      let row = await load(input);
      requireStatus(row, 'INITIALIZED');
      if (row.triggeredAt === null) row = (await store.transition(row, { triggeredAt: now() })) ?? row;
      const account = row.authId ? await store.findAccount(row.authId) : undefined;
      const orders = row.intent === 'TRANSACTION' ? shimOrders(await store.plannedOrders(row)) : [];
      return {
        intent: row.intent,
        status: row.status,
        broker: account?.broker ?? null,
        client_id: account?.clientId ?? null,
        brokers: SANDBOX_BROKERS,
        orders,
        market_open: market.isMarketOpen(),
        complete_by: row.completeBy.toISOString(),
      };
    },

    /** Broker login; a mapped user logging in with another account is user_mismatch (1001). */
    login: async (input: ShimInput & { broker: string; clientId: string }) => {
      const row = await load(input);
      requireStatus(row, 'INITIALIZED');
      if (!BROKER_IDS.has(input.broker)) throw new GatewayShimError(400, 'no_broker', 1007);
      const clientId = input.clientId.trim().toUpperCase();
      if (!/^[A-Z0-9]{2,20}$/.test(clientId)) throw new GatewayShimError(400, 'invalid_user_data');
      const account = await store.accountForLogin(input.broker, clientId);
      if (row.authId !== null && row.authId !== account.authId) {
        await store.errored(row, 'user_mismatch', 1001);
        throw new GatewayShimError(409, 'user_mismatch', 1001);
      }
      const loggedIn = { broker: input.broker, loginAuthId: account.authId };
      // A login is all a CONNECT needs; a HOLDINGS_IMPORT reads the account's holdings at login too.
      if (row.intent === 'CONNECT' || row.intent === 'HOLDINGS_IMPORT') {
        const response: TransactionResponse = {
          smallcaseAuthToken: await signGatewayAuthToken(credentials.secret, account.authId),
          broker: input.broker,
          transactionId: row.transactionId,
          notes: row.notes,
          ...(row.intent === 'HOLDINGS_IMPORT' ? { holdings: await holdingsOf(account.authId, now()) } : {}),
        };
        const done = await store.transition(row, {
          ...loggedIn,
          status: 'COMPLETED',
          response,
          finishedAt: now(),
        });
        if (!done) throw new GatewayShimError(409, 'transaction_in_process');
        return { status: 'COMPLETED' as const, response, orders: [], market_open: market.isMarketOpen() };
      }
      const used = await store.transition(row, { ...loggedIn, status: 'USED' });
      if (!used) throw new GatewayShimError(409, 'transaction_in_process');
      return {
        status: 'USED' as const,
        response: null,
        orders: shimOrders(await store.plannedOrders(used)),
        market_open: market.isMarketOpen(),
      };
    },

    /**
     * The user confirms the order: fills at the live price ± slippage, tick-rounded. Outside market
     * hours with `amo` the orders are placed as after-market orders (variety amo, status PLACED) and
     * the transaction stays PROCESSING; without `amo` it fails with market_closed.
     */
    confirm: async (input: ShimInput & { amo: boolean }) => {
      const row = await load(input);
      requireStatus(row, 'USED');
      const orders = await store.plannedOrders(row);
      let outcome: BatchOutcome;
      try {
        outcome = settleOrders(orders, input.amo);
      } catch (error) {
        if (error instanceof GatewayShimError) await store.errored(row, error.message, error.code);
        throw error;
      }
      const at = now();
      const response: TransactionResponse = {
        smallcaseAuthToken: await signGatewayAuthToken(credentials.secret, row.loginAuthId),
        broker: row.broker!,
        transactionId: row.transactionId,
        notes: row.notes,
        orderBatches: [buildOrderBatch(row.transactionId, orders, outcome, at)],
      };
      const status = outcome.kind === 'placed_amo' ? 'PROCESSING' : 'COMPLETED';
      if (!(await store.transition(row, { status, response, finishedAt: at }))) {
        throw new GatewayShimError(409, 'transaction_in_process');
      }
      return { status, response };
    },

    /** Closing the modal: user_cancelled, 1010 in the broker chooser, 1011 once a broker was chosen. */
    cancel: async (input: ShimInput & { stage: 'chooser' | 'login' | 'confirm' }) => {
      const row = await load(input);
      if (row.status === 'ERRORED') return { error: row.errorMessage ?? 'api_error', code: row.errorCode };
      requireStatus(row, row.status === 'USED' ? 'USED' : 'INITIALIZED');
      const code = input.stage === 'chooser' && row.status === 'INITIALIZED' ? 1010 : 1011;
      if (!(await store.errored(row, 'user_cancelled', code))) {
        throw new GatewayShimError(409, 'transaction_in_process');
      }
      return { error: 'user_cancelled', code };
    },
  };
}

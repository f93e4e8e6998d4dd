/**
 * A smallcase-style broker transaction gateway (integrations.md §2): our server creates a
 * transaction, the browser's gateway SDK lets the user log in to their broker and place it, and our
 * server reads the result back by transactionId. Field names follow smallcase's wire format.
 */

export const GATEWAY_INTENTS = ['TRANSACTION', 'CONNECT', 'HOLDINGS_IMPORT'] as const;
export type GatewayIntent = (typeof GATEWAY_INTENTS)[number];

export type OrderSide = 'BUY' | 'SELL';

/** One stock of a SECURITIES orderConfig. */
export type SecurityOrderRequest = { ticker: string; quantity: number; type: OrderSide };

/** Order status as the broker reports it (note COMPLETE, while a batch is COMPLETED). */
export type BrokerOrderStatus =
  | 'PLACED'
  | 'REJECTED'
  | 'CANCELLED'
  | 'COMPLETE'
  | 'ERROR'
  | 'CANCELLED AMO'
  | 'PARTIAL';

export type BrokerOrder = {
  tradingsymbol: string;
  exchange: string;
  transactionType: OrderSide;
  orderType: 'MARKET' | 'LIMIT';
  product: string;
  quantity: number;
  filledQuantity: number;
  averagePrice: number;
  status: BrokerOrderStatus;
  exchangeOrderId?: string | null;
  /** Standardised failure code (adapterError, marginsExceeded, tradingSystemNotReady ...). */
  errorCode?: string | null;
  statusMessage?: string | null;
};

export type OrderBatch = {
  batchId: string;
  transactionId: string;
  variety: 'regular' | 'amo';
  status: string;
  quantity: number;
  filled: number;
  buyAmount: number;
  sellAmount: number;
  completedDate: string | null;
  orders: BrokerOrder[];
  unplaced: unknown[];
};

/** One security of a demat account, as a HOLDINGS_IMPORT reports it (average cost in rupees). */
export type GatewayHolding = { ticker: string; exchange: string; quantity: number; averagePrice: number };

/**
 * What a HOLDINGS_IMPORT transaction's response carries: the account's equity holdings when the user
 * logged in and consented. [unverified] smallcase delivers imported holdings to the partner by a
 * postback or its holdings API; the sandbox puts them in the transaction's response
 * (integrations.md §2, docs/architecture.md "Portfolio import").
 */
export type GatewayHoldings = { securities: GatewayHolding[]; lastUpdate: string };

/** What triggerTransaction resolves with in the browser, and what transactiondetails carries. */
export type TransactionResponse = {
  smallcaseAuthToken: string;
  broker: string;
  transactionId: string;
  notes?: string | null;
  orderBatches?: OrderBatch[];
  holdings?: GatewayHoldings;
};

export const TRANSACTION_STATUSES = [
  'INITIALIZED',
  'USED',
  'PROCESSING',
  'ACTION_REQUIRED',
  'ERRORED',
  'COMPLETED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A transaction as our server reads it back from the gateway (never from the browser). */
export type TransactionDetails = {
  transactionId: string;
  intent: string;
  status: TransactionStatus;
  expired: boolean;
  /** Gateway error such as user_cancelled (1010/1011), user_mismatch (1001), transaction_expired (1005). */
  error: { code: number | null; message: string } | null;
  response: TransactionResponse | null;
};

export type CreatedTransaction = {
  transactionId: string;
  expireAt: string;
  /** The smallcaseAuthToken the transaction was created with; the browser SDK needs the same one. */
  authToken: string;
};

export type BrokerProvider = {
  kind: 'sandbox' | 'smallcase';
  /** The partner id the web SDK is constructed with (`new scDK({ gateway })`). */
  gatewayName: string;
  /** Where the browser loads the gateway SDK from. */
  sdkUrl: string;
  /** A guest transaction when `authId` is null, else one for that connected user. */
  createTransaction(input: {
    authId: string | null;
    intent: GatewayIntent;
    securities?: SecurityOrderRequest[];
    notes?: string;
  }): Promise<CreatedTransaction>;
  transactionDetails(transactionId: string, authId: string | null): Promise<TransactionDetails>;
  /** The smallcaseAuthId inside a smallcaseAuthToken, after checking its signature; null for a guest token. */
  readAuthId(smallcaseAuthToken: string): Promise<string | null>;
};

/** The gateway refused a request (bad headers, bad orderConfig, unknown transaction). */
export class BrokerGatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BrokerGatewayError';
  }
}

/** The gateway could not be reached or answered something that is not its protocol. */
export class BrokerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BrokerUnavailableError';
  }
}

/**
 * The broker gateway's web SDK (smallcase scDK, integrations.md §2.3): loaded once as a script from
 * the URL the server names (the sandbox shim, or smallcase's own), then
 * `new scDK({ gateway, smallcaseAuthToken, config: { amo } }).triggerTransaction({ transactionId })`.
 */
import type { GatewayConfig } from '@tradecircle/domain';
import { fetchGatewayConfig } from './api.ts';

export interface GatewayOrder {
  tradingsymbol: string;
  transactionType: 'BUY' | 'SELL';
  quantity: number;
  filledQuantity: number;
  averagePrice: number;
  status: string;
}

export interface GatewayBatch {
  batchId: string;
  variety: string;
  status: string;
  orders: GatewayOrder[];
}

/** What triggerTransaction resolves with. */
export interface TransactionResponse {
  smallcaseAuthToken: string;
  broker: string;
  transactionId: string;
  orderBatches?: GatewayBatch[];
}

export interface Gateway {
  triggerTransaction(options: { transactionId: string; brokers?: string[] }): Promise<TransactionResponse>;
}

export type GatewayOptions = { gateway: string; authToken: string; amo: boolean };
/** Opens a gateway session; the flows take it as a parameter so tests can hand in a fake. */
export type GatewayFactory = (options: GatewayOptions) => Promise<Gateway>;

type ScDkConstructor = new (options: {
  gateway: string;
  smallcaseAuthToken: string;
  config?: { amo?: boolean };
}) => Gateway;

declare global {
  interface Window {
    scDK?: ScDkConstructor;
  }
}

/** A gateway rejection: smallcase's error string and, where it has one, its number (1010, 1011 ...). */
export class GatewayError extends Error {
  readonly code: number | null;

  constructor(message: string, code: number | null = null) {
    super(message);
    this.name = 'GatewayError';
    this.code = code;
  }
}

/** The SDK rejects with an Error whose message is the error string and whose `code` is its number. */
export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return new GatewayError(error.message, typeof code === 'number' ? code : null);
  }
  return new GatewayError(typeof error === 'string' ? error : 'internal_error');
}

const scriptLoads = new Map<string, Promise<void>>();

/** Adds the SDK script once per URL; resolves when `window.scDK` exists. A failed load may be retried. */
export function loadGatewayScript(url: string): Promise<void> {
  if (window.scDK) return Promise.resolve();
  const pending = scriptLoads.get(url);
  if (pending) return pending;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => (window.scDK ? resolve() : reject(new GatewayError('init_sdk'))));
    script.addEventListener('error', () => {
      script.remove();
      reject(new GatewayError('init_sdk'));
    });
    document.head.appendChild(script);
  });
  scriptLoads.set(url, loading);
  loading.catch(() => scriptLoads.delete(url));
  return loading;
}

let config: Promise<GatewayConfig> | null = null;

function gatewayConfig(): Promise<GatewayConfig> {
  config ??= fetchGatewayConfig().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** The real gateway: the server's SDK script, constructed for one transaction's token. */
export const openGateway: GatewayFactory = async ({ gateway, authToken, amo }) => {
  await loadGatewayScript((await gatewayConfig()).sdk_url);
  const ScDk = window.scDK;
  if (!ScDk) throw new GatewayError('init_sdk');
  return new ScDk({ gateway, smallcaseAuthToken: authToken, config: { amo } });
};

/** Tests only: forget the cached gateway config and script loads. */
export function resetGatewaySdk(): void {
  config = null;
  scriptLoads.clear();
}

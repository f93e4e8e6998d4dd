import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { getOrCreateSecret } from '../../db/secrets.ts';
import type { BrokerProvider } from '../../providers/broker/broker.provider.ts';
import {
  createGatewayClient,
  type GatewayCredentials,
  type GatewayHttpResponse,
  type GatewayTransport,
  verifyGatewayAuthToken,
} from '../../providers/broker/gateway-client.ts';
import { sandboxHoldings } from './sandbox-holdings.ts';
import { findNseInstruments, OrderConfigSchema, type SandboxMarket } from './sandbox-orders.ts';
import { createSandboxShim, DEFAULT_SANDBOX_FUNDS } from './sandbox-shim.ts';
import { createSandboxStore } from './sandbox-store.ts';

export const SANDBOX_GATEWAY_NAME = 'tradecircle-sandbox';
/** Where the server serves the sandbox SDK shim (broker-sandbox.routes.ts). */
export const SANDBOX_SDK_URL = '/backend/sandbox/broker/scdk.js';
const TRIGGER_WINDOW_MS = 5 * 60_000;
const COMPLETE_WINDOW_MS = 15 * 60_000;

const failure = (status: number, ...errors: string[]): GatewayHttpResponse => ({
  status,
  body: { success: false, errors, data: null },
});

const CreateBodySchema = z.object({
  intent: z.enum(['TRANSACTION', 'CONNECT', 'HOLDINGS_IMPORT'], {
    message: 'intent must be TRANSACTION, CONNECT or HOLDINGS_IMPORT',
  }),
  orderConfig: z.unknown().optional(),
  notes: z.string().max(256, 'notes must be at most 256 characters').optional(),
});

type Headers = Record<string, string | string[] | undefined>;

export type SandboxGatewayOptions = {
  db: AppDb;
  market: SandboxMarket;
  credentials: GatewayCredentials;
  now?: () => Date;
  /** Uniform in [0, 1); drives the fill slippage. */
  random?: () => number;
  fundsLimit?: number;
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * The sandbox gateway: smallcase's side of the protocol with its state in the database, so every
 * server instance serves the same transactions and a restart loses nothing. The server API (create,
 * transaction details) checks x-gateway-secret and the HS256 x-gateway-authtoken like smallcase does;
 * the shim API is what the sandbox scdk.js modal calls in the browser.
 */
export function createSandboxGateway(options: SandboxGatewayOptions) {
  const { db, market, credentials } = options;
  const now = options.now ?? (() => new Date());
  const store = createSandboxStore(db, now);

  const authenticate = async (
    gatewayName: string,
    headers: Headers,
  ): Promise<{ authId: string | null } | GatewayHttpResponse> => {
    if (gatewayName !== credentials.gatewayName) return failure(404, 'invalid_gateway');
    const secret = headers['x-gateway-secret'];
    if (typeof secret !== 'string' || !sameSecret(secret, credentials.apiSecret)) {
      return failure(401, 'Invalid or missing x-gateway-secret');
    }
    const token = headers['x-gateway-authtoken'];
    if (typeof token !== 'string' || token === '') return failure(401, 'Missing x-gateway-authtoken');
    let authId: string | null;
    try {
      authId = await verifyGatewayAuthToken(credentials.secret, token);
    } catch {
      return failure(401, 'invalid_jwt');
    }
    if (authId !== null && !(await store.findAccount(authId))) return failure(401, 'invalid_user_data');
    return { authId };
  };

  const api = {
    /** `POST /gateway/{name}/transaction` */
    createTransaction: async (input: {
      gatewayName: string;
      headers: Headers;
      body: unknown;
    }): Promise<GatewayHttpResponse> => {
      const auth = await authenticate(input.gatewayName, input.headers);
      if ('status' in auth) return auth;
      const body = CreateBodySchema.safeParse(input.body);
      if (!body.success) return failure(400, body.error.issues[0]!.message);
      let orderConfig: unknown = null;
      if (body.data.intent === 'TRANSACTION') {
        if (body.data.orderConfig === undefined)
          return failure(400, 'orderConfig is required for a TRANSACTION');
        const config = OrderConfigSchema.safeParse(body.data.orderConfig);
        if (!config.success) {
          const issue = config.error.issues[0]!;
          const where = issue.path.length > 0 ? `orderConfig.${issue.path.join('.')}: ` : '';
          return failure(400, issue.code === 'custom' ? issue.message : `${where}${issue.message}`);
        }
        const tickers = config.data.securities.map((entry) => entry.ticker);
        const instruments = await findNseInstruments(db, tickers);
        const unknown = tickers.filter((ticker) => !instruments.has(ticker));
        if (unknown.length > 0) return failure(400, `Unknown NSE ticker: ${unknown.join(', ')}`);
        orderConfig = config.data;
      }
      const createdAt = now();
      const transactionId = `TRX_${randomBytes(16).toString('hex')}`;
      const expireAt = new Date(createdAt.getTime() + TRIGGER_WINDOW_MS);
      await store.insertTransaction({
        transactionId,
        gatewayName: credentials.gatewayName,
        intent: body.data.intent,
        orderConfig,
        notes: body.data.notes ?? null,
        authId: auth.authId,
        createdAt,
        expireAt,
        completeBy: new Date(createdAt.getTime() + COMPLETE_WINDOW_MS),
      });
      return {
        status: 200,
        body: { success: true, errors: null, data: { transactionId, expireAt: expireAt.toISOString() } },
      };
    },

    /** `GET /v1/{name}/engine/transactiondetails?transactionId=` */
    transactionDetails: async (input: {
      gatewayName: string;
      headers: Headers;
      transactionId: string;
    }): Promise<GatewayHttpResponse> => {
      const auth = await authenticate(input.gatewayName, input.headers);
      if ('status' in auth) return auth;
      const found = await store.findTransaction(input.transactionId);
      if (!found) return failure(404, 'invalid_transactionId');
      const row = await store.settleExpiry(found);
      return {
        status: 200,
        body: {
          success: true,
          errors: null,
          data: {
            transaction: {
              transactionId: row.transactionId,
              intent: row.intent,
              status: row.status,
              expired: row.errorMessage === 'transaction_expired',
              authId: row.loginAuthId ?? row.authId,
              broker: row.broker,
              orderConfig: row.orderConfig,
              notes: row.notes,
              createdAt: row.createdAt.toISOString(),
              expireAt: row.expireAt.toISOString(),
              error: {
                value: row.errorMessage !== null,
                code: row.errorCode,
                message: row.errorMessage,
              },
              success: row.response ?? {},
            },
          },
        },
      };
    },
  };

  /** The in-process transport: the same requests the smallcase adapter sends over HTTPS. */
  const transport: GatewayTransport = async ({ method, path, headers, body }) => {
    const url = new URL(path, 'http://sandbox.invalid');
    const create = /^\/gateway\/([^/]+)\/transaction$/.exec(url.pathname);
    if (method === 'POST' && create) {
      return api.createTransaction({ gatewayName: decodeURIComponent(create[1]!), headers, body });
    }
    const details = /^\/v1\/([^/]+)\/engine\/transactiondetails$/.exec(url.pathname);
    if (method === 'GET' && details) {
      return api.transactionDetails({
        gatewayName: decodeURIComponent(details[1]!),
        headers,
        transactionId: url.searchParams.get('transactionId') ?? '',
      });
    }
    return failure(404, 'Not found');
  };

  const shim = createSandboxShim({
    store,
    market,
    credentials,
    now,
    random: options.random ?? Math.random,
    fundsLimit: options.fundsLimit ?? DEFAULT_SANDBOX_FUNDS,
    holdingsOf: (authId, at) => sandboxHoldings(db, authId, at),
  });

  return { credentials, transport, ...api, shim };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The sandbox's secrets are generated once and kept in the database, so every instance shares them. */
export async function loadSandboxCredentials(db: AppDb): Promise<GatewayCredentials> {
  const random = () => randomBytes(32).toString('base64url');
  return {
    gatewayName: SANDBOX_GATEWAY_NAME,
    secret: await getOrCreateSecret(db, 'broker_sandbox_secret', random),
    apiSecret: await getOrCreateSecret(db, 'broker_sandbox_api_secret', random),
  };
}

/** Our server's side of the sandbox: the same protocol client as the smallcase adapter, carried in process. */
export function createSandboxBrokerProvider(gateway: SandboxGateway): BrokerProvider {
  return createGatewayClient({
    kind: 'sandbox',
    credentials: gateway.credentials,
    sdkUrl: SANDBOX_SDK_URL,
    transport: gateway.transport,
  });
}

import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import {
  BrokerGatewayError,
  type BrokerProvider,
  BrokerUnavailableError,
  TRANSACTION_STATUSES,
  type TransactionDetails,
  type TransactionResponse,
} from './broker.provider.ts';

/** smallcase's three credentials (integrations.md §2.1). */
export type GatewayCredentials = {
  gatewayName: string;
  /** Signs the HS256 smallcaseAuthToken. */
  secret: string;
  /** Sent as x-gateway-secret on server-to-server calls. */
  apiSecret: string;
};

export type GatewayHttpRequest = {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/gateway/tradecircle/transaction`. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
};
export type GatewayHttpResponse = { status: number; body: unknown };
/** How gateway requests travel: fetch to smallcase, or straight into the sandbox gateway. */
export type GatewayTransport = (request: GatewayHttpRequest) => Promise<GatewayHttpResponse>;

const AUTH_TOKEN_TTL = '1d';
const textEncoder = new TextEncoder();

/** `{ smallcaseAuthId }` for a connected user, `{ guest: true }` otherwise; HS256, one day. */
export async function signGatewayAuthToken(secret: string, authId: string | null): Promise<string> {
  return new SignJWT(authId ? { smallcaseAuthId: authId } : { guest: true })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(AUTH_TOKEN_TTL)
    .sign(textEncoder.encode(secret));
}

/** Checks the signature and expiry; answers the smallcaseAuthId, or null for a guest token. */
export async function verifyGatewayAuthToken(secret: string, token: string): Promise<string | null> {
  const { payload } = await jwtVerify(token, textEncoder.encode(secret), { algorithms: ['HS256'] });
  if (typeof payload.smallcaseAuthId === 'string' && payload.smallcaseAuthId !== '') {
    return payload.smallcaseAuthId;
  }
  if (payload.guest === true) return null;
  throw new Error('The token names neither a smallcaseAuthId nor a guest');
}

const OrderSchema = z.object({
  tradingsymbol: z.string(),
  exchange: z.string(),
  transactionType: z.enum(['BUY', 'SELL']),
  orderType: z.enum(['MARKET', 'LIMIT']),
  product: z.string(),
  quantity: z.number(),
  filledQuantity: z.number(),
  averagePrice: z.number(),
  status: z.enum(['PLACED', 'REJECTED', 'CANCELLED', 'COMPLETE', 'ERROR', 'CANCELLED AMO', 'PARTIAL']),
  exchangeOrderId: z.string().nullish(),
  errorCode: z.string().nullish(),
  statusMessage: z.string().nullish(),
});

const BatchSchema = z.object({
  batchId: z.string(),
  transactionId: z.string(),
  variety: z.enum(['regular', 'amo']),
  status: z.string(),
  quantity: z.number(),
  filled: z.number(),
  buyAmount: z.number(),
  sellAmount: z.number(),
  completedDate: z.string().nullable(),
  orders: z.array(OrderSchema),
  unplaced: z.array(z.unknown()),
});

const ResponseSchema = z.object({
  smallcaseAuthToken: z.string(),
  broker: z.string(),
  transactionId: z.string(),
  notes: z.string().nullish(),
  orderBatches: z.array(BatchSchema).optional(),
  holdings: z
    .object({
      securities: z.array(
        z.object({
          ticker: z.string(),
          exchange: z.string(),
          quantity: z.number(),
          averagePrice: z.number(),
        }),
      ),
      lastUpdate: z.string(),
    })
    .optional(),
});

/**
 * `GET /v1/{gateway}/engine/transactiondetails` answers `{success, data: {transaction: {...}}}`
 * with the transaction's status, its error (`{value, code, message}`) and its response under
 * `success` (an empty object until there is one). [unverified] field names beyond status and the
 * response; older integrators read `data.transactionDetails`, which is accepted too.
 */
const TransactionWireSchema = z.object({
  transactionId: z.string(),
  intent: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  expired: z.boolean().optional(),
  error: z
    .object({ value: z.boolean(), code: z.number().nullish(), message: z.string().nullish() })
    .nullish(),
  success: z.union([ResponseSchema, z.object({}).strict()]).nullish(),
});

const DetailsEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.union([
    z.object({ transaction: TransactionWireSchema }),
    z.object({ transactionDetails: TransactionWireSchema }),
  ]),
});

export function parseTransactionDetails(body: unknown): TransactionDetails {
  const parsed = DetailsEnvelopeSchema.safeParse(body);
  if (!parsed.success) throw new BrokerUnavailableError('The broker gateway answered an unknown shape');
  const wire =
    'transaction' in parsed.data.data ? parsed.data.data.transaction : parsed.data.data.transactionDetails;
  const response = wire.success && 'smallcaseAuthToken' in wire.success ? wire.success : null;
  return {
    transactionId: wire.transactionId,
    intent: wire.intent,
    status: wire.status,
    expired: wire.expired ?? false,
    error: wire.error?.value
      ? { code: wire.error.code ?? null, message: wire.error.message ?? 'api_error' }
      : null,
    response: response as TransactionResponse | null,
  };
}

const CreatedSchema = z.object({
  success: z.literal(true),
  data: z.object({ transactionId: z.string().regex(/^TRX_[0-9a-f]{32}$/), expireAt: z.string() }),
});

function failureMessage(body: unknown, status: number): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join('; ');
  return `The broker gateway refused the request (HTTP ${status})`;
}

function checkAnswer(answer: GatewayHttpResponse): void {
  if (answer.status >= 500) {
    throw new BrokerUnavailableError(`The broker gateway failed (HTTP ${answer.status})`);
  }
  const success = (answer.body as { success?: unknown } | null)?.success;
  if (answer.status >= 400 || success !== true) {
    throw new BrokerGatewayError(answer.status, failureMessage(answer.body, answer.status));
  }
}

/** The partner side of the gateway protocol, whatever carries the requests. */
export function createGatewayClient(options: {
  kind: BrokerProvider['kind'];
  credentials: GatewayCredentials;
  sdkUrl: string;
  transport: GatewayTransport;
}): BrokerProvider {
  const { credentials, transport } = options;
  const name = encodeURIComponent(credentials.gatewayName);
  const headersFor = (authToken: string) => ({
    'x-gateway-secret': credentials.apiSecret,
    'x-gateway-authtoken': authToken,
    'content-type': 'application/json',
  });

  return {
    kind: options.kind,
    gatewayName: credentials.gatewayName,
    sdkUrl: options.sdkUrl,
    createTransaction: async ({ authId, intent, securities, notes }) => {
      const authToken = await signGatewayAuthToken(credentials.secret, authId);
      const body = {
        intent,
        ...(securities ? { orderConfig: { type: 'SECURITIES', securities } } : {}),
        ...(notes ? { notes } : {}),
      };
      const answer = await transport({
        method: 'POST',
        path: `/gateway/${name}/transaction`,
        headers: headersFor(authToken),
        body,
      });
      checkAnswer(answer);
      const created = CreatedSchema.safeParse(answer.body);
      if (!created.success) throw new BrokerUnavailableError('The broker gateway answered an unknown shape');
      return { ...created.data.data, authToken };
    },
    transactionDetails: async (transactionId, authId) => {
      const authToken = await signGatewayAuthToken(credentials.secret, authId);
      const answer = await transport({
        method: 'GET',
        path: `/v1/${name}/engine/transactiondetails?transactionId=${encodeURIComponent(transactionId)}`,
        headers: headersFor(authToken),
      });
      checkAnswer(answer);
      return parseTransactionDetails(answer.body);
    },
    readAuthId: (smallcaseAuthToken) => verifyGatewayAuthToken(credentials.secret, smallcaseAuthToken),
  };
}

import { type BrokerProvider, BrokerUnavailableError } from './broker.provider.ts';
import { createGatewayClient, type GatewayCredentials, type GatewayTransport } from './gateway-client.ts';

export const SMALLCASE_API_BASE = 'https://gatewayapi.smallcase.com';
export const SMALLCASE_SDK_URL = 'https://gateway.smallcase.com/scdk/2.0.0/scdk.js';
const REQUEST_TIMEOUT_MS = 10_000;

/** Requests to smallcase's gateway API over HTTPS; any network failure is a BrokerUnavailableError. */
export function createFetchTransport(
  apiBase = SMALLCASE_API_BASE,
  fetchImpl: typeof fetch = fetch,
): GatewayTransport {
  return async ({ method, path, headers, body }) => {
    let response: Response;
    try {
      response = await fetchImpl(`${apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new BrokerUnavailableError('The broker gateway is not reachable', { cause: error });
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  };
}

/** smallcase Gateway (SCGateway). Not reachable from the sandboxed machines; the sandbox speaks the same protocol. */
export function createSmallcaseBrokerProvider(
  credentials: GatewayCredentials,
  options: { apiBase?: string; fetchImpl?: typeof fetch } = {},
): BrokerProvider {
  return createGatewayClient({
    kind: 'smallcase',
    credentials,
    sdkUrl: SMALLCASE_SDK_URL,
    transport: createFetchTransport(options.apiBase, options.fetchImpl),
  });
}

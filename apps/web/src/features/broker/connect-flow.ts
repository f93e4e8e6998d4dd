/** Linking a broker account: a CONNECT transaction (broker login in the gateway), then the server links what the gateway reports. */
import type { BrokerAccount } from '@tradecircle/domain';
import { confirmBrokerConnect, startBrokerConnect } from './api.ts';
import { runGatewayLogin } from './gateway-login-flow.ts';
import type { GatewayFactory } from './gateway-sdk.ts';

export type ConnectResult = { ok: true; account: BrokerAccount } | { ok: false; message: string | null };

export async function connectBroker(options: { openGateway?: GatewayFactory } = {}): Promise<ConnectResult> {
  const result = await runGatewayLogin({
    start: startBrokerConnect,
    confirm: confirmBrokerConnect,
    failure: 'Could not connect your broker account',
    ...options,
  });
  return result.ok ? { ok: true, account: result.value } : result;
}

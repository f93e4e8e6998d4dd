/** Linking a broker account: a CONNECT transaction (broker login in the gateway), then the server links what the gateway reports. */
import type { BrokerAccount } from '@tradecircle/domain';
import { confirmBrokerConnect, startBrokerConnect } from './api.ts';
import { brokerFailureMessage } from './failure-message.ts';
import { type GatewayFactory, openGateway } from './gateway-sdk.ts';

export type ConnectResult = { ok: true; account: BrokerAccount } | { ok: false; message: string | null };

export async function connectBroker(options: { openGateway?: GatewayFactory } = {}): Promise<ConnectResult> {
  const open = options.openGateway ?? openGateway;
  try {
    const start = await startBrokerConnect();
    const gateway = await open({ gateway: start.gateway, authToken: start.auth_token, amo: false });
    await gateway.triggerTransaction({ transactionId: start.transactionId });
    return { ok: true, account: await confirmBrokerConnect(start.transactionId) };
  } catch (error) {
    return { ok: false, message: brokerFailureMessage(error, 'Could not connect your broker account') };
  }
}

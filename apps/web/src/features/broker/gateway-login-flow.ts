/**
 * A transaction that is a broker login in the gateway window, then a read of what the gateway
 * reports: linking a broker (CONNECT) and importing holdings (HOLDINGS_IMPORT) both run it.
 */
import type { ConnectStart } from '@tradecircle/domain';
import { brokerFailureMessage } from './failure-message.ts';
import { type GatewayFactory, openGateway } from './gateway-sdk.ts';

export type GatewayLoginResult<T> = { ok: true; value: T } | { ok: false; message: string | null };

export async function runGatewayLogin<T>(steps: {
  /** Our server creates the transaction. */
  start: () => Promise<ConnectStart>;
  /** Our server reads the finished transaction from the gateway. */
  confirm: (transactionId: string) => Promise<T>;
  /** What to say when a failure has no message of its own. */
  failure: string;
  openGateway?: GatewayFactory;
}): Promise<GatewayLoginResult<T>> {
  const open = steps.openGateway ?? openGateway;
  try {
    const start = await steps.start();
    const gateway = await open({ gateway: start.gateway, authToken: start.auth_token, amo: false });
    await gateway.triggerTransaction({ transactionId: start.transactionId });
    return { ok: true, value: await steps.confirm(start.transactionId) };
  } catch (error) {
    return { ok: false, message: brokerFailureMessage(error, steps.failure) };
  }
}

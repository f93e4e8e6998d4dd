import type { AppDb } from '../../db/client.ts';
import {
  createSandboxBrokerProvider,
  createSandboxGateway,
  loadSandboxCredentials,
  type SandboxGateway,
  type SandboxGatewayOptions,
  type SandboxMarket,
} from '../../sandboxes/broker/index.ts';
import type { BrokerProvider } from './broker.provider.ts';
import { createSmallcaseBrokerProvider } from './smallcase-broker.provider.ts';

export type { SandboxGateway, SandboxMarket } from '../../sandboxes/broker/index.ts';
export type { BrokerProvider } from './broker.provider.ts';

/**
 * BROKER_PROVIDER=sandbox (default): the local gateway (sandboxes/broker/), its secrets generated once
 * in the database. BROKER_PROVIDER=smallcase: SMALLCASE_GATEWAY_NAME, SMALLCASE_SECRET (signs the JWT)
 * and SMALLCASE_API_SECRET (x-gateway-secret) are all required.
 */
export type BrokerOptions =
  | ({ provider: 'sandbox'; db: AppDb; market: SandboxMarket } & Pick<
      SandboxGatewayOptions,
      'now' | 'random' | 'fundsLimit'
    >)
  | { provider: 'smallcase'; gatewayName: string; secret: string; apiSecret: string; apiBase?: string };

export type Broker = {
  provider: BrokerProvider;
  /** The sandbox gateway whose HTTP face brokerSandboxRoutes serves; undefined with the real provider. */
  sandbox: SandboxGateway | undefined;
};

export async function createBroker(options: BrokerOptions): Promise<Broker> {
  if (options.provider === 'smallcase') {
    const { gatewayName, secret, apiSecret, apiBase } = options;
    return {
      provider: createSmallcaseBrokerProvider({ gatewayName, secret, apiSecret }, { apiBase }),
      sandbox: undefined,
    };
  }
  const { db, market, now, random, fundsLimit } = options;
  const gateway = createSandboxGateway({
    db,
    market,
    credentials: await loadSandboxCredentials(db),
    now,
    random,
    fundsLimit,
  });
  return { provider: createSandboxBrokerProvider(gateway), sandbox: gateway };
}

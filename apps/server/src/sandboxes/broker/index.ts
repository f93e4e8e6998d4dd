// The sandbox broker gateway (BROKER_PROVIDER=sandbox): smallcase's side of the gateway protocol, its
// tables, its HTTP face and the scdk.js shim. providers/broker/index.ts chooses it; app.ts serves its routes.
export { brokerSandboxRoutes } from './broker-sandbox.routes.ts';
export {
  createSandboxBrokerProvider,
  createSandboxGateway,
  loadSandboxCredentials,
  SANDBOX_GATEWAY_NAME,
  SANDBOX_SDK_URL,
  type SandboxGateway,
  type SandboxGatewayOptions,
} from './sandbox-broker.provider.ts';
export type { SandboxMarket } from './sandbox-orders.ts';

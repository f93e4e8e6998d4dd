/** The broker feature's public entry: what other features and the shell use at once. Re-exports only. */
export { brokerName } from './broker-names.ts';
export { type GatewayLoginResult, runGatewayLogin } from './gateway-login-flow.ts';
export type { GatewayFactory } from './gateway-sdk.ts';
export {
  useBrokerAccount,
  useConnectBroker,
  useDisconnectBroker,
  useRealTradeEntry,
  useRealTradeExit,
  useTradingOverview,
} from './hooks.ts';
export { useTradeActions } from './use-trade-actions.ts';

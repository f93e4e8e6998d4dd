export { brokerName } from './broker-names.ts';
export { ConnectBrokerButton } from './components/connect-broker-button.tsx';
export { type ConnectResult, connectBroker } from './connect-flow.ts';
export { type Gateway, GatewayError, type GatewayFactory, openGateway } from './gateway-sdk.ts';
export {
  brokerKeys,
  useBrokerAccount,
  useConnectBroker,
  useRealTradeEntry,
  useRealTradeExit,
  useTradeActions,
} from './hooks.ts';
export { type EntryResult, type ExitResult, runRealTradeEntry, runRealTradeExit } from './real-trade-flow.ts';

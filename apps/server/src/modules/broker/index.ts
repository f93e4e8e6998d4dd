export { hasLinkedBrokerAccount, linkedBrokerAuthId } from './broker-account.service.ts';
export { callBroker } from './broker-calls.ts';
export { type RealTradeRoutesOptions, realTradeRoutes } from './real-trade.routes.ts';
export {
  confirmRealTradeFill,
  type RealTradeSweep,
  sweepUnconfirmedRealTrades,
} from './real-trade-entry.service.ts';

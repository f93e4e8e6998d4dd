import type { OrderType } from '../constants/trades.ts';
import type {
  BrokerAccountSchema,
  BrokerDisconnectSchema,
  ConfirmConnectRequestSchema,
  ConfirmOrderRequestSchema,
  ConnectStartSchema,
  EntryStateSchema,
  ExitOrderQuerySchema,
  ExitStateSchema,
  GatewayConfigSchema,
  OrderStartSchema,
  RealTradeQuerySchema,
  TradeActionsResponseSchema,
  TradeDetailPatchBodySchema,
  TradingOverviewSchema,
} from '../schemas/broker.ts';
import type { TradeActionResultSchema } from '../schemas/trade.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** Real trades' calls (trades.md §4 "Real trade flow", "Real exit flow", §7) and broker linking. */
export const BROKER_ENDPOINTS = {
  gateway: endpoint<{ response: Out<typeof GatewayConfigSchema> }>('GET', '/api/broker/gateway/'),
  account: endpoint<{ response: Out<typeof BrokerAccountSchema> }>('GET', '/api/broker/account/'),
  /** Forgets the caller's broker link (refused while a real trade is open). */
  disconnect: endpoint<{ response: Out<typeof BrokerDisconnectSchema> }>('DELETE', '/api/broker/account/'),
  /** The trading section: the link, real positions, trades awaiting the broker, recent closed ones, orders. */
  trading: endpoint<{ response: Out<typeof TradingOverviewSchema> }>('GET', '/api/broker/trading/'),
  connect: endpoint<{ response: Out<typeof ConnectStartSchema> }>('POST', '/api/broker/connect/'),
  confirmConnect: endpoint<{
    body: In<typeof ConfirmConnectRequestSchema>;
    response: Out<typeof BrokerAccountSchema>;
  }>('POST', '/api/broker/connect/confirm/'),
  tradeStart: endpoint<{
    query: In<typeof RealTradeQuerySchema>;
    response: Out<typeof OrderStartSchema>;
  }>('GET', '/api/order/trade-start/'),
  /** 200 Active (filled) or 202 still Inactive (after-market order placed). */
  confirmOrder: endpoint<{
    body: In<typeof ConfirmOrderRequestSchema>;
    response: Out<typeof EntryStateSchema>;
  }>('POST', '/api/order/confirm/'),
  tradeActions: endpoint<{
    query: In<typeof RealTradeQuerySchema>;
    response: Out<typeof TradeActionsResponseSchema>;
  }>('GET', '/api/order/trade-actions/'),
  /**
   * The broker takes market orders only: any order type may be sent, a limit order is refused with
   * the server's message.
   */
  exitOrder: endpoint<{
    query: Omit<In<typeof ExitOrderQuerySchema>, 'order_type'> & {
      order_type?: In<typeof ExitOrderQuerySchema>['order_type'] | OrderType;
    };
    response: Out<typeof OrderStartSchema>;
  }>('POST', '/api/order/exit-order/'),
  /**
   * The featured toggle (`request_type: featured`) answers the trade; a real exit's result answers
   * its state: 200 Closed (filled) or 202 still Active.
   */
  tradeDetailPatch: endpoint<{
    body: In<typeof TradeDetailPatchBodySchema>;
    response: Out<typeof TradeActionResultSchema> | Out<typeof ExitStateSchema>;
  }>('PATCH', '/api/trade/trade-detail-patch/'),
} as const;

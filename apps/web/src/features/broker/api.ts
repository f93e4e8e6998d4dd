/**
 * Real-trade calls (trades.md §4 "Real trade flow", "Real exit flow", §7) and broker linking.
 * Their refusals (400, 403, 404, 409, 503) are business answers handled by the flows, so the shared
 * catalogue neither shows them nor signs the user out (a 403 here is "not your trade").
 */
import type { OrderType } from '@tradecircle/domain';
import { request } from '../../api/request.ts';

const FLOW_STATUSES = [400, 403, 404, 409, 503] as const;

export type TradeAction = 'EXIT' | 'APPLY_SL' | 'APPLY_TG';

/** GET api/broker/gateway/: the gateway name and the SDK script the browser loads. */
export interface GatewayConfig {
  provider: 'sandbox' | 'smallcase';
  gateway: string;
  sdk_url: string;
}

export interface BrokerAccount {
  is_connected: boolean;
  broker: string | null;
}

/** trade-start and exit-order: what opens the broker gateway. */
export interface OrderStart {
  resp: { transactionId: string; expireAt: string };
  auth_token: string;
  gateway: string;
}

export interface ConnectStart {
  transactionId: string;
  expireAt: string;
  auth_token: string;
  gateway: string;
}

/** order/confirm: 200 Active (filled) or 202 still Inactive (after-market order placed). */
export interface EntryState {
  trade_id: number;
  status: string;
  entry_price: number;
  trade_live_time: string | null;
  message: string;
}

/** The trade-detail patch: 200 Closed (filled) or 202 still Active (after-market exit placed). */
export interface ExitState {
  trade_id: number;
  status: string;
  exit_price: number | null;
  closing_reason: string | null;
  trade_exit_type: boolean;
  trade_closing_time: string | null;
  message: string;
}

export interface TradeDetailPatch {
  trade_id: number;
  transaction_id: string;
  batch_id: string;
  auth_id: string;
  trade_action: TradeAction;
}

export function fetchGatewayConfig(): Promise<GatewayConfig> {
  return request<GatewayConfig>('api/broker/gateway/', { auth: 'none', keepPrevious: true });
}

export function fetchBrokerAccount(): Promise<BrokerAccount> {
  return request<BrokerAccount>('api/broker/account/');
}

export function startBrokerConnect(): Promise<ConnectStart> {
  return request<ConnectStart>('api/broker/connect/', { method: 'POST', handledStatuses: FLOW_STATUSES });
}

export function confirmBrokerConnect(transactionId: string): Promise<BrokerAccount> {
  return request<BrokerAccount>('api/broker/connect/confirm/', {
    method: 'POST',
    body: { transaction_id: transactionId },
    handledStatuses: FLOW_STATUSES,
  });
}

export function startTradeOrder(tradeId: number): Promise<OrderStart> {
  return request<OrderStart>('api/order/trade-start/', {
    query: { trade_id: tradeId },
    abortKey: `trade-start ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export function confirmTradeOrder(tradeId: number, transactionId: string): Promise<EntryState> {
  return request<EntryState>('api/order/confirm/', {
    method: 'POST',
    body: { trade_id: tradeId, transaction_id: transactionId },
    abortKey: `trade-confirm ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export function fetchTradeActions(tradeId: number): Promise<{ action_list: TradeAction[] }> {
  return request('api/order/trade-actions/', {
    query: { trade_id: tradeId },
    abortKey: `trade-actions ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

/** The broker takes market orders only for exits (a limit order is refused with a message). */
export function requestExitOrder(
  tradeId: number,
  action: TradeAction,
  orderType: OrderType = 'market_order',
): Promise<OrderStart> {
  return request<OrderStart>('api/order/exit-order/', {
    method: 'POST',
    query: { trade_id: tradeId, order_type: orderType, trade_action: action },
    abortKey: `exit-order ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export function patchTradeDetail(body: TradeDetailPatch): Promise<ExitState> {
  return request<ExitState>('api/trade/trade-detail-patch/', {
    method: 'PATCH',
    body,
    abortKey: `trade-detail-patch ${body.trade_id}`,
    handledStatuses: FLOW_STATUSES,
  });
}

/** The cleanup of a real trade the broker did not place (trades.md §8: deleted silently). */
export function discardTrade(tradeId: number): Promise<unknown> {
  return request('api/trade/delete-trade/', {
    method: 'POST',
    body: { id: tradeId },
    keepPrevious: true,
    handledStatuses: [400, 403, 404, 409, 440, 503],
  });
}

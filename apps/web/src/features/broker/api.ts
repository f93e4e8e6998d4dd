/**
 * Real-trade calls (trades.md §4 "Real trade flow", "Real exit flow", §7) and broker linking.
 * Their refusals (400, 403, 404, 409, 503) are business answers handled by the flows, so the shared
 * catalogue neither shows them nor signs the user out (a 403 here is "not your trade").
 */
import type {
  BrokerAccount,
  ConfirmConnectRequest,
  ConfirmOrderRequest,
  ConnectStart,
  EntryState,
  ExitState,
  GatewayConfig,
  OrderStart,
  OrderType,
  TradeAction,
  TradeActionsResponse,
  TradeDetailPatchRequest,
} from '@tradecircle/domain';
import { isJwtUsable } from '../../shared/api/jwt.ts';
import { apiUrl, request } from '../../shared/api/request.ts';
import { readSession } from '../../shared/api/session.ts';

const FLOW_STATUSES = [400, 403, 404, 409, 503] as const;

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
  const body: ConfirmConnectRequest = { transaction_id: transactionId };
  return request<BrokerAccount>('api/broker/connect/confirm/', {
    method: 'POST',
    body,
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
  const body: ConfirmOrderRequest = { trade_id: tradeId, transaction_id: transactionId };
  return request<EntryState>('api/order/confirm/', {
    method: 'POST',
    body,
    abortKey: `trade-confirm ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export function fetchTradeActions(tradeId: number): Promise<TradeActionsResponse> {
  return request('api/order/trade-actions/', {
    query: { trade_id: tradeId },
    abortKey: `trade-actions ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

/**
 * The broker takes market orders only for exits: a limit order is sent all the same and refused with
 * the server's message (so `orderType` is any order type, not only the exit query's).
 */
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

export function patchTradeDetail(body: TradeDetailPatchRequest): Promise<ExitState> {
  return request<ExitState>('api/trade/trade-detail-patch/', {
    method: 'PATCH',
    body,
    abortKey: `trade-detail-patch ${body.trade_id}`,
    handledStatuses: FLOW_STATUSES,
  });
}

/**
 * discardTrade for a page being left (pagehide): sent at once with keepalive, so the browser
 * delivers it after the page is gone, with the session's access token as it stands (no time to renew
 * an expired one, nor to read the answer). Without a usable token nothing is sent: the server's sweep
 * removes the trade within REAL_TRADE_CONFIRM_MINUTES.
 */
export function discardTradeOnLeave(tradeId: number): void {
  const { access } = readSession();
  if (!isJwtUsable(access, Date.now())) return;
  void fetch(apiUrl('api/trade/delete-trade/'), {
    method: 'POST',
    keepalive: true,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${access}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ id: tradeId }),
  }).catch(() => undefined);
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

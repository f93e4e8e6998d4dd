/**
 * Real-trade calls (trades.md §4 "Real trade flow", "Real exit flow", §7) and broker linking.
 * Their refusals (400, 403, 404, 409, 503) are business answers handled by the flows, so the shared
 * catalogue neither shows them nor signs the user out (a 403 here is "not your trade").
 */
import {
  BROKER_ENDPOINTS,
  type BrokerAccount,
  type BrokerDisconnect,
  type ConnectStart,
  type EntryState,
  type ExitState,
  type GatewayConfig,
  type OrderStart,
  type OrderType,
  TRADE_ENDPOINTS,
  type TradeAction,
  type TradeActionsResponse,
  type TradeDetailPatchRequest,
  type TradingOverview,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import { isJwtUsable } from '../../shared/api/jwt.ts';
import { readSession } from '../../shared/api/session.ts';

const FLOW_STATUSES = [400, 403, 404, 409, 503] as const;

export function fetchGatewayConfig(): Promise<GatewayConfig> {
  return call(BROKER_ENDPOINTS.gateway, { auth: 'none', keepPrevious: true });
}

export function fetchBrokerAccount(): Promise<BrokerAccount> {
  return call(BROKER_ENDPOINTS.account, {});
}

/** The trading section: the link, real positions, trades awaiting the broker, closed ones, orders and totals. */
export function fetchTradingOverview(): Promise<TradingOverview> {
  return call(BROKER_ENDPOINTS.trading, {});
}

/** Forgets the broker link; a 409 (a real trade still open) is the flow's to show. */
export function disconnectBroker(): Promise<BrokerDisconnect> {
  return call(BROKER_ENDPOINTS.disconnect, { handledStatuses: FLOW_STATUSES });
}

export function startBrokerConnect(): Promise<ConnectStart> {
  return call(BROKER_ENDPOINTS.connect, { handledStatuses: FLOW_STATUSES });
}

export function confirmBrokerConnect(transactionId: string): Promise<BrokerAccount> {
  return call(BROKER_ENDPOINTS.confirmConnect, {
    body: { transaction_id: transactionId },
    handledStatuses: FLOW_STATUSES,
  });
}

export function startTradeOrder(tradeId: number): Promise<OrderStart> {
  return call(BROKER_ENDPOINTS.tradeStart, {
    query: { trade_id: tradeId },
    abortKey: `trade-start ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export function confirmTradeOrder(tradeId: number, transactionId: string): Promise<EntryState> {
  return call(BROKER_ENDPOINTS.confirmOrder, {
    body: { trade_id: tradeId, transaction_id: transactionId },
    abortKey: `trade-confirm ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export function fetchTradeActions(tradeId: number): Promise<TradeActionsResponse> {
  return call(BROKER_ENDPOINTS.tradeActions, {
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
  return call(BROKER_ENDPOINTS.exitOrder, {
    query: { trade_id: tradeId, order_type: orderType, trade_action: action },
    abortKey: `exit-order ${tradeId}`,
    handledStatuses: FLOW_STATUSES,
  });
}

export async function patchTradeDetail(body: TradeDetailPatchRequest): Promise<ExitState> {
  const answer = await call(BROKER_ENDPOINTS.tradeDetailPatch, {
    body,
    abortKey: `trade-detail-patch ${body.trade_id}`,
    handledStatuses: FLOW_STATUSES,
  });
  // A real exit's result (no request_type) is answered with the exit's state, never the featured trade.
  return answer as ExitState;
}

/** What a page being left does not answer: the server's refusals are only logged, never shown. */
const LEFT_PAGE_STATUSES = [400, 401, 403, 404, 409, 440, 503] as const;

/**
 * discardTrade for a page being left (pagehide): sent at once with keepalive, so the browser
 * delivers it after the page is gone, with the session's access token as it stands (no time to renew
 * an expired one, nor to read the answer). Without a usable token nothing is sent: the server's sweep
 * removes the trade within REAL_TRADE_CONFIRM_MINUTES.
 */
export function discardTradeOnLeave(tradeId: number): void {
  const { access } = readSession();
  if (!isJwtUsable(access, Date.now())) return;
  void call(TRADE_ENDPOINTS.deleteTrade, {
    body: { id: tradeId },
    bearer: access,
    keepalive: true,
    keepPrevious: true,
    handledStatuses: LEFT_PAGE_STATUSES,
  }).catch(() => undefined);
}

/** The cleanup of a real trade the broker did not place (trades.md §8: deleted silently). */
export function discardTrade(tradeId: number): Promise<unknown> {
  return call(TRADE_ENDPOINTS.deleteTrade, {
    body: { id: tradeId },
    keepPrevious: true,
    handledStatuses: [400, 403, 404, 409, 440, 503],
  });
}

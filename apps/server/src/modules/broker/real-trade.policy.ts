import type { TradeAction } from '@tradecircle/domain';
import type { OrderSide, TransactionDetails } from '../../providers/broker/broker.provider.ts';

export const CLOSING_REASON_BY_ACTION = {
  EXIT: 'manual',
  APPLY_SL: 'stop_loss',
  APPLY_TG: 'target',
} as const satisfies Record<TradeAction, string>;

export const ACTION_REFUSALS: Record<TradeAction, string> = {
  EXIT: 'Only a live trade can be exited',
  APPLY_SL: 'Apply SL is not available: the live price has not reached the stop loss',
  APPLY_TG: 'Apply TG is not available: the live price has not reached the target',
};

type LadderPosition = { tradeType: 'Buy' | 'Sell'; stopLoss: number; targetPrice: number };

/**
 * EXIT always; APPLY_SL once the live price is at or beyond the current stop loss (Buy: at or below,
 * Sell: at or above); APPLY_TG once it is at or beyond the current target. No live price: EXIT only.
 */
export function availableActions(trade: LadderPosition, livePrice: number | undefined): TradeAction[] {
  const actions: TradeAction[] = ['EXIT'];
  if (livePrice === undefined) return actions;
  const isBuy = trade.tradeType === 'Buy';
  if (isBuy ? livePrice <= trade.stopLoss : livePrice >= trade.stopLoss) actions.push('APPLY_SL');
  if (isBuy ? livePrice >= trade.targetPrice : livePrice <= trade.targetPrice) actions.push('APPLY_TG');
  return actions;
}

export const entrySide = (tradeType: 'Buy' | 'Sell'): OrderSide => (tradeType === 'Buy' ? 'BUY' : 'SELL');
export const exitSide = (tradeType: 'Buy' | 'Sell'): OrderSide => (tradeType === 'Buy' ? 'SELL' : 'BUY');

/** Shares to order: one per lot for cash equity, the contract's lot size for futures and options; null for an index. */
export function orderQuantity(
  lots: number,
  security: { instrumentType: string; lotSize: number | null },
): number | null {
  if (security.instrumentType === 'INDEX') return null;
  if (security.instrumentType === 'EQ') return lots;
  return security.lotSize ? lots * security.lotSize : null;
}

export type ExpectedOrder = { ticker: string; side: OrderSide; quantity: number };

export type OrderOutcome =
  | { kind: 'filled'; averagePrice: number; batchIds: string[] }
  /** After-market order placed; it fills when the market opens. */
  | { kind: 'pending' }
  /** The user has not finished in the gateway yet (and it has not expired). */
  | { kind: 'unfinished' }
  | { kind: 'failed'; message: string };

const GATEWAY_ERROR_MESSAGES: Record<string, string> = {
  user_cancelled: 'The broker order was cancelled',
  transaction_expired: 'The broker transaction expired',
  user_mismatch: 'You logged in with a different broker account than the one linked to TradeCircle',
  market_closed: 'The market is closed',
};

const gatewayFailure = (error: string) =>
  GATEWAY_ERROR_MESSAGES[error] ?? `The broker order failed (${error})`;

/**
 * Reads what the gateway says happened to our order. Filled only when every order of the batches is
 * COMPLETE, on our ticker and side, for the whole quantity; the price is the quantity-weighted average.
 */
export function orderOutcome(details: TransactionDetails, expected: ExpectedOrder): OrderOutcome {
  if (details.error) return { kind: 'failed', message: gatewayFailure(details.error.message) };
  if (details.expired) return { kind: 'failed', message: gatewayFailure('transaction_expired') };
  if (details.status === 'ERRORED') return { kind: 'failed', message: gatewayFailure('api_error') };
  if (details.status === 'PROCESSING') return { kind: 'pending' };
  if (details.status !== 'COMPLETED') return { kind: 'unfinished' };

  const batches = details.response?.orderBatches ?? [];
  const orders = batches.flatMap((batch) => batch.orders);
  if (orders.length === 0) return { kind: 'failed', message: gatewayFailure('no_order') };
  const refused = orders.find((order) => order.status !== 'COMPLETE');
  if (refused) {
    const reason = refused.statusMessage || refused.errorCode || refused.status;
    return { kind: 'failed', message: `The broker did not fill the order: ${reason}` };
  }
  const matches = orders.every(
    (order) => order.tradingsymbol === expected.ticker && order.transactionType === expected.side,
  );
  const filled = orders.reduce((sum, order) => sum + order.filledQuantity, 0);
  if (!matches || filled !== expected.quantity) {
    return { kind: 'failed', message: 'The broker filled a different order than the one requested' };
  }
  const paise = orders.reduce(
    (sum, order) => sum + order.filledQuantity * Math.round(order.averagePrice * 100),
    0,
  );
  return {
    kind: 'filled',
    averagePrice: Math.round(paise / filled) / 100,
    batchIds: batches.map((batch) => batch.batchId),
  };
}

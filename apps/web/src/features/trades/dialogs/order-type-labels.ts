import type { OrderType } from '@tradecircle/domain';

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  market_order: 'Market order',
  limit_order: 'Limit order',
};

/** A market order's entry, in the form and the review: the live price, not a typed one. */
export const MARKET_PRICE_LABEL = 'Market price';

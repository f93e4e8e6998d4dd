import type { OrderType } from '@tradecircle/domain';

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  market_order: 'Market order',
  limit_order: 'Limit order',
};

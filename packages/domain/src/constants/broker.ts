/** What the owner of a real live trade may send to the broker (trades.md §4 "Real exit flow"). */
export const TRADE_ACTIONS = ['EXIT', 'APPLY_SL', 'APPLY_TG'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

/** The order types the broker's exit order takes: market orders only, under either name. */
export const BROKER_EXIT_ORDER_TYPES = ['market_order', 'MARKET'] as const;
export type BrokerExitOrderType = (typeof BROKER_EXIT_ORDER_TYPES)[number];

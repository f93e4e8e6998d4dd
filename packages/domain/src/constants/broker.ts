/** What the owner of a real live trade may send to the broker (trades.md §4 "Real exit flow"). */
export const TRADE_ACTIONS = ['EXIT', 'APPLY_SL', 'APPLY_TG'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

/** The order types the broker's exit order takes: market orders only, under either name. */
export const BROKER_EXIT_ORDER_TYPES = ['market_order', 'MARKET'] as const;
export type BrokerExitOrderType = (typeof BROKER_EXIT_ORDER_TYPES)[number];

/**
 * How long a real trade may wait for its broker to confirm the entry (the order filled, the trade
 * Live) before the server settles it with the broker: 30 minutes, twice the gateway's 15 minutes to
 * complete an order (integrations.md §2.2), so a user still in the gateway is never cut off, while a
 * trade left behind by a closed tab goes within the half hour (and the job's period). Until then the
 * trade is its owner's alone; an after-market order the broker holds is kept past it.
 */
export const REAL_TRADE_CONFIRM_MINUTES = 30;

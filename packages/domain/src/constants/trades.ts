/** Trade enums and options from trades.md §3, §4 and §9. */
export const TRADE_STATUSES = ['Inactive', 'Active', 'Closed', 'expired'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  Inactive: 'Upcoming',
  Active: 'Live',
  Closed: 'Closed',
  expired: 'expired',
};

export const TRADE_TYPES = ['Buy', 'Sell'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

export const TRADE_VISIBILITIES = ['followers', 'private', 'group'] as const;
export type TradeVisibility = (typeof TRADE_VISIBILITIES)[number];

export const ORDER_TYPES = ['market_order', 'limit_order'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const CHART_RANGES = ['1W', '1M', '3M', '6M', '1Y', 'All'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The time-series call's filter values for each chart chip. */
export const CHART_RANGE_FILTERS: Record<ChartRange, string> = {
  '1W': '1WEEK',
  '1M': '1MONTH',
  '3M': '3MONTH',
  '6M': '6MONTH',
  '1Y': '1YEAR',
  All: 'ALL',
};

export const TRADE_DEFAULTS = {
  tradeType: 'Buy',
  lots: 1,
  isReal: false,
  orderType: 'market_order',
  visibility: 'followers',
} as const;

export const WATCHLIST_TYPES = ['trade', 'stock'] as const;
export type WatchlistType = (typeof WATCHLIST_TYPES)[number];

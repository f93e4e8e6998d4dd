/** Trade enums and options from trades.md §3, §4 and §9. */
import type { HistoryRange } from './market.ts';

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

/**
 * market_order: the entry is the live price when the trade is posted, and a virtual trade is Live at
 * once. limit_order: the entry is the price the user typed, and the trade waits Upcoming for it.
 */
export const ORDER_TYPES = ['market_order', 'limit_order'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * The highest price a trade may carry, ₹1 crore: far above any listed share, index or contract, and
 * well inside the trades' money columns (numeric(14, 2), up to ₹9,99,99,99,99,999.99) with room for
 * P&L of lots × lot size.
 */
export const MAX_TRADE_PRICE = 10_000_000;

/** Comments a page: the trade detail carries the first page, the comments call the others. */
export const TRADE_COMMENTS_PAGE_SIZE = 10;
/** The comments call's orders; the detail dialog shows comments oldest first. */
export const COMMENT_ORDERS = ['oldest', 'newest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

export const CHART_RANGES = ['1W', '1M', '3M', '6M', '1Y', 'All'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The time-series call's filter values for each chart chip. */
export const CHART_RANGE_FILTERS: Record<ChartRange, HistoryRange> = {
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

/**
 * Holding durations (trades.md §2). `window_days` is how long a trade may stay open: an Upcoming trade
 * expires when its window passes, a Live one is closed at the live price (docs/architecture.md).
 */
export const TRADE_DURATIONS = [
  { id: 1, name: 'Intra-day-BTST', name_to_show: 'Intra-day-BTST (1~2 days)', window_days: 2 },
  { id: 2, name: 'Short term', name_to_show: 'Short term (1~2 weeks)', window_days: 14 },
  { id: 3, name: 'Intermediate', name_to_show: 'Intermediate (2~6 weeks)', window_days: 42 },
  { id: 4, name: 'Long term', name_to_show: 'Long term (>6 weeks)', window_days: 182 },
] as const;
export type TradeDuration = (typeof TRADE_DURATIONS)[number];
export type TradeDurationId = TradeDuration['id'];
/** Short term stays in duration-list but the trade form hides it (§2). */
export const HIDDEN_FORM_DURATION_IDS: readonly number[] = [2];

export function findDuration(id: number): TradeDuration | undefined {
  return TRADE_DURATIONS.find((duration) => duration.id === id);
}

/** Futures-and-options products. */
export const FNO_PRODUCTS = ['NRML', 'MIS'] as const;
export type FnoProduct = (typeof FNO_PRODUCTS)[number];

/**
 * Why a trade closed. `expiry`: its futures or options contract expired, and it closed at the
 * contract's settlement price (15:30 IST on the expiry date).
 */
export const TRADE_CLOSING_REASONS = ['target', 'stop_loss', 'window_end', 'manual', 'expiry'] as const;
export type TradeClosingReason = (typeof TRADE_CLOSING_REASONS)[number];

/** 'nse': prices move only in NSE's normal market (Mon-Fri 09:15-15:30 IST); 'always': every minute of every day. */
export type MarketMode = 'nse' | 'always';

export type InstrumentType = 'EQ' | 'INDEX';

/** The chart ranges of the security detail page (`time-series-price` filters, trades spec §7). */
export const HISTORY_RANGES = ['1WEEK', '1MONTH', '3MONTH', '6MONTH', '1YEAR', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export type SecurityInput = {
  id: number;
  symbol: string;
  instrumentType: InstrumentType;
  /** A recent close (the seed's close_price): the simulator's previous close on the day it starts. */
  referencePrice: number;
  /** Standard deviation of daily log returns, e.g. 0.015; defaults per instrument type (see price-path.ts). */
  dailyVolatility?: number;
  /** Daily price band as a fraction of the previous close (0.1 = 10%); null = no band. Default: EQ 0.1, INDEX none. */
  priceBand?: number | null;
};

export type Quote = {
  securityId: number;
  livePrice: number;
  previousClose: number;
  /** livePrice - previousClose, exact to the paisa. */
  change: number;
  /** change / previousClose in percent, rounded to 2 decimals. */
  changePercent: number;
  dayOpen: number;
  dayHigh: number;
  dayLow: number;
  updatedAt: Date;
};

/**
 * One OHLC bar, every price on the tick grid. `time` is epoch seconds: for intraday bars the real
 * start of the bar; for daily bars 00:00 UTC of the IST trading date, so a chart that treats times
 * as UTC (Lightweight Charts) shows the right date without shifting.
 */
export type Candle = { time: number; open: number; high: number; low: number; close: number };

export type TickListener = (quotes: Quote[]) => void;

export interface MarketFeedProvider {
  /** Starts the timer; `onTick` receives one batch per tick interval (only quotes whose price changed). */
  start(onTick: TickListener): void;
  stop(): void;
  getQuote(securityId: number): Quote | undefined;
  /** Quotes for the known ids, in the order asked; unknown ids are left out. */
  getQuotes(securityIds: readonly number[]): Quote[];
  /** Candles up to `now` (default: the provider's clock), oldest first; [] for an unknown id. */
  history(securityId: number, range: HistoryRange, now?: Date): Candle[];
  /**
   * Dev/test call: the next tick of this security is exactly `price` rounded to its tick, and the walk
   * continues from there. Returns false for an unknown id; throws RangeError for a non-positive price.
   */
  setNextPrice(securityId: number, price: number): boolean;
  isMarketOpen(now?: Date): boolean;
}

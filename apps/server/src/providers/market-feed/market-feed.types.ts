import type { HistoryRange } from '@tradecircle/domain';

/** 'nse': prices move only in NSE's normal market (Mon-Fri 09:15-15:30 IST); 'always': every minute of every day. */
export type MarketMode = 'nse' | 'always';

/** The simulated asset classes; a derivative carries its underlying's (which picks its tick table and volatility). */
export type InstrumentType = 'EQ' | 'INDEX';

/** Futures, call options and put options, priced from their underlying (see derivatives.ts). */
export type DerivativeKind = 'FUT' | 'CE' | 'PE';

/** The chart ranges of the security detail page (`time-series-price` filters): the domain's HISTORY_RANGES. */
export type { HistoryRange };

export type SecurityInput = {
  id: number;
  symbol: string;
  /** For a derivative: its underlying's type (checked). */
  instrumentType: InstrumentType;
  /**
   * A recent close (the seed's close_price): the simulator's previous close on the day it starts.
   * Not used for a derivative, whose price always comes from its underlying.
   */
  referencePrice: number;
  /** Standard deviation of daily log returns, e.g. 0.015; defaults per instrument type (see price-path.ts). */
  dailyVolatility?: number;
  /** Daily price band as a fraction of the previous close (0.1 = 10%); null = no band. Default: EQ 0.1, INDEX none. */
  priceBand?: number | null;
  /** Set for futures and options, which then also need underlyingId and expiry (and options a strike). */
  kind?: DerivativeKind;
  /** A security in the same list that is not itself a derivative. */
  underlyingId?: number;
  /** 'YYYY-MM-DD' (IST); trading ends at 15:30 IST that day and the price then rests at settlement. */
  expiry?: string;
  /** Options only. */
  strike?: number;
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
   * continues from there. For a derivative the underlying moves to where the model gives that price
   * (so its other contracts move too). Returns false for an unknown id or an expired contract; throws
   * RangeError for a non-positive price.
   */
  setNextPrice(securityId: number, price: number): boolean;
  isMarketOpen(now?: Date): boolean;
  /**
   * Securities added to the table since the feed started (a new futures and options series): those
   * it does not know yet are priced and ticked from now on, as if they had been there from the start;
   * ids it knows are skipped. A contract's underlying must be known or among them. Answers how many
   * it added; throws RangeError (adding none) for a list it cannot take.
   */
  addSecurities(securities: readonly SecurityInput[]): number;
}

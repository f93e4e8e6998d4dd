export { toContractTickPaise } from './derivatives.ts';
export { INTRADAY_BUCKET_SECONDS, INTRADAY_DAYS } from './history.ts';
export type {
  Candle,
  DerivativeKind,
  HistoryRange,
  InstrumentType,
  MarketFeedProvider,
  MarketMode,
  Quote,
  SecurityInput,
  TickListener,
} from './market-feed.types.ts';
export {
  createTradingCalendar,
  isMarketOpen,
  NSE_CLOSE_SECONDS,
  NSE_OPEN_SECONDS,
  sessionPosition,
  type TradingCalendar,
} from './market-hours.ts';
export { DEFAULT_DAILY_VOLATILITY, DEFAULT_EQ_PRICE_BAND } from './price-path.ts';
export { createMarketSimulator, type MarketSimulator, type MarketSimulatorOptions } from './simulator.ts';
export { roundToTick, tickSize, tickSizePaise, toTickPaise } from './tick-size.ts';

/** Securities and their prices (trades.md §3, §7). */
export const EXCHANGES = ['NSE', 'BSE'] as const;

/** Cash equity, an index, or a futures-and-options contract. */
export const INSTRUMENT_TYPES = ['EQ', 'INDEX', 'FUT', 'CE', 'PE'] as const;
export type InstrumentType = (typeof INSTRUMENT_TYPES)[number];

/** The futures-and-options instrument types: their quantity is lots x the contract's lot size. */
export const DERIVATIVE_INSTRUMENT_TYPES = ['FUT', 'CE', 'PE'] as const;

export function isDerivativeInstrument(instrumentType: string): boolean {
  return (DERIVATIVE_INSTRUMENT_TYPES as readonly string[]).includes(instrumentType);
}

/** The time-series call's `filters`: intraday candles for 1WEEK, daily candles for the longer ranges. */
export const HISTORY_RANGES = ['1WEEK', '1MONTH', '3MONTH', '6MONTH', '1YEAR', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

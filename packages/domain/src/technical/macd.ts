import { ema } from './moving-averages.ts';

export interface MacdPoint {
  macd: number;
  signal: number;
  histogram: number;
}

/**
 * MACD line = EMA(fast) - EMA(slow), signal = EMA(signalPeriod) of the MACD line, histogram = the
 * difference. Compact like the averages: the first point belongs to close index
 * `slow - 1 + signalPeriod - 1`; too few closes give `[]`.
 */
export function macd(closes: readonly number[], fast = 12, slow = 26, signalPeriod = 9): MacdPoint[] {
  const slowLine = ema(closes, slow);
  if (slowLine.length === 0) return [];
  const fastLine = ema(closes, fast).slice(slow - fast);
  const macdLine = slowLine.map((value, i) => (fastLine[i] as number) - value);
  const signalLine = ema(macdLine, signalPeriod);
  const offset = signalPeriod - 1;
  return signalLine.map((signal, i) => {
    const value = macdLine[i + offset] as number;
    return { macd: value, signal, histogram: value - signal };
  });
}

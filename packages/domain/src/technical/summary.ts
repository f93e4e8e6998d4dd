import { macd } from './macd.ts';
import { ema, sma } from './moving-averages.ts';
import { rsi } from './rsi.ts';

export const TECHNICAL_RATINGS = ['Strong Sell', 'Sell', 'Neutral', 'Buy', 'Strong Buy'] as const;
export type TechnicalRating = (typeof TECHNICAL_RATINGS)[number];

export type IndicatorSignal = 'Buy' | 'Sell' | 'Neutral';
export type RsiZone = 'Oversold' | 'Neutral' | 'Overbought';

export const RSI_PERIOD = 14;
export const RSI_OVERSOLD = 30;
export const RSI_OVERBOUGHT = 70;

export interface IndicatorReading {
  /** e.g. 'SMA 20', 'EMA 50', 'RSI 14', 'MACD 12,26,9'. */
  name: string;
  /** null when the series is too short for the indicator; it then counts for nothing. */
  value: number | null;
  signal: IndicatorSignal;
}

export interface TechnicalSummary {
  /** The last close. */
  price: number | null;
  /** Price against SMA 20/50/200 and EMA 20/50: above = Buy, below = Sell. */
  movingAverages: IndicatorReading[];
  /** RSI 14 (Wilder): under 30 oversold = Buy, over 70 overbought = Sell. */
  rsi: IndicatorReading & { zone: RsiZone | null };
  /** MACD 12,26,9: MACD line above its signal line = Buy, below = Sell. */
  macd: IndicatorReading & { signalLine: number | null; histogram: number | null };
  /** Indicators with a value only. */
  counts: { buy: number; sell: number; neutral: number };
  rating: TechnicalRating;
  /** (buy - sell) / indicators with a value, from -1 to 1; 0 when none has a value. */
  score: number;
}

const MOVING_AVERAGES = [
  { name: 'SMA 20', average: sma, period: 20 },
  { name: 'SMA 50', average: sma, period: 50 },
  { name: 'SMA 200', average: sma, period: 200 },
  { name: 'EMA 20', average: ema, period: 20 },
  { name: 'EMA 50', average: ema, period: 50 },
] as const;

/** Buy/sell signals from daily closes (oldest first) and an overall rating. */
export function technicalSummary(closes: readonly number[]): TechnicalSummary {
  const price = closes.at(-1) ?? null;

  const movingAverages: IndicatorReading[] = MOVING_AVERAGES.map(({ name, average, period }) => {
    const value = average(closes, period).at(-1) ?? null;
    return { name, value, signal: price === null || value === null ? 'Neutral' : compare(price, value) };
  });

  const rsiValue = rsi(closes, RSI_PERIOD).at(-1) ?? null;
  const zone = rsiValue === null ? null : rsiZone(rsiValue);
  const rsiReading = {
    name: `RSI ${RSI_PERIOD}`,
    value: rsiValue,
    zone,
    signal: zone === 'Oversold' ? 'Buy' : zone === 'Overbought' ? 'Sell' : 'Neutral',
  } satisfies TechnicalSummary['rsi'];

  const lastMacd = macd(closes).at(-1) ?? null;
  const macdReading = {
    name: 'MACD 12,26,9',
    value: lastMacd?.macd ?? null,
    signalLine: lastMacd?.signal ?? null,
    histogram: lastMacd?.histogram ?? null,
    signal: lastMacd ? compare(lastMacd.macd, lastMacd.signal) : 'Neutral',
  } satisfies TechnicalSummary['macd'];

  const counted = [...movingAverages, rsiReading, macdReading].filter((reading) => reading.value !== null);
  const counts = {
    buy: counted.filter((reading) => reading.signal === 'Buy').length,
    sell: counted.filter((reading) => reading.signal === 'Sell').length,
    neutral: counted.filter((reading) => reading.signal === 'Neutral').length,
  };
  const score = counted.length === 0 ? 0 : (counts.buy - counts.sell) / counted.length;

  return {
    price,
    movingAverages,
    rsi: rsiReading,
    macd: macdReading,
    counts,
    rating: ratingFor(score),
    score,
  };
}

export function rsiZone(value: number): RsiZone {
  if (value < RSI_OVERSOLD) return 'Oversold';
  if (value > RSI_OVERBOUGHT) return 'Overbought';
  return 'Neutral';
}

/** Thresholds as the common technical-rating widgets use them: |score| >= 0.5 strong, >= 0.1 plain. */
export function ratingFor(score: number): TechnicalRating {
  if (score >= 0.5) return 'Strong Buy';
  if (score >= 0.1) return 'Buy';
  if (score <= -0.5) return 'Strong Sell';
  if (score <= -0.1) return 'Sell';
  return 'Neutral';
}

function compare(value: number, reference: number): IndicatorSignal {
  if (value > reference) return 'Buy';
  if (value < reference) return 'Sell';
  return 'Neutral';
}

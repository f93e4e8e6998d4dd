import type { Candle, HistoryRange } from './market-feed.types.ts';
import type { SessionPosition } from './market-hours.ts';
import { SECONDS_PER_DAY } from './market-hours.ts';
import { DayWalker, type LogCandle, type SecurityPath } from './price-path.ts';
import { roundToTick } from './tick-size.ts';

/** '1WEEK' is intraday: 15-minute candles of the last 5 trading days (25 per NSE session). */
export const INTRADAY_BUCKET_SECONDS = 15 * 60;
export const INTRADAY_DAYS = 5;

/** Calendar months covered by the daily ranges; '1MONTH' is daily too (about 21 candles). */
const RANGE_MONTHS: Record<Exclude<HistoryRange, '1WEEK'>, number> = {
  '1MONTH': 1,
  '3MONTH': 3,
  '6MONTH': 6,
  '1YEAR': 12,
  ALL: 60,
};

/** The same date `months` earlier (clamped to the month's last day), as an IST day number. */
export function monthsBefore(day: number, months: number): number {
  const date = new Date(day * SECONDS_PER_DAY * 1000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfMonth)) / 1000 / SECONDS_PER_DAY;
}

function toCandle(time: number, log: LogCandle, path: SecurityPath): Candle {
  const type = path.instrumentType;
  return {
    time,
    open: roundToTick(Math.exp(log.open), type),
    high: roundToTick(Math.exp(log.high), type),
    low: roundToTick(Math.exp(log.low), type),
    close: roundToTick(Math.exp(log.close), type),
  };
}

/** A day's candle up to session second `second`, walked minute by minute (minute era) or sampled. */
export function dayCandleLog(path: SecurityPath, idx: number, second: number): LogCandle {
  const ctx = path.context;
  if (idx < ctx.minuteEraStartIdx && second >= ctx.calendar.sessionSeconds) {
    return path.sampledDayCandle(path.shape(idx));
  }
  const walker = new DayWalker(path, idx);
  walker.advanceTo(second);
  return { open: walker.open, high: walker.high, low: walker.low, close: walker.current };
}

/**
 * Daily candles from the first trading day on or after the same date `months` earlier, through the
 * current session (its candle partial while the session runs).
 */
function dailyCandles(path: SecurityPath, position: SessionPosition, months: number): Candle[] {
  const { days } = path.context;
  const lastIdx = days.indexAtOrBefore(position.day);
  const firstIdx = Math.max(1, days.indexAtOrBefore(monthsBefore(position.day, months) - 1) + 1);
  const candles: Candle[] = [];
  const full = path.context.calendar.sessionSeconds;
  for (let idx = firstIdx; idx <= lastIdx; idx++) {
    const log = dayCandleLog(path, idx, idx === lastIdx ? position.second : full);
    candles.push(toCandle(days.dayAt(idx) * SECONDS_PER_DAY, log, path));
  }
  return candles;
}

function intradayCandles(path: SecurityPath, position: SessionPosition, bucketSeconds: number): Candle[] {
  const { days, calendar } = path.context;
  const lastIdx = days.indexAtOrBefore(position.day);
  const candles: Candle[] = [];
  for (let idx = Math.max(1, lastIdx - INTRADAY_DAYS + 1); idx <= lastIdx; idx++) {
    const walker = new DayWalker(path, idx);
    const openEpoch = walker.shape.openEpoch;
    let bucket = -1;
    let current: LogCandle | null = null;
    const flush = () => {
      if (current) candles.push(toCandle(openEpoch + bucket * bucketSeconds, current, path));
    };
    const add = (minute: number, open: number, high: number, low: number, close: number) => {
      const b = Math.floor((minute * 60) / bucketSeconds);
      if (b !== bucket || !current) {
        flush();
        bucket = b;
        current = { open, high, low, close };
        return;
      }
      if (high > current.high) current.high = high;
      if (low < current.low) current.low = low;
      current.close = close;
    };
    walker.advanceTo(idx === lastIdx ? position.second : calendar.sessionSeconds, add);
    if (!walker.isComplete) {
      const part = walker.partial;
      add(walker.minute, part.open, part.high, part.low, walker.current);
    }
    flush();
  }
  return candles;
}

export function historyCandles(path: SecurityPath, range: HistoryRange, position: SessionPosition): Candle[] {
  if (range === '1WEEK') return intradayCandles(path, position, INTRADAY_BUCKET_SECONDS);
  return dailyCandles(path, position, RANGE_MONTHS[range]);
}

import type { MarketMode } from './market-feed.types.ts';

/** IST is UTC+05:30 all year (no daylight saving), so a constant offset is exact. */
export const IST_OFFSET_SECONDS = 19_800;
export const SECONDS_PER_DAY = 86_400;
/** NSE normal market 09:15-15:30 IST, as seconds after IST midnight. */
export const NSE_OPEN_SECONDS = 9 * 3600 + 15 * 60;
export const NSE_CLOSE_SECONDS = 15 * 3600 + 30 * 60;
export const NSE_SESSION_SECONDS = NSE_CLOSE_SECONDS - NSE_OPEN_SECONDS;

/** IST calendar day number: days since 1970-01-01 in IST. */
export function istDayNumber(epochSeconds: number): number {
  return Math.floor((epochSeconds + IST_OFFSET_SECONDS) / SECONDS_PER_DAY);
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** 'YYYY-MM-DD' of an IST day number. */
export function dayNumberToIsoDate(day: number): string {
  return new Date(day * SECONDS_PER_DAY * 1000).toISOString().slice(0, 10);
}

export function isoDateToDayNumber(isoDate: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(ms)) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  }
  return ms / 1000 / SECONDS_PER_DAY;
}

/** 1970-01-01 was a Thursday; 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * Which days trade and when their session runs. 'nse': Mon-Fri minus `holidays`, 09:15-15:30 IST.
 * 'always' (demos): every calendar day is one continuous session from 00:00 to 24:00 IST, so a day's
 * close at midnight is exactly the next day's open and prices move at night and on weekends.
 */
export interface TradingCalendar {
  readonly mode: MarketMode;
  /** Length of every session in seconds (a whole number of minutes). */
  readonly sessionSeconds: number;
  isTradingDay(day: number): boolean;
  /** Epoch seconds at which the session of `day` opens. */
  sessionOpen(day: number): number;
  isOpen(epochSeconds: number): boolean;
}

export type CalendarOptions = {
  mode: MarketMode;
  /** Exchange holidays as IST 'YYYY-MM-DD' dates (used in 'nse' mode). */
  holidays?: readonly string[];
};

export function createTradingCalendar({ mode, holidays = [] }: CalendarOptions): TradingCalendar {
  if (mode === 'always') {
    return {
      mode,
      sessionSeconds: SECONDS_PER_DAY,
      isTradingDay: () => true,
      sessionOpen: (day) => day * SECONDS_PER_DAY - IST_OFFSET_SECONDS,
      isOpen: () => true,
    };
  }
  const holidayDays = new Set(holidays.map(isoDateToDayNumber));
  const isTradingDay = (day: number) => {
    const dow = weekday(day);
    return dow !== 0 && dow !== 6 && !holidayDays.has(day);
  };
  const sessionOpen = (day: number) => day * SECONDS_PER_DAY - IST_OFFSET_SECONDS + NSE_OPEN_SECONDS;
  return {
    mode,
    sessionSeconds: NSE_SESSION_SECONDS,
    isTradingDay,
    sessionOpen,
    isOpen: (t) => {
      const day = istDayNumber(t);
      const open = sessionOpen(day);
      return isTradingDay(day) && t >= open && t < open + NSE_SESSION_SECONDS;
    },
  };
}

/** Is the market open at `now`? 15:30:00 IST itself is closed (the session is [09:15, 15:30)). */
export function isMarketOpen(now: Date, mode: MarketMode = 'nse', holidays: readonly string[] = []): boolean {
  return createTradingCalendar({ mode, holidays }).isOpen(epochSeconds(now));
}

/** Guards the day loops against a holiday list that closes the market for good. */
const MAX_CLOSED_DAYS = 366;

export function previousTradingDay(calendar: TradingCalendar, day: number): number {
  for (let d = day - 1; d > day - MAX_CLOSED_DAYS; d--) if (calendar.isTradingDay(d)) return d;
  throw new RangeError(`No trading day in the ${MAX_CLOSED_DAYS} days before ${dayNumberToIsoDate(day)}`);
}

export function nextTradingDay(calendar: TradingCalendar, day: number): number {
  for (let d = day + 1; d < day + MAX_CLOSED_DAYS; d++) if (calendar.isTradingDay(d)) return d;
  throw new RangeError(`No trading day in the ${MAX_CLOSED_DAYS} days after ${dayNumberToIsoDate(day)}`);
}

/** Where the price path stands at a wall-clock instant. */
export type SessionPosition = {
  /** The latest trading day whose session opened at or before the instant (the "current session"). */
  day: number;
  /** Seconds into that session, capped at its length: outside hours the path rests at the last close. */
  second: number;
};

/**
 * Before 09:15 on a trading day, at weekends and on holidays the current session is the previous
 * trading day's, at its close; so "previous close" is always the close of the trading day before.
 */
export function sessionPosition(calendar: TradingCalendar, epochSecondsNow: number): SessionPosition {
  let day = istDayNumber(epochSecondsNow);
  if (!calendar.isTradingDay(day) || epochSecondsNow < calendar.sessionOpen(day)) {
    day = previousTradingDay(calendar, day);
  }
  const second = Math.min(epochSecondsNow - calendar.sessionOpen(day), calendar.sessionSeconds);
  return { day, second };
}

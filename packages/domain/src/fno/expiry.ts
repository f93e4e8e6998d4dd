/**
 * NSE's monthly F&O calendar. Monthly contracts expire on the last Tuesday of their month; NSE moved
 * every equity-derivative expiry from Thursday to Tuesday for contracts expiring from 1 Sep 2025, so
 * earlier months expire on their last Thursday (Aug 2025: Thu 28 Aug; Sep 2025: Tue 30 Sep).
 * Exchange holidays are ignored here: when the expiry day is a trading holiday NSE moves the expiry
 * to the previous trading day, which these functions do not do.
 * Dates are IST calendar dates as 'YYYY-MM-DD'.
 */

const DAY_MS = 86_400_000;
const TUESDAY = 2;
const THURSDAY = 4;
const TUESDAY_EXPIRIES_FROM = Date.UTC(2025, 8, 1);
/** Trading in an expiring contract stops at the close of the F&O normal market. */
export const FNO_EXPIRY_TIME_IST = '15:30';
/** NSE's three-month cycle: near, next and far month contracts trade at any time. */
const CONTRACT_CYCLE_MONTHS = 3;

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function parseIsoDate(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms) || isoDate(ms) !== date) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  return ms;
}

/** The monthly expiry date of a month (month 1-12): its last Tuesday (last Thursday before Sep 2025). */
export function monthlyExpiry(year: number, month: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const weekday = Date.UTC(year, month - 1, 1) >= TUESDAY_EXPIRIES_FROM ? TUESDAY : THURSDAY;
  const lastDay = Date.UTC(year, month, 0);
  const daysBack = (new Date(lastDay).getUTCDay() - weekday + 7) % 7;
  return isoDate(lastDay - daysBack * DAY_MS);
}

/**
 * The next `count` monthly expiries on or after `date` (a contract still trades on its expiry day),
 * e.g. from 2026-11-20: ['2026-11-24', '2026-12-29'].
 */
export function monthlyExpiriesFrom(date: string, count: number): string[] {
  const start = new Date(parseIsoDate(date));
  const expiries: string[] = [];
  for (let offset = 0; expiries.length < count; offset++) {
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1));
    const expiry = monthlyExpiry(month.getUTCFullYear(), month.getUTCMonth() + 1);
    if (expiry >= date) expiries.push(expiry);
  }
  return expiries;
}

/** The instant trading in a contract ends: 15:30 IST on its expiry date. */
export function expiryInstant(expiry: string): Date {
  parseIsoDate(expiry);
  return new Date(`${expiry}T${FNO_EXPIRY_TIME_IST}:00+05:30`);
}

/** A contract expiring on `expiry` no longer trades at `now`: from 15:30 IST on its expiry date on. */
export function isContractExpired(expiry: string, now: Date): boolean {
  return now.getTime() >= expiryInstant(expiry).getTime();
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * The earliest expiry date whose contracts still trade at `now`: today (IST) until 15:30 IST, then
 * tomorrow. A contract is live exactly when its expiry is on or after it (as SQL compares dates).
 */
export function earliestLiveExpiry(now: Date): string {
  const today = isoDate(now.getTime() + IST_OFFSET_MS);
  return isContractExpired(today, now) ? isoDate(parseIsoDate(today) + DAY_MS) : today;
}

/** Calendar time between two instants (epoch ms) in years of 365 days (ACT/365), never below 0. */
export function yearsBetween(fromMs: number, toMs: number): number {
  return toMs > fromMs ? (toMs - fromMs) / (365 * DAY_MS) : 0;
}

/** Calendar time from `now` to the expiry instant in years (ACT/365), never below 0. */
export function yearsToExpiry(expiry: string, now: Date): number {
  return yearsBetween(now.getTime(), expiryInstant(expiry).getTime());
}

/**
 * The first trading date of a monthly contract: NSE introduces a new far-month contract on the day
 * after the near month expires, so a contract lists the day after the monthly expiry three months
 * before its own (Nov 2026 lists on 26 Aug 2026, after the 25 Aug 2026 expiry).
 */
export function monthlyContractListingDate(expiry: string): string {
  const expiryMonth = new Date(parseIsoDate(expiry));
  const earlier = new Date(
    Date.UTC(expiryMonth.getUTCFullYear(), expiryMonth.getUTCMonth() - CONTRACT_CYCLE_MONTHS, 1),
  );
  const previous = monthlyExpiry(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1);
  return isoDate(parseIsoDate(previous) + DAY_MS);
}

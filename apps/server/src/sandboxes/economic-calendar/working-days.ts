/**
 * Civil dates in India and the working days of the central government's offices in Delhi, which the
 * publishers' release rules count in ("the next working day if the 12th is a holiday").
 *
 * A date is a `Date` at 00:00 UTC of that calendar day, used only for its year, month and day.
 */

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

export const civilDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The IST calendar day of an instant. */
export function istDateOf(instant: Date): Date {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The instant of a time of day (IST) on a civil date. */
export function atIst(date: Date, hours: number, minutes = 0): Date {
  return new Date(date.getTime() + (hours * 60 + minutes) * 60_000 - IST_OFFSET_MS);
}

/** Holidays on the same date every year (DoPT's compulsory list). */
const FIXED_HOLIDAYS = new Set(['01-26', '08-15', '10-02', '12-25']);

/**
 * The movable holidays of central government offices in Delhi, from DoPT's lists for 2025 and 2026
 * (the Islamic festivals as notified; they may move with the moon). Only a holiday on a release day
 * changes a date; two did in 2025 (Holi on 14 March moved WPI to the 17th, Buddha Purnima on 12 May
 * moved CPI to the 13th). Ambedkar Jayanti (14 April) was declared a closed holiday for 2025.
 */
const MOVABLE_HOLIDAYS = new Set([
  '2025-03-14',
  '2025-03-31',
  '2025-04-10',
  '2025-04-14',
  '2025-04-18',
  '2025-05-12',
  '2025-06-07',
  '2025-07-06',
  '2025-08-16',
  '2025-09-05',
  '2025-10-20',
  '2025-11-05',
  '2026-03-04',
  '2026-03-21',
  '2026-03-31',
  '2026-04-03',
  '2026-05-01',
  '2026-05-27',
  '2026-06-26',
  '2026-08-26',
  '2026-09-04',
  '2026-10-20',
  '2026-11-08',
  '2026-11-24',
]);

/** The last year whose holiday list we hold: dates computed for later years may move for a holiday. */
export const HOLIDAYS_KNOWN_THROUGH = 2026;

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const iso = isoDate(date);
  return !FIXED_HOLIDAYS.has(iso.slice(5)) && !MOVABLE_HOLIDAYS.has(iso);
}

/** The date itself when it is a working day, else the next one. */
export function onOrAfterWorkingDay(date: Date): Date {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

export function nextWorkingDay(date: Date): Date {
  return onOrAfterWorkingDay(addDays(date, 1));
}

/** The last working day of a month (1-12). */
export function lastWorkingDayOfMonth(year: number, month: number): Date {
  let day = civilDate(year, month + 1, 0);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

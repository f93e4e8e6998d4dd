/**
 * Times are shown in India Standard Time whatever the viewer's clock says. IST is UTC+05:30 all year
 * (India has kept no daylight saving time since 1945), so the two display formats shift by the
 * fixed offset and read UTC fields: no time zone database and no date library in the pages that
 * show a time (dayjs with its zone plugins is ~4 kB compressed of a card list's first load).
 * inIndia (india-dayjs.ts) is there for date arithmetic.
 */
export type DateInput = Date | string | number;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type IndiaFields = { year: number; month: string; day: number; hours: number; minutes: string };

function indiaFields(input: DateInput): IndiaFields {
  const shifted = new Date(new Date(input).getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: MONTHS[shifted.getUTCMonth()]!,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: String(shifted.getUTCMinutes()).padStart(2, '0'),
  };
}

/**
 * The app's one time format (trades.md: h:mm A D MMM), on trade cards and everywhere else a time is
 * shown (issue 27: the `HH:mm, D MMM` variant is gone): `3:05 PM 9 May`.
 */
export function formatTradeTime(input: DateInput): string {
  const { month, day, hours, minutes } = indiaFields(input);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} ${day} ${month}`;
}

/** Calendar date as `D MMM YYYY`: `9 May 2022`. */
export function formatDate(input: DateInput): string {
  const { year, month, day } = indiaFields(input);
  return `${day} ${month} ${year}`;
}

/** The IST calendar date as `YYYY-MM-DD`: `2026-05-09` (what date-only fields are compared with). */
export function indiaIsoDate(input: DateInput): string {
  const shifted = new Date(new Date(input).getTime() + IST_OFFSET_MS);
  return shifted.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 IST of the IST day `input` falls in ("today" for the lists that count a day in India). */
export function indiaDayStart(input: DateInput): Date {
  const shifted = new Date(input).getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/**
 * 00:00 IST of a `YYYY-MM-DD` day, or undefined for text of another shape or a day the calendar
 * does not have (2026-02-30 is refused, not rolled over to March).
 */
export function indiaMidnightOf(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight.getTime()) || utcMidnight.toISOString().slice(0, 10) !== day) return undefined;
  return new Date(utcMidnight.getTime() - IST_OFFSET_MS);
}

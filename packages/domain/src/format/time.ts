/**
 * Times are shown in India Standard Time whatever the viewer's clock says. IST is UTC+05:30 all year
 * (India has kept no daylight saving time since 1945), so the three display formats shift by the
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

/** Trade card time, `h:mm A D MMM`: `3:05 PM 9 May`. */
export function formatTradeTime(input: DateInput): string {
  const { month, day, hours, minutes } = indiaFields(input);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} ${day} ${month}`;
}

/** Timestamp display of the constants table, `HH:mm, D MMM`: `15:05, 9 May`. */
export function formatTimestamp(input: DateInput): string {
  const { month, day, hours, minutes } = indiaFields(input);
  return `${String(hours).padStart(2, '0')}:${minutes}, ${day} ${month}`;
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

/**
 * How a webinar's when and how long read (groups-and-payments.md §2 Webinars, §9): the date as a
 * full weekday date, the time as h:mmA. The Webinar answer already carries the IST date (YYYY-MM-DD)
 * and time (HH:mm), so these read those strings as they are: no time zone arithmetic.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The months' full English names, January first. */
export const FULL_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-12-05` -> `Saturday, 5 December 2026`; text that is not a real date is returned unchanged. */
export function formatWebinarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 would roll over to March: not a day the calendar has.
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) return date;
  return `${WEEKDAYS[calendarDay.getUTCDay()]}, ${day} ${FULL_MONTH_NAMES[month - 1]} ${year}`;
}

/** `18:30` -> `6:30PM`, `00:05` -> `12:05AM`; text that is not an HH:mm time is returned unchanged. */
export function formatWebinarTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]}${hours < 12 ? 'AM' : 'PM'}`;
}

/** `1` -> `1 hour`, `2` -> `2 hours`. */
export function formatWebinarDuration(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

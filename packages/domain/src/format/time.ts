/** Times are shown in India Standard Time whatever the viewer's clock says. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from '../constants/app.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = Date | string | number;

/** Trade card time, `h:mm A D MMM`: `3:05 PM 9 May`. */
export function formatTradeTime(input: DateInput): string {
  return inIndia(input).format('h:mm A D MMM');
}

/** Timestamp display of the constants table, `HH:mm, D MMM`: `15:05, 9 May`. */
export function formatTimestamp(input: DateInput): string {
  return inIndia(input).format('HH:mm, D MMM');
}

/** Calendar date as `D MMM YYYY`: `9 May 2022`. */
export function formatDate(input: DateInput): string {
  return inIndia(input).format('D MMM YYYY');
}

export function inIndia(input: DateInput): dayjs.Dayjs {
  return dayjs(input).tz(TIME_ZONE);
}

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from '../constants/app.ts';
import type { DateInput } from './time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A dayjs in India time, for date arithmetic and free formats (the report PDF, the upload form's months). */
export function inIndia(input: DateInput): dayjs.Dayjs {
  return dayjs(input).tz(TIME_ZONE);
}

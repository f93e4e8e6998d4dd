import { indiaMidnightOf } from '../format/time.ts';
import { FORM_MESSAGES } from '../validation/messages.ts';

/**
 * Webinars (groups-and-payments.md §2 Webinars, §3 Webinar, §4, §5; issue 31): an expert's live
 * session at a date and time in India, for a duration in hours, free or paid, at a level. Its status
 * follows the clock: Upcoming before it starts, Ongoing while it runs, Closed after.
 */
export const WEBINAR_STATUSES = ['Upcoming', 'Ongoing', 'Closed'] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];

export const WEBINAR_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type WebinarLevel = (typeof WEBINAR_LEVELS)[number];

export const WEBINAR_LIMITS = {
  /** groups-and-payments.md §5 and §9. */
  title: 50,
  /** A card cuts the description with 'Read More' above this many words (§9). */
  readMoreWords: 32,
  /** The description's rich text, as HTML before it is sanitised. */
  description: 20_000,
  /** Whole hours; a session of a day at most. */
  durationHours: 24,
  /** Rupees, whole. */
  price: 1_000_000,
  meetingUrl: 2000,
  name: 100,
  email: 254,
} as const;

export const WEBINAR_MESSAGES = {
  required: FORM_MESSAGES.required,
  onlyNumbers: FORM_MESSAGES.onlyNumbers,
  invalidEmail: FORM_MESSAGES.invalidEmail,
  invalidPhone: FORM_MESSAGES.invalidPhone,
  titleTooLong: `At most ${WEBINAR_LIMITS.title} characters`,
  descriptionTooLong: `At most ${WEBINAR_LIMITS.description} characters`,
  level: 'Choose Beginner, Intermediate or Advanced',
  date: 'Give the date as YYYY-MM-DD',
  time: 'Give the time as HH:mm (24-hour)',
  duration: `Whole hours from 1 to ${WEBINAR_LIMITS.durationHours}`,
  price: `At most ₹${WEBINAR_LIMITS.price.toLocaleString('en-IN')}`,
  startsInPast: 'The webinar must start in the future',
  meetingUrl: 'Give the meeting link as an https:// address',
  created: 'Webinar created successfully',
  notFound: 'Webinar not found',
  closed: 'This webinar has closed',
  ownWebinar: 'You cannot register for your own webinar',
  alreadyRegistered: 'You are already registered for this webinar',
  paid: 'This is a paid webinar: register by paying for it',
  registered: 'Registered',
} as const;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** When a webinar on `date` (YYYY-MM-DD) at `time` (HH:mm, 24-hour) in India starts, or undefined. */
export function webinarStartsAt(date: string, time: string): Date | undefined {
  const midnight = indiaMidnightOf(date);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!midnight || !match) return undefined;
  return new Date(midnight.getTime() + Number(match[1]) * HOUR_MS + Number(match[2]) * 60_000);
}

/** The IST date (YYYY-MM-DD) and time (HH:mm) of an instant, as the Webinar answer carries them. */
export function webinarDateAndTime(startsAt: Date): { date: string; time: string } {
  const shifted = new Date(startsAt.getTime() + IST_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Upcoming before the start, Ongoing until start + duration, Closed from then on. */
export function webinarStatusAt(startsAt: Date, durationHours: number, now: Date): WebinarStatus {
  if (now.getTime() < startsAt.getTime()) return 'Upcoming';
  return now.getTime() < startsAt.getTime() + durationHours * HOUR_MS ? 'Ongoing' : 'Closed';
}

/** Whether the register button shows (§4): not for a Closed webinar, nor for its owner. */
export function canRegisterForWebinar(webinar: { status: WebinarStatus; is_my_webinar: boolean }): boolean {
  return webinar.status !== 'Closed' && !webinar.is_my_webinar;
}

/** A reminder goes to registered users this long before the start. */
export const WEBINAR_REMINDER_BEFORE_MS = HOUR_MS;

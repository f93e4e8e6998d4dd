import { type EconomicCalendarResponse, indiaDayStart, indiaMidnightOf } from '@tradecircle/domain';
import { badRequest } from '../../http/app-error.ts';
import type { EconomicCalendarProvider } from '../../providers/economic-calendar/index.ts';
import { presentEconomicEvent } from './economic-calendar.presenter.ts';

const DAY_MS = 86_400_000;
/** The default window: 30 days back to 60 ahead of today (IST). */
export const CALENDAR_DAYS_BACK = 30;
export const CALENDAR_DAYS_AHEAD = 60;
export const CALENDAR_MAX_DAYS = 366;
/** The only currency the calendar holds events for. */
const CALENDAR_CURRENCY = 'INR';

function dayOrRefuse(field: 'from' | 'to', text: string): Date {
  const day = indiaMidnightOf(text);
  if (!day) throw badRequest(`${field} is not a calendar date`, { [field]: ['Not a calendar date'] });
  return day;
}

/**
 * The days asked for, both included, as [start, end) instants: both given, or one given and the
 * other the default span (90 days) away from it, or the default window around today.
 */
export function calendarWindow(query: { from?: string; to?: string }, now: Date): { start: Date; end: Date } {
  const span = (CALENDAR_DAYS_BACK + CALENDAR_DAYS_AHEAD) * DAY_MS;
  const from = query.from === undefined ? undefined : dayOrRefuse('from', query.from);
  const to = query.to === undefined ? undefined : dayOrRefuse('to', query.to);
  const firstDay =
    from ??
    (to
      ? new Date(to.getTime() - span)
      : new Date(indiaDayStart(now).getTime() - CALENDAR_DAYS_BACK * DAY_MS));
  const lastDay = to ?? new Date(firstDay.getTime() + span);
  if (firstDay > lastDay) {
    throw badRequest('from must be on or before to', { from: ['Must be on or before to'] });
  }
  if (lastDay.getTime() - firstDay.getTime() > CALENDAR_MAX_DAYS * DAY_MS) {
    throw badRequest(
      `The calendar shows at most ${CALENDAR_MAX_DAYS} days: to must be at most ${CALENDAR_MAX_DAYS} days after from`,
      {
        to: [`At most ${CALENDAR_MAX_DAYS} days after from`],
      },
    );
  }
  return { start: firstDay, end: new Date(lastDay.getTime() + DAY_MS) };
}

/** The calendar's events in the window, by time; another currency than INR has none. */
export function listEconomicEvents(options: {
  provider: EconomicCalendarProvider;
  query: { currency: string; from?: string; to?: string };
  now: Date;
}): EconomicCalendarResponse {
  const { start, end } = calendarWindow(options.query, options.now);
  if (options.query.currency.trim().toUpperCase() !== CALENDAR_CURRENCY) return { events: [] };
  const events = options.provider
    .events(start, end)
    .filter((event) => event.currency === CALENDAR_CURRENCY)
    .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id.localeCompare(b.id));
  return { events: events.map(presentEconomicEvent) };
}

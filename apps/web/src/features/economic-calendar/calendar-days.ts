/** Splitting and grouping the calendar's events by India days (pure, so the page only draws). */
import type { EconomicEvent } from '@tradecircle/domain';

/** platform.md §9: the calendar is 800 px tall. */
export const ECONOMIC_CALENDAR_HEIGHT_PX = 800;
/** platform.md §9: the calendar's currency filter; INR is the only currency we publish. */
export const CALENDAR_CURRENCIES = ['INR'] as const;
/** Days read before and after today (the server allows at most 366 in all). */
export const CALENDAR_WINDOW_DAYS = 90;

export type CalendarView = 'upcoming' | 'past';

export interface CalendarDay {
  /** IST date, `YYYY-MM-DD`. */
  day: string;
  events: EconomicEvent[];
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function inIst(time: number): Date {
  return new Date(time + IST_OFFSET_MS);
}

/** The IST date `YYYY-MM-DD` of a moment. */
export function istDay(time: number | string): string {
  return inIst(new Date(time).getTime()).toISOString().slice(0, 10);
}

/** The IST clock time `HH:mm` of a moment. */
export function istTime(time: string): string {
  return inIst(new Date(time).getTime()).toISOString().slice(11, 16);
}

/** From `days` before today to `days` after it, as the call's `from` and `to`. */
export function calendarWindow(now: number, days = CALENDAR_WINDOW_DAYS): { from: string; to: string } {
  return { from: istDay(now - days * DAY_MS), to: istDay(now + days * DAY_MS) };
}

/**
 * Upcoming: events from `now` on, soonest first. Past: earlier ones, latest first. Grouped by IST day.
 */
export function calendarDays(
  events: readonly EconomicEvent[],
  now: number,
  view: CalendarView,
): CalendarDay[] {
  const timed = events.map((event) => ({ event, at: new Date(event.scheduled_at).getTime() }));
  const chosen = timed
    .filter(({ at }) => (view === 'upcoming' ? at >= now : at < now))
    .sort((a, b) => (view === 'upcoming' ? a.at - b.at : b.at - a.at));
  const days: CalendarDay[] = [];
  for (const { event, at } of chosen) {
    const day = istDay(at);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

/** `Thursday, 12 Nov 2026`, led by Today, Tomorrow or Yesterday when it is one of them. */
export function dayLabel(day: string, now: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  const label = `${weekday}, ${date} ${MONTHS[month - 1]} ${year}`;
  const near = {
    [istDay(now)]: 'Today',
    [istDay(now + DAY_MS)]: 'Tomorrow',
    [istDay(now - DAY_MS)]: 'Yesterday',
  };
  return near[day] ? `${near[day]} · ${label}` : label;
}

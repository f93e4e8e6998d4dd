/** The economic calendar call of docs/api.md "Discovery (issue 19)", public. */
import { useQuery } from '@tanstack/react-query';
import { ECONOMIC_CALENDAR_ENDPOINTS, type EconomicCalendarQuery } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** IST dates, `YYYY-MM-DD`, both included. */
export type CalendarQuery = EconomicCalendarQuery;

export const calendarKeys = {
  all: ['economic-calendar'] as const,
  events: (query: CalendarQuery) => [...calendarKeys.all, query] as const,
};

export function fetchEconomicCalendar(query: CalendarQuery, signal?: AbortSignal) {
  return call(ECONOMIC_CALENDAR_ENDPOINTS.economicCalendar, {
    auth: 'none',
    query: { ...query },
    signal,
    keepPrevious: true,
  });
}

/** The events of the window; `null` (no currency chosen) asks nothing. */
export function useEconomicCalendar(query: CalendarQuery | null) {
  return useQuery({
    queryKey: calendarKeys.events(query ?? { currency: '', from: '', to: '' }),
    queryFn: ({ signal }) => fetchEconomicCalendar(query!, signal),
    enabled: query !== null,
  });
}

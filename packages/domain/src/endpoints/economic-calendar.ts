import type { z } from 'zod';
import type { EconomicCalendarQuerySchema, EconomicCalendarResponseSchema } from '../schemas/discovery.ts';
import { endpoint } from './endpoint.ts';

/** The economic calendar's call (docs/api.md "Discovery (issue 19)"), public, declared once. */
export const ECONOMIC_CALENDAR_ENDPOINTS = {
  economicCalendar: endpoint<{
    query: z.input<typeof EconomicCalendarQuerySchema>;
    response: z.output<typeof EconomicCalendarResponseSchema>;
  }>('GET', '/api/economic-calendar/'),
} as const;

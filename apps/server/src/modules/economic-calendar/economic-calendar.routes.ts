import {
  ECONOMIC_CALENDAR_ENDPOINTS,
  EconomicCalendarQuerySchema,
  EconomicCalendarResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { EconomicCalendarProvider } from '../../providers/economic-calendar/index.ts';
import { listEconomicEvents } from './economic-calendar.service.ts';

export const economicCalendarRoutes: FastifyPluginAsyncZod<{ provider: EconomicCalendarProvider }> = async (
  app,
  { provider },
) => {
  on(app, ECONOMIC_CALENDAR_ENDPOINTS.economicCalendar)(
    {
      schema: {
        tags: ['markets'],
        summary:
          'Scheduled Indian macro releases and RBI policy decisions (IST days from-to, default 30 days back to 60 ahead, at most 366)',
        querystring: EconomicCalendarQuerySchema,
        response: { 200: EconomicCalendarResponseSchema },
      },
    },
    async (request) => listEconomicEvents({ provider, query: request.query, now: new Date() }),
  );
};

import type { EconomicCalendarProvider } from './economic-calendar.types.ts';
import { createSandboxEconomicCalendar } from './sandbox-calendar.ts';

export type { EconomicCalendarProvider, EconomicEvent } from './economic-calendar.types.ts';
export { CALENDAR_COVERAGE_START, createSandboxEconomicCalendar } from './sandbox-calendar.ts';

/** The configured calendar (ECONOMIC_CALENDAR); the sandbox is the only one so far. */
export function createEconomicCalendar(kind: 'sandbox'): EconomicCalendarProvider {
  switch (kind) {
    case 'sandbox':
      return createSandboxEconomicCalendar();
  }
}

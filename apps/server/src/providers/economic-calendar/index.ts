import { createSandboxEconomicCalendar } from '../../sandboxes/economic-calendar/index.ts';
import type { EconomicCalendarProvider } from './economic-calendar.types.ts';

export {
  CALENDAR_COVERAGE_START,
  createSandboxEconomicCalendar,
} from '../../sandboxes/economic-calendar/index.ts';
export type { EconomicCalendarProvider, EconomicEvent } from './economic-calendar.types.ts';

/** The configured calendar (ECONOMIC_CALENDAR): the sandbox (sandboxes/economic-calendar/), so far. */
export function createEconomicCalendar(kind: 'sandbox'): EconomicCalendarProvider {
  switch (kind) {
    case 'sandbox':
      return createSandboxEconomicCalendar();
  }
}

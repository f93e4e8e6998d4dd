// The sandbox economic calendar (ECONOMIC_CALENDAR=sandbox, the only one so far): Indian releases and
// RBI decisions from the publishers' release rules (README.md). providers/economic-calendar/index.ts
// chooses it.
export { CALENDAR_COVERAGE_START, createSandboxEconomicCalendar } from './sandbox-calendar.ts';

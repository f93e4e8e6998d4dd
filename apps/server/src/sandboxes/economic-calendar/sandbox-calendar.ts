import { FULL_MONTH_NAMES } from '@tradecircle/domain';
import type {
  EconomicCalendarProvider,
  EconomicEvent,
} from '../../providers/economic-calendar/economic-calendar.types.ts';
import {
  atIst,
  civilDate,
  HOLIDAYS_KNOWN_THROUGH,
  isoDate,
  istDateOf,
  lastWorkingDayOfMonth,
  nextWorkingDay,
  onOrAfterWorkingDay,
} from './working-days.ts';

/*
 * Indian macro releases generated from the publishers' own release rules (README.md in this folder
 * names each rule and where it is published). Nothing here is fetched: the dates follow from the
 * rules, and a date that rests on a pattern or a precedent rather than on a published date is
 * marked tentative.
 */

const MOSPI = {
  source: 'Ministry of Statistics and Programme Implementation (MoSPI), National Statistics Office',
  sourceUrl: 'https://www.mospi.gov.in/',
};
const OEA = {
  source: 'Office of the Economic Adviser, DPIIT, Ministry of Commerce and Industry',
  sourceUrl: 'https://eaindustry.nic.in/',
};
const RBI = { source: 'Reserve Bank of India', sourceUrl: 'https://www.rbi.org.in/' };

/** Releases from here on follow the rules below (MoSPI moved IIP to the 28th from April 2025). */
export const CALENDAR_COVERAGE_START = atIst(civilDate(2025, 4, 1), 0);

/**
 * RBI's published decision days: the FY2025-26 schedule of 26 March 2025 (meetings of three days,
 * the decision on the third), with the August meeting as rescheduled on 6 June 2025 (4-6 August).
 */
const RBI_PUBLISHED_DECISIONS = [
  '2025-04-09',
  '2025-06-06',
  '2025-08-06',
  '2025-10-01',
  '2025-12-05',
  '2026-02-06',
];
/** The MPC meets every two months; the decisions fall in the first week of these months. */
const MPC_MONTHS = [2, 4, 6, 8, 10, 12];

/** IIP releases MoSPI moved off its rule: October 2025's, as GDP was due on the 28th, to 1 December. */
const IIP_MOVED: Record<string, string> = { '2025-10': '2025-12-01' };

const pad = (value: number) => String(value).padStart(2, '0');
const financialYear = (startYear: number) => `FY${startYear}-${pad((startYear + 1) % 100)}`;
const isBeyondKnownHolidays = (date: Date) => date.getUTCFullYear() > HOLIDAYS_KNOWN_THROUGH;

type Month = { year: number; month: number };
const previousMonth = ({ year, month }: Month): Month =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
const nextMonth = ({ year, month }: Month): Month =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

function event(fields: Omit<EconomicEvent, 'country' | 'currency'>): EconomicEvent {
  return { ...fields, country: 'IN', currency: 'INR' };
}

/** GDP: the last working day of February, May, August and November, for the quarter that ended two months before. */
function gdpRelease({ year, month }: Month): EconomicEvent | undefined {
  const quarter = { 2: 3, 5: 4, 8: 1, 11: 2 }[month];
  if (quarter === undefined) return undefined;
  const fyStart = quarter >= 3 ? year - 1 : year;
  const date = lastWorkingDayOfMonth(year, month);
  return event({
    id: `in-gdp-${fyStart}-q${quarter}`,
    title: 'GDP quarterly estimates',
    importance: 1,
    scheduledAt: atIst(date, 16),
    period: `Q${quarter} ${financialYear(fyStart)}`,
    ...MOSPI,
    isTentative: isBeyondKnownHolidays(date),
  });
}

/** CPI (12th), WPI (14th) and IIP (28th) released in this month, each for the month before. */
function monthlyReleases(release: Month): EconomicEvent[] {
  const covered = previousMonth(release);
  const key = `${covered.year}-${pad(covered.month)}`;
  const period = `${FULL_MONTH_NAMES[covered.month - 1]} ${covered.year}`;
  const cpi = onOrAfterWorkingDay(civilDate(release.year, release.month, 12));
  const wpi = onOrAfterWorkingDay(civilDate(release.year, release.month, 14));
  const iipByRule = onOrAfterWorkingDay(civilDate(release.year, release.month, 28));
  const gdp = gdpRelease(release);
  const collidesWithGdp = gdp !== undefined && isoDate(iipByRule) === isoDate(istDateOf(gdp.scheduledAt));
  const movedIip = IIP_MOVED[key];
  const iip = movedIip
    ? new Date(`${movedIip}T00:00:00Z`)
    : collidesWithGdp
      ? nextWorkingDay(iipByRule)
      : iipByRule;
  return [
    event({
      id: `in-cpi-${key}`,
      title: 'CPI inflation (Consumer Price Index)',
      importance: 1,
      scheduledAt: atIst(cpi, 16),
      period,
      ...MOSPI,
      isTentative: isBeyondKnownHolidays(cpi),
    }),
    event({
      id: `in-wpi-${key}`,
      title: 'WPI inflation (Wholesale Price Index)',
      importance: 0,
      scheduledAt: atIst(wpi, 12),
      period,
      ...OEA,
      isTentative: isBeyondKnownHolidays(wpi),
    }),
    event({
      id: `in-iip-${key}`,
      title: 'Industrial production (Index of Industrial Production)',
      importance: 0,
      scheduledAt: atIst(iip, 16),
      period,
      ...MOSPI,
      // Moving IIP off GDP day follows the one precedent (November 2025), not a published rule.
      isTentative: movedIip === undefined && (collidesWithGdp || isBeyondKnownHolidays(iip)),
    }),
    ...(gdp ? [gdp] : []),
  ];
}

function rbiDecision(date: Date, isTentative: boolean): EconomicEvent {
  return event({
    id: `in-rbi-mpc-${isoDate(date)}`,
    title: isTentative
      ? 'RBI Monetary Policy Committee decision (date estimated from the bi-monthly pattern)'
      : 'RBI Monetary Policy Committee decision',
    importance: 1,
    // The Governor's statement at 10:00 IST on the decision day.
    scheduledAt: atIst(date, 10),
    period: null,
    ...RBI,
    isTentative,
  });
}

const LAST_PUBLISHED_DECISION = RBI_PUBLISHED_DECISIONS.at(-1)!;

/**
 * RBI decisions in a month: the published ones, and after the last published meeting an estimate in
 * each meeting month, the first Friday on or after the 4th (7 of the 12 decisions of FY2024-25 and
 * FY2025-26 fell there; the others within a few days of it).
 */
function rbiDecisions({ year, month }: Month): EconomicEvent[] {
  const prefix = `${year}-${pad(month)}`;
  const published = RBI_PUBLISHED_DECISIONS.filter((day) => day.startsWith(prefix));
  if (published.length > 0 || prefix <= LAST_PUBLISHED_DECISION.slice(0, 7)) {
    return published.map((day) => rbiDecision(new Date(`${day}T00:00:00Z`), false));
  }
  if (!MPC_MONTHS.includes(month)) return [];
  const fourth = civilDate(year, month, 4);
  const friday = civilDate(year, month, 4 + ((5 - fourth.getUTCDay() + 7) % 7));
  return [rbiDecision(onOrAfterWorkingDay(friday), true)];
}

/** The `sandbox` calendar: Indian releases from the publishers' rules, from April 2025 on. */
export function createSandboxEconomicCalendar(): EconomicCalendarProvider {
  return {
    events(from, to) {
      const start = from < CALENDAR_COVERAGE_START ? CALENDAR_COVERAGE_START : from;
      if (start >= to) return [];
      const first = istDateOf(start);
      const last = istDateOf(to);
      // From the month before: a release can slip into the next month (IIP on the 28th, moved).
      let month = previousMonth({ year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 });
      const end = { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1 };
      const events: EconomicEvent[] = [];
      while (month.year < end.year || (month.year === end.year && month.month <= end.month)) {
        events.push(...monthlyReleases(month), ...rbiDecisions(month));
        month = nextMonth(month);
      }
      return events
        .filter((entry) => entry.scheduledAt >= start && entry.scheduledAt < to)
        .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id.localeCompare(b.id));
    },
  };
}

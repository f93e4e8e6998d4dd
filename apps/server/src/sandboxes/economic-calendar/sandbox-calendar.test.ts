import { describe, expect, it } from 'vitest';
import type { EconomicEvent } from '../../providers/economic-calendar/economic-calendar.types.ts';
import { CALENDAR_COVERAGE_START, createSandboxEconomicCalendar } from './sandbox-calendar.ts';
import { addDays, civilDate, isoDate, istDateOf, isWorkingDay } from './working-days.ts';

const calendar = createSandboxEconomicCalendar();
const ist = (text: string) => new Date(`${text}+05:30`);
/** Every event from April 2025 to the end of 2027 (windows of a year, as the route asks). */
const everything = [
  ...calendar.events(ist('2025-04-01T00:00'), ist('2026-04-01T00:00')),
  ...calendar.events(ist('2026-04-01T00:00'), ist('2027-04-01T00:00')),
  ...calendar.events(ist('2027-04-01T00:00'), ist('2028-01-01T00:00')),
];
const ofKind = (kind: string) => everything.filter((event) => event.id.startsWith(`in-${kind}-`));
const istDay = (event: EconomicEvent) => isoDate(istDateOf(event.scheduledAt));
const istTime = (event: EconomicEvent) =>
  new Date(event.scheduledAt.getTime() + 330 * 60_000).toISOString().slice(11, 16);
const byId = (id: string) => {
  const found = everything.find((event) => event.id === id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
};

/** The day is a working day and every day from `ruleDay` up to it is not. */
function isFirstWorkingDayFrom(day: string, ruleDay: Date) {
  let date = ruleDay;
  while (isoDate(date) < day) {
    if (isWorkingDay(date)) return false;
    date = addDays(date, 1);
  }
  return isoDate(date) === day && isWorkingDay(date);
}

describe('the sandbox economic calendar', () => {
  it('puts CPI on the 12th at 16:00 IST, or on the next working day, for the month before', () => {
    const releases = ofKind('cpi');
    expect(releases).toHaveLength(33);
    for (const release of releases) {
      const day = istDay(release);
      const [year, month] = day.split('-').map(Number) as [number, number];
      expect(isFirstWorkingDayFrom(day, civilDate(year, month, 12)), day).toBe(true);
      expect(istTime(release)).toBe('16:00');
      const covered = civilDate(year, month - 1, 1);
      expect(release.period).toBe(
        `${covered.toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${covered.getUTCFullYear()}`,
      );
    }
    // The 12th on a Sunday, on a Saturday, on Buddha Purnima, and on a weekend before Ambedkar Jayanti.
    expect(istDay(byId('in-cpi-2025-09'))).toBe('2025-10-13');
    expect(istDay(byId('in-cpi-2025-06'))).toBe('2025-07-14');
    expect(istDay(byId('in-cpi-2025-04'))).toBe('2025-05-13');
    expect(istDay(byId('in-cpi-2025-03'))).toBe('2025-04-15');
    expect(byId('in-cpi-2026-10')).toMatchObject({ period: 'October 2026', importance: 1 });
    expect(istDay(byId('in-cpi-2026-10'))).toBe('2026-11-12');
  });

  it('puts WPI on the 14th at 12:00 IST, or on the next working day', () => {
    for (const release of ofKind('wpi')) {
      const day = istDay(release);
      const [year, month] = day.split('-').map(Number) as [number, number];
      expect(isFirstWorkingDayFrom(day, civilDate(year, month, 14)), day).toBe(true);
      expect(istTime(release)).toBe('12:00');
      expect(release).toMatchObject({ importance: 0, source: expect.stringContaining('Economic Adviser') });
    }
    expect(istDay(byId('in-wpi-2025-08'))).toBe('2025-09-15');
    expect(istDay(byId('in-wpi-2025-05'))).toBe('2025-06-16');
  });

  it('puts IIP on the 28th at 16:00 IST or the next working day, and off a GDP day', () => {
    expect(istDay(byId('in-iip-2025-03'))).toBe('2025-04-28');
    expect(istDay(byId('in-iip-2025-05'))).toBe('2025-06-30');
    // MoSPI moved October 2025's to 1 December: GDP was out on the 28th.
    expect(byId('in-iip-2025-10')).toMatchObject({ isTentative: false });
    expect(istDay(byId('in-iip-2025-10'))).toBe('2025-12-01');
    // The same clash in 2026 (both on Monday 30 November) follows that precedent, marked tentative.
    expect(istDay(byId('in-gdp-2026-q2'))).toBe('2026-11-30');
    expect(byId('in-iip-2026-10')).toMatchObject({ isTentative: true, importance: 0 });
    expect(istDay(byId('in-iip-2026-10'))).toBe('2026-12-01');
    for (const release of ofKind('iip')) expect(istTime(release)).toBe('16:00');
  });

  it('puts GDP on the last working day of February, May, August and November at 16:00 IST', () => {
    const releases = ofKind('gdp');
    for (const release of releases) {
      const day = istDay(release);
      const [year, month] = day.split('-').map(Number) as [number, number];
      expect([2, 5, 8, 11]).toContain(month);
      expect(isWorkingDay(civilDate(year, month, Number(day.slice(8))))).toBe(true);
      for (
        let after = addDays(civilDate(year, month, Number(day.slice(8))), 1);
        after.getUTCMonth() + 1 === month;
      ) {
        expect(isWorkingDay(after), isoDate(after)).toBe(false);
        after = addDays(after, 1);
      }
      expect(istTime(release)).toBe('16:00');
      expect(release.importance).toBe(1);
    }
    expect(releases.map((release) => [istDay(release), release.period])).toEqual(
      expect.arrayContaining([
        ['2025-05-30', 'Q4 FY2024-25'],
        ['2025-08-29', 'Q1 FY2025-26'],
        ['2025-11-28', 'Q2 FY2025-26'],
        ['2026-02-27', 'Q3 FY2025-26'],
        ['2026-11-30', 'Q2 FY2026-27'],
        ['2027-02-26', 'Q3 FY2026-27'],
      ]),
    );
  });

  it("keeps RBI's published FY2025-26 decisions and marks the estimated later ones tentative", () => {
    const decisions = ofKind('rbi');
    const published = decisions.filter((decision) => !decision.isTentative);
    expect(published.map(istDay)).toEqual([
      '2025-04-09',
      '2025-06-06',
      '2025-08-06',
      '2025-10-01',
      '2025-12-05',
      '2026-02-06',
    ]);
    for (const decision of decisions) {
      expect(istTime(decision)).toBe('10:00');
      expect(decision).toMatchObject({ importance: 1, period: null, source: 'Reserve Bank of India' });
    }
    const estimated = decisions.filter((decision) => decision.isTentative);
    expect(estimated.every((decision) => istDay(decision) > '2026-02-06')).toBe(true);
    expect(estimated.every((decision) => decision.title.includes('estimated'))).toBe(true);
    // One in each meeting month: April, June, August, October, December and February.
    expect(estimated.map((decision) => Number(istDay(decision).slice(5, 7)))).toEqual([
      4, 6, 8, 10, 12, 2, 4, 6, 8, 10, 12,
    ]);
  });

  it('marks statistical releases tentative only past the years whose holidays it knows', () => {
    for (const event of everything.filter((entry) => !entry.id.startsWith('in-rbi-'))) {
      if (event.id === 'in-iip-2026-10') continue;
      expect(event.isTentative, event.id).toBe(istDay(event) >= '2027-01-01');
    }
  });

  it('names a source and its address for every event, with unique ids, in time order within a window', () => {
    expect(new Set(everything.map((event) => event.id)).size).toBe(everything.length);
    for (const event of everything) {
      expect(event).toMatchObject({ country: 'IN', currency: 'INR' });
      expect(event.source.length).toBeGreaterThan(3);
      expect(event.sourceUrl).toMatch(/^https:\/\/[a-z.]+\/$/);
    }
    const times = everything.map((event) => event.scheduledAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('answers only the events in [from, to) and nothing before April 2025', () => {
    const gdpDay = calendar.events(ist('2025-11-28T00:00'), ist('2025-11-29T00:00'));
    expect(gdpDay.map((event) => event.id)).toEqual(['in-gdp-2025-q2']);
    expect(
      calendar.events(ist('2025-11-28T16:00'), ist('2025-11-28T16:01')).map((event) => event.id),
    ).toEqual(['in-gdp-2025-q2']);
    expect(calendar.events(ist('2025-11-28T15:00'), ist('2025-11-28T16:00'))).toEqual([]);
    expect(calendar.events(ist('2024-01-01T00:00'), CALENDAR_COVERAGE_START)).toEqual([]);
    expect(calendar.events(ist('2026-01-01T00:00'), ist('2025-01-01T00:00'))).toEqual([]);
  });
});

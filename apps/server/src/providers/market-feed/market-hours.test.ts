import { describe, expect, it } from 'vitest';
import {
  createTradingCalendar,
  dayNumberToIsoDate,
  epochSeconds,
  isMarketOpen,
  isoDateToDayNumber,
  NSE_SESSION_SECONDS,
  previousTradingDay,
  sessionPosition,
  weekday,
} from './market-hours.ts';

/** An IST wall-clock time. 2026-03-16 is a Monday. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('isMarketOpen', () => {
  it.each<[string, boolean]>([
    ['2026-03-16T09:14:59', false],
    ['2026-03-16T09:15:00', true],
    ['2026-03-16T12:00:00', true],
    ['2026-03-16T15:29:59', true],
    ['2026-03-16T15:30:00', false],
    ['2026-03-16T23:59:59', false],
    ['2026-03-17T00:00:00', false],
    ['2026-03-20T10:00:00', true],
    ['2026-03-21T10:00:00', false],
    ['2026-03-22T10:00:00', false],
  ])('nse: %s IST -> %s', (local, open) => {
    expect(isMarketOpen(ist(local), 'nse')).toBe(open);
  });

  it('uses IST whatever the process time zone: 03:45 UTC is 09:15 IST', () => {
    expect(isMarketOpen(new Date('2026-03-16T03:44:59Z'))).toBe(false);
    expect(isMarketOpen(new Date('2026-03-16T03:45:00Z'))).toBe(true);
    expect(isMarketOpen(new Date('2026-03-16T10:00:00Z'))).toBe(false);
  });

  it('is closed on an injected holiday', () => {
    expect(isMarketOpen(ist('2026-03-16T11:00:00'), 'nse', ['2026-03-16'])).toBe(false);
    expect(isMarketOpen(ist('2026-03-17T11:00:00'), 'nse', ['2026-03-16'])).toBe(true);
  });

  it.each(['2026-03-16T09:14:59', '2026-03-16T15:30:00', '2026-03-21T03:00:00', '2026-03-22T23:59:59'])(
    'always: open at %s IST',
    (local) => {
      expect(isMarketOpen(ist(local), 'always')).toBe(true);
    },
  );
});

describe('day numbers', () => {
  it('round-trip ISO dates and know the weekday', () => {
    const monday = isoDateToDayNumber('2026-03-16');
    expect(dayNumberToIsoDate(monday)).toBe('2026-03-16');
    expect(weekday(monday)).toBe(1);
    expect(weekday(isoDateToDayNumber('2026-03-22'))).toBe(0);
    expect(() => isoDateToDayNumber('16/03/2026')).toThrow(RangeError);
  });
});

describe('sessionPosition and previous trading day', () => {
  const nse = createTradingCalendar({ mode: 'nse', holidays: ['2026-03-13'] });
  const at = (local: string) => {
    const { day, second } = sessionPosition(nse, epochSeconds(ist(local)));
    return [dayNumberToIsoDate(day), second];
  };

  it('stands inside the session while it runs', () => {
    expect(at('2026-03-16T09:15:00')).toEqual(['2026-03-16', 0]);
    expect(at('2026-03-16T10:15:30')).toEqual(['2026-03-16', 3630]);
  });

  it('rests at the last close outside hours, skipping weekends and holidays', () => {
    expect(at('2026-03-16T15:30:00')).toEqual(['2026-03-16', NSE_SESSION_SECONDS]);
    expect(at('2026-03-16T22:00:00')).toEqual(['2026-03-16', NSE_SESSION_SECONDS]);
    expect(at('2026-03-17T09:14:59')).toEqual(['2026-03-16', NSE_SESSION_SECONDS]);
    expect(at('2026-03-15T12:00:00')).toEqual(['2026-03-12', NSE_SESSION_SECONDS]);
    expect(at('2026-03-16T09:00:00')).toEqual(['2026-03-12', NSE_SESSION_SECONDS]);
  });

  it('previous trading day skips the weekend and the holiday', () => {
    expect(dayNumberToIsoDate(previousTradingDay(nse, isoDateToDayNumber('2026-03-17')))).toBe('2026-03-16');
    expect(dayNumberToIsoDate(previousTradingDay(nse, isoDateToDayNumber('2026-03-16')))).toBe('2026-03-12');
  });

  it("in 'always' mode every day is a 24-hour session starting at IST midnight", () => {
    const always = createTradingCalendar({ mode: 'always' });
    const position = sessionPosition(always, epochSeconds(ist('2026-03-21T00:00:30')));
    expect([dayNumberToIsoDate(position.day), position.second]).toEqual(['2026-03-21', 30]);
    expect(previousTradingDay(always, position.day)).toBe(position.day - 1);
  });

  it('refuses a holiday list that closes the market for a year', () => {
    const everyDay = Array.from({ length: 400 }, (_, i) =>
      dayNumberToIsoDate(isoDateToDayNumber('2025-03-01') + i),
    );
    const closed = createTradingCalendar({ mode: 'nse', holidays: everyDay });
    expect(() => sessionPosition(closed, epochSeconds(ist('2026-03-16T12:00:00')))).toThrow(RangeError);
  });
});

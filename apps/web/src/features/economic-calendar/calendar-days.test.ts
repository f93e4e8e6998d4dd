import { describe, expect, it } from 'vitest';
import { calendarDays, calendarWindow, dayLabel, istDay, istTime } from './calendar-days.ts';
import { makeEvent } from './test-fixtures.ts';

// Thursday 12 Nov 2026, 12:00 IST.
const NOW = Date.parse('2026-11-12T06:30:00Z');
const at = (iso: string) => makeEvent({ id: iso, title: iso, scheduled_at: iso });

describe('calendarDays', () => {
  const events = [
    at('2026-11-13T04:30:00Z'), // 13 Nov 10:00 IST
    at('2026-11-12T10:30:00Z'), // 12 Nov 16:00 IST, later today
    at('2026-11-12T04:30:00Z'), // 12 Nov 10:00 IST, earlier today
    at('2026-11-12T19:00:00Z'), // 13 Nov 00:30 IST: the next India day
    at('2026-11-01T10:30:00Z'),
    at('2026-11-12T06:30:00Z'), // now exactly: still upcoming
  ];

  it('lists upcoming events soonest first, grouped by India day', () => {
    const days = calendarDays(events, NOW, 'upcoming');
    expect(days.map((day) => day.day)).toEqual(['2026-11-12', '2026-11-13']);
    expect(days[0]!.events.map((event) => event.id)).toEqual([
      '2026-11-12T06:30:00Z',
      '2026-11-12T10:30:00Z',
    ]);
    expect(days[1]!.events.map((event) => event.id)).toEqual([
      '2026-11-12T19:00:00Z',
      '2026-11-13T04:30:00Z',
    ]);
  });

  it('lists past events latest first', () => {
    const days = calendarDays(events, NOW, 'past');
    expect(days.map((day) => day.day)).toEqual(['2026-11-12', '2026-11-01']);
    expect(days[0]!.events.map((event) => event.id)).toEqual(['2026-11-12T04:30:00Z']);
  });
});

describe('calendar dates', () => {
  it('reads days and times in India time', () => {
    expect(istDay('2026-11-12T19:00:00Z')).toBe('2026-11-13');
    expect(istTime('2026-11-12T19:00:00Z')).toBe('00:30');
  });

  it('names the day, and today, tomorrow and yesterday', () => {
    expect(dayLabel('2026-11-12', NOW)).toBe('Today · Thursday, 12 Nov 2026');
    expect(dayLabel('2026-11-13', NOW)).toBe('Tomorrow · Friday, 13 Nov 2026');
    expect(dayLabel('2026-11-11', NOW)).toBe('Yesterday · Wednesday, 11 Nov 2026');
    expect(dayLabel('2026-12-01', NOW)).toBe('Tuesday, 1 Dec 2026');
  });

  it('reads 90 days back and ahead', () => {
    expect(calendarWindow(NOW)).toEqual({ from: '2026-08-14', to: '2027-02-10' });
  });
});

import { describe, expect, it } from 'vitest';
import { formatWebinarDate, formatWebinarDuration, formatWebinarTime } from './webinar-time.ts';

describe('formatWebinarDate', () => {
  it.each([
    ['2026-12-05', 'Saturday, 5 December 2026'],
    ['2026-11-30', 'Monday, 30 November 2026'],
    ['2027-01-01', 'Friday, 1 January 2027'],
    ['2028-02-29', 'Tuesday, 29 February 2028'],
  ])('%s → %s', (date, expected) => {
    expect(formatWebinarDate(date)).toBe(expected);
  });

  it('returns text that is not a real date unchanged', () => {
    expect(formatWebinarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatWebinarDate('5/12/2026')).toBe('5/12/2026');
    expect(formatWebinarDate('')).toBe('');
  });
});

describe('formatWebinarTime', () => {
  it.each([
    ['18:30', '6:30PM'],
    ['00:05', '12:05AM'],
    ['12:00', '12:00PM'],
    ['09:15', '9:15AM'],
    ['23:59', '11:59PM'],
  ])('%s → %s', (time, expected) => {
    expect(formatWebinarTime(time)).toBe(expected);
  });

  it('returns text that is not an HH:mm time unchanged', () => {
    expect(formatWebinarTime('24:00')).toBe('24:00');
    expect(formatWebinarTime('6:30')).toBe('6:30');
  });
});

describe('formatWebinarDuration', () => {
  it('says hour for one and hours otherwise', () => {
    expect(formatWebinarDuration(1)).toBe('1 hour');
    expect(formatWebinarDuration(2)).toBe('2 hours');
    expect(formatWebinarDuration(24)).toBe('24 hours');
  });
});

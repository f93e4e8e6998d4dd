import { describe, expect, it } from 'vitest';
import { canRegisterForWebinar, webinarDateAndTime, webinarStartsAt, webinarStatusAt } from './webinars.ts';

describe('webinarStartsAt', () => {
  it('reads the date and time in India (UTC+05:30)', () => {
    expect(webinarStartsAt('2026-12-05', '18:30')?.toISOString()).toBe('2026-12-05T13:00:00.000Z');
    expect(webinarStartsAt('2026-12-05', '00:15')?.toISOString()).toBe('2026-12-04T18:45:00.000Z');
  });

  it('refuses what is not a calendar date or a 24-hour time', () => {
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['05-12-2026', '10:00'],
      ['2026-12-05', '24:00'],
      ['2026-12-05', '9:30'],
      ['2026-12-05', '10:60'],
    ] as const)
      expect(webinarStartsAt(date, time), `${date} ${time}`).toBeUndefined();
  });

  it('gives back the date and time it was read from', () => {
    const startsAt = webinarStartsAt('2026-12-31', '23:45')!;
    expect(webinarDateAndTime(startsAt)).toEqual({ date: '2026-12-31', time: '23:45' });
  });
});

describe('webinarStatusAt', () => {
  const startsAt = new Date('2026-12-05T13:00:00.000Z');
  it.each([
    ['2026-12-05T12:59:59.999Z', 'Upcoming'],
    ['2026-12-05T13:00:00.000Z', 'Ongoing'],
    ['2026-12-05T14:59:59.999Z', 'Ongoing'],
    ['2026-12-05T15:00:00.000Z', 'Closed'],
  ] as const)('at %s a two-hour webinar is %s', (now, status) => {
    expect(webinarStatusAt(startsAt, 2, new Date(now))).toBe(status);
  });
});

describe('canRegisterForWebinar', () => {
  it('offers registration unless it is closed or the caller owns it', () => {
    expect(canRegisterForWebinar({ status: 'Upcoming', is_my_webinar: false })).toBe(true);
    expect(canRegisterForWebinar({ status: 'Ongoing', is_my_webinar: false })).toBe(true);
    expect(canRegisterForWebinar({ status: 'Closed', is_my_webinar: false })).toBe(false);
    expect(canRegisterForWebinar({ status: 'Upcoming', is_my_webinar: true })).toBe(false);
  });
});

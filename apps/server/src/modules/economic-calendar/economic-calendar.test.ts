import { EconomicCalendarResponseSchema } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testConfig } from '../../../test/support.ts';
import { calendarWindow } from './economic-calendar.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const calendar = async (query = '') => {
  const response = await ctx.app.inject({ url: `/backend/api/economic-calendar/${query}` });
  return { status: response.statusCode, body: response.json() };
};
const DAY_MS = 86_400_000;
const istDay = (instant: string | number) =>
  new Date(new Date(instant).getTime() + 330 * 60_000).toISOString().slice(0, 10);

describe('GET /backend/api/economic-calendar/', () => {
  it('answers 30 days back to 60 ahead by default, in time order, in the wire shape', async () => {
    const { status, body } = await calendar('?currency=INR');
    expect(status).toBe(200);
    const { events } = EconomicCalendarResponseSchema.parse(body);
    const today = istDay(Date.now());
    // Three months hold at least two each of CPI, WPI and IIP.
    expect(events.length).toBeGreaterThanOrEqual(6);
    for (const event of events) {
      expect(istDay(event.scheduled_at) >= istDay(Date.now() - 30 * DAY_MS)).toBe(true);
      expect(istDay(event.scheduled_at) <= istDay(Date.now() + 60 * DAY_MS)).toBe(true);
      expect(event).toMatchObject({ country: 'IN', currency: 'INR' });
      expect(event.source_url).toMatch(/^https:\/\//);
    }
    const times = events.map((event) => Date.parse(event.scheduled_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Upcoming and past both: the list spans today.
    expect(events.some((event) => istDay(event.scheduled_at) < today)).toBe(true);
    expect(events.some((event) => istDay(event.scheduled_at) > today)).toBe(true);
    // Without a currency, INR is meant.
    expect((await calendar()).body).toEqual(body);
  });

  it('answers the IST days from-to, both included', async () => {
    const { body } = await calendar('?currency=INR&from=2025-11-28&to=2025-12-01');
    expect(body.events).toEqual([
      {
        id: 'in-gdp-2025-q2',
        title: 'GDP quarterly estimates',
        country: 'IN',
        currency: 'INR',
        importance: 1,
        scheduled_at: '2025-11-28T10:30:00.000Z',
        period: 'Q2 FY2025-26',
        source: 'Ministry of Statistics and Programme Implementation (MoSPI), National Statistics Office',
        source_url: 'https://www.mospi.gov.in/',
        is_tentative: false,
      },
      expect.objectContaining({
        id: 'in-iip-2025-10',
        scheduled_at: '2025-12-01T10:30:00.000Z',
        importance: 0,
      }),
    ]);
    const policy = await calendar('?from=2025-12-05&to=2025-12-05');
    expect(policy.body.events).toEqual([
      expect.objectContaining({
        title: 'RBI Monetary Policy Committee decision',
        scheduled_at: '2025-12-05T04:30:00.000Z',
        period: null,
        source: 'Reserve Bank of India',
        is_tentative: false,
      }),
    ]);
  });

  it('has no events for another currency than INR', async () => {
    const { status, body } = await calendar('?currency=USD&from=2025-11-01&to=2025-12-31');
    expect(status).toBe(200);
    expect(body).toEqual({ events: [] });
    expect(
      (await calendar('?currency=inr&from=2025-11-01&to=2025-12-31')).body.events.length,
    ).toBeGreaterThan(0);
  });

  it('takes up to 366 days and refuses a longer window, a reversed one and dates that do not exist', async () => {
    expect((await calendar('?from=2026-01-01&to=2027-01-02')).status).toBe(200);
    const long = await calendar('?from=2026-01-01&to=2027-01-03');
    expect(long).toEqual({
      status: 400,
      body: {
        message: 'The calendar shows at most 366 days: to must be at most 366 days after from',
        errors: { to: ['At most 366 days after from'] },
      },
    });
    const reversed = await calendar('?from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('from must be on or before to');
    const impossible = await calendar('?from=2026-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.body.message).toBe('from is not a calendar date');
    const badFormat = await calendar('?to=1/3/2026');
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe('Dates are YYYY-MM-DD');
    // Bad input is refused whatever the currency.
    expect((await calendar('?currency=USD&from=2026-03-02&to=2026-03-01')).status).toBe(400);
  });
});

describe('calendarWindow', () => {
  const now = new Date('2026-11-27T20:00:00Z'); // 28 November 2026, 01:30 IST
  const days = (window: { start: Date; end: Date }) => [
    istDay(window.start.getTime()),
    istDay(window.end.getTime() - 1),
  ];

  it('defaults to 30 days back and 60 ahead of the IST day', () => {
    expect(days(calendarWindow({}, now))).toEqual(['2026-10-29', '2027-01-27']);
  });

  it('takes the 90-day span from whichever end is given', () => {
    expect(days(calendarWindow({ from: '2026-01-01' }, now))).toEqual(['2026-01-01', '2026-04-01']);
    expect(days(calendarWindow({ to: '2026-04-01' }, now))).toEqual(['2026-01-01', '2026-04-01']);
    expect(days(calendarWindow({ from: '2026-05-05', to: '2026-05-05' }, now))).toEqual([
      '2026-05-05',
      '2026-05-05',
    ]);
  });
});

describe('ECONOMIC_CALENDAR', () => {
  it('is sandbox by default and refuses another provider', () => {
    expect(testConfig().economicCalendar).toEqual({ provider: 'sandbox' });
    expect(() => testConfig({ ECONOMIC_CALENDAR: 'tradingview' })).toThrow(
      'Invalid configuration: ECONOMIC_CALENDAR must be sandbox',
    );
  });
});

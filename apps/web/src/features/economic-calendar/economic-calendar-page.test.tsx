import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { calendarWindow, ECONOMIC_CALENDAR_HEIGHT_PX } from './calendar-days.ts';
import { EconomicCalendarPage } from './economic-calendar-page.tsx';
import { istMoment, makeEvent } from './test-fixtures.ts';
import { CALENDAR_TEXTS } from './texts.ts';

const CALENDAR = '/backend/api/economic-calendar/';
installTestBridge();

const rbi = makeEvent({
  id: 'rbi-mpc',
  title: 'RBI monetary policy decision',
  importance: 1,
  scheduled_at: istMoment(2, '10:00'),
  period: null,
  source: 'Reserve Bank of India',
  source_url: 'https://www.rbi.org.in/',
});
const wpi = makeEvent({
  id: 'wpi',
  title: 'WPI inflation (YoY)',
  importance: 0,
  scheduled_at: istMoment(2, '12:00'),
  source: 'Office of the Economic Adviser',
  source_url: 'https://eaindustry.nic.in/',
  is_tentative: true,
});
const iip = makeEvent({
  id: 'iip',
  title: 'IIP growth',
  importance: -1,
  scheduled_at: istMoment(5, '16:00'),
});
const gdp = makeEvent({ id: 'gdp', title: 'GDP growth', scheduled_at: istMoment(-3, '16:00') });
const oldCpi = makeEvent({ id: 'old-cpi', title: 'Old CPI', scheduled_at: istMoment(-20, '16:00') });

const start = () =>
  renderAt('/trending/economic-calendar', { '/trending/economic-calendar': <EconomicCalendarPage /> });
const region = () => screen.getByRole('region', { name: CALENDAR_TEXTS.events });
const dayTitles = () =>
  within(region())
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const eventTitles = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('EconomicCalendarPage', () => {
  it('reads INR events of 90 days each side and lists the upcoming ones by day in an 800 px box', async () => {
    const api = mockApi({ [`GET ${CALENDAR}`]: () => json(200, { events: [gdp, iip, wpi, rbi, oldCpi] }) });
    start();
    expect(screen.getByRole('heading', { level: 1, name: CALENDAR_TEXTS.title })).toBeTruthy();
    expect(screen.getByRole('status', { name: CALENDAR_TEXTS.loading })).toBeTruthy();
    await waitFor(() => expect(eventTitles()).toEqual([rbi.title, wpi.title, iip.title]));
    expect(dayTitles()).toHaveLength(2);
    expect(region().style.height).toBe(`${ECONOMIC_CALENDAR_HEIGHT_PX}px`);

    const { from, to } = calendarWindow(Date.now());
    expect(callsTo(api, 'GET', CALENDAR)[0]![0]).toBe(`${CALENDAR}?currency=INR&from=${from}&to=${to}`);
    expect(screen.getByRole('button', { name: 'INR' }).getAttribute('aria-pressed')).toBe('true');

    const rbiRow = within(region()).getByRole('listitem', { name: rbi.title });
    expect(within(rbiRow).getByText('10:00')).toBeTruthy();
    expect(within(rbiRow).getByRole('img', { name: 'High importance' })).toBeTruthy();
    const source = within(rbiRow).getByRole('link', { name: 'Reserve Bank of India' });
    expect(source.getAttribute('href')).toBe('https://www.rbi.org.in/');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(rbiRow).queryByText(CALENDAR_TEXTS.tentative)).toBeNull();

    const wpiRow = within(region()).getByRole('listitem', { name: wpi.title });
    expect(within(wpiRow).getByText(CALENDAR_TEXTS.tentative)).toBeTruthy();
    expect(within(wpiRow).getByRole('img', { name: 'Medium importance' })).toBeTruthy();
    const iipRow = within(region()).getByRole('listitem', { name: iip.title });
    expect(within(iipRow).getByRole('img', { name: 'Low importance' })).toBeTruthy();
    expect(within(iipRow).getByText('October 2026')).toBeTruthy();
  });

  it('switches to past events, latest first, and back', async () => {
    mockApi({ [`GET ${CALENDAR}`]: () => json(200, { events: [gdp, iip, wpi, rbi, oldCpi] }) });
    start();
    await waitFor(() => expect(eventTitles()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.past }));
    expect(eventTitles()).toEqual([gdp.title, oldCpi.title]);
    expect(dayTitles()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.upcoming }));
    expect(eventTitles()).toEqual([rbi.title, wpi.title, iip.title]);
  });

  it('shows no events without a currency, and reads them again when INR is chosen', async () => {
    const api = mockApi({ [`GET ${CALENDAR}`]: () => json(200, { events: [rbi] }) });
    start();
    await waitFor(() => expect(eventTitles()).toEqual([rbi.title]));
    fireEvent.click(screen.getByRole('button', { name: 'INR' }));
    expect(screen.getByText(CALENDAR_TEXTS.noCurrency)).toBeTruthy();
    expect(eventTitles()).toEqual([]);
    expect(screen.getByRole('button', { name: 'INR' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'INR' }));
    await waitFor(() => expect(eventTitles()).toEqual([rbi.title]));
    expect(callsTo(api, 'GET', CALENDAR).every(([input]) => input.includes('currency=INR'))).toBe(true);
  });

  it('says so when there are no upcoming or past events', async () => {
    mockApi({ [`GET ${CALENDAR}`]: () => json(200, { events: [] }) });
    start();
    expect(await screen.findByText(CALENDAR_TEXTS.upcomingEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.past }));
    expect(screen.getByText(CALENDAR_TEXTS.pastEmpty)).toBeTruthy();
  });

  it('offers Retry when the calendar fails to load', async () => {
    let isDown = true;
    mockApi({ [`GET ${CALENDAR}`]: () => (isDown ? json(500, {}) : json(200, { events: [rbi] })) });
    start();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText(CALENDAR_TEXTS.failed)).toBeTruthy();
    isDown = false;
    fireEvent.click(retry);
    await waitFor(() => expect(eventTitles()).toEqual([rbi.title]));
  }, 30_000);
});

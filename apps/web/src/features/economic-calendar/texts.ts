/** The economic calendar's words, shared by the page and its tests. */
export const CALENDAR_TEXTS = {
  title: 'Economic Calendar',
  intro:
    'Scheduled Indian macro releases: RBI policy decisions, CPI, WPI, IIP and GDP, with their publishers.',
  currency: 'Currency',
  view: 'Events',
  upcoming: 'Upcoming',
  past: 'Past',
  events: 'Economic events',
  loading: 'Loading the economic calendar',
  failed: 'Could not load the economic calendar.',
  noCurrency: 'Choose a currency to see its events.',
  upcomingEmpty: 'No events scheduled in the next 90 days.',
  pastEmpty: 'No events in the last 90 days.',
  tentative: 'Tentative',
  tentativeHint: 'The publisher has not confirmed this date yet.',
  times: 'Times are India Standard Time.',
} as const;

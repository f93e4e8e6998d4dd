import { describe, expect, it } from 'vitest';
import { inIndia } from './india-dayjs.ts';
import { formatDate, formatTradeTime, indiaDayStart, indiaIsoDate, indiaMidnightOf } from './time.ts';

describe('formatTradeTime', () => {
  it('shows India time as h:mm A D MMM whatever the input zone', () => {
    // 09:35 UTC is 15:05 IST.
    expect(formatTradeTime('2022-05-09T09:35:00Z')).toBe('3:05 PM 9 May');
    expect(formatTradeTime(new Date('2022-05-09T09:35:00Z'))).toBe('3:05 PM 9 May');
  });

  it('rolls over to the next day in IST', () => {
    // 20:00 UTC on 31 Dec is 01:30 IST on 1 Jan.
    expect(formatTradeTime('2023-12-31T20:00:00Z')).toBe('1:30 AM 1 Jan');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatTradeTime(Date.UTC(2024, 0, 15, 3, 45))).toBe('9:15 AM 15 Jan');
  });
});

describe('other formats', () => {
  it('formats the date in IST', () => {
    expect(formatDate('2022-05-08T20:00:00Z')).toBe('9 May 2022');
    expect(indiaIsoDate('2022-05-08T20:00:00Z')).toBe('2022-05-09');
    expect(indiaIsoDate('2022-05-08T18:29:00Z')).toBe('2022-05-08');
  });
});

describe('IST days as instants', () => {
  it('starts the IST day at 00:00 IST, also just after midnight IST', () => {
    expect(indiaDayStart(new Date('2026-11-27T18:29:59Z')).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(indiaDayStart(new Date('2026-11-27T18:30:00Z')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(indiaDayStart('1969-12-31T20:00:00Z').toISOString()).toBe('1969-12-31T18:30:00.000Z');
  });

  it('reads a YYYY-MM-DD day as its IST midnight, refusing other shapes and days that do not exist', () => {
    expect(indiaMidnightOf('2026-11-20')?.toISOString()).toBe('2026-11-19T18:30:00.000Z');
    expect(indiaMidnightOf('2026-02-30')).toBeUndefined();
    expect(indiaMidnightOf('2026-2-3')).toBeUndefined();
    expect(indiaMidnightOf('20 Nov 2026')).toBeUndefined();
  });
});

describe('the fixed IST offset against the time zone database', () => {
  it('gives what dayjs with Asia/Kolkata gives, over noon, midnight and month ends', () => {
    const instants = [
      '2022-05-09T06:30:00Z', // 12:00 IST: PM
      '2022-05-08T18:30:00Z', // 00:00 IST: 12 AM
      '2024-02-29T18:29:00Z', // 23:59 IST on a leap day
      '2026-10-31T23:00:00Z', // 04:30 IST, 1 Nov
    ];
    for (const instant of instants) {
      const india = inIndia(instant);
      expect(formatTradeTime(instant)).toBe(india.format('h:mm A D MMM'));
      expect(formatDate(instant)).toBe(india.format('D MMM YYYY'));
      expect(indiaIsoDate(instant)).toBe(india.format('YYYY-MM-DD'));
    }
  });
});

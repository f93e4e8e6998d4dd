import { describe, expect, it } from 'vitest';
import { inIndia } from './india-dayjs.ts';
import { formatDate, formatTimestamp, formatTradeTime, indiaIsoDate } from './time.ts';

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
  it('formats the timestamp and date in IST', () => {
    expect(formatTimestamp('2022-05-09T09:35:00Z')).toBe('15:05, 9 May');
    expect(formatDate('2022-05-08T20:00:00Z')).toBe('9 May 2022');
    expect(indiaIsoDate('2022-05-08T20:00:00Z')).toBe('2022-05-09');
    expect(indiaIsoDate('2022-05-08T18:29:00Z')).toBe('2022-05-08');
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
      expect(formatTimestamp(instant)).toBe(india.format('HH:mm, D MMM'));
      expect(formatDate(instant)).toBe(india.format('D MMM YYYY'));
      expect(indiaIsoDate(instant)).toBe(india.format('YYYY-MM-DD'));
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  earliestLiveExpiry,
  expiryInstant,
  isContractExpired,
  monthlyContractListingDate,
  monthlyExpiriesFrom,
  monthlyExpiry,
  yearsBetween,
  yearsToExpiry,
} from './expiry.ts';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('monthlyExpiry', () => {
  // Real NSE monthly expiries around the move from Thursday to Tuesday (1 Sep 2025).
  it.each([
    [2025, 7, '2025-07-31'],
    [2025, 8, '2025-08-28'],
    [2025, 9, '2025-09-30'],
    [2025, 10, '2025-10-28'],
    [2025, 12, '2025-12-30'],
    [2026, 1, '2026-01-27'],
    [2026, 2, '2026-02-24'],
    [2026, 3, '2026-03-31'],
    [2026, 11, '2026-11-24'],
    [2026, 12, '2026-12-29'],
  ])('%d-%d expires on %s', (year, month, expected) => {
    expect(monthlyExpiry(year, month)).toBe(expected);
  });

  it('is always the last Tuesday of its month from Sep 2025 on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2025 * 12 + 8, max: 2100 * 12 }), (index) => {
        const year = Math.floor(index / 12);
        const month = (index % 12) + 1;
        const expiry = monthlyExpiry(year, month);
        expect(weekdayOf(expiry)).toBe(2);
        expect(expiry.slice(0, 7)).toBe(`${year}-${String(month).padStart(2, '0')}`);
        const weekLater = new Date(Date.parse(`${expiry}T00:00:00Z`) + 7 * 86_400_000);
        expect(weekLater.getUTCMonth() + 1).not.toBe(month);
      }),
    );
  });

  it('refuses a month that does not exist', () => {
    expect(() => monthlyExpiry(2026, 13)).toThrow(RangeError);
    expect(() => monthlyExpiry(2026, 0)).toThrow(RangeError);
    expect(() => monthlyExpiry(2026.5, 1)).toThrow(RangeError);
  });
});

describe('monthlyExpiriesFrom', () => {
  it.each([
    ['2026-11-20', ['2026-11-24', '2026-12-29']],
    ['2026-11-24', ['2026-11-24', '2026-12-29']],
    ['2026-11-25', ['2026-12-29', '2027-01-26']],
    ['2026-12-30', ['2027-01-26', '2027-02-23', '2027-03-30']],
  ])('from %s', (date, expected) => {
    expect(monthlyExpiriesFrom(date, expected.length)).toEqual(expected);
  });

  it('refuses a malformed date', () => {
    expect(() => monthlyExpiriesFrom('2026-02-30', 1)).toThrow(RangeError);
    expect(() => monthlyExpiriesFrom('20-11-2026', 1)).toThrow(RangeError);
  });
});

describe('time to expiry', () => {
  it('counts calendar time to 15:30 IST on the expiry date, in years of 365 days', () => {
    expect(expiryInstant('2026-11-24').toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(yearsToExpiry('2026-11-24', new Date('2026-11-19T15:30:00+05:30'))).toBeCloseTo(5 / 365, 12);
    expect(yearsToExpiry('2026-11-24', new Date('2026-11-24T09:15:00+05:30'))).toBeCloseTo(
      6.25 / 24 / 365,
      12,
    );
  });

  it('yearsBetween counts 365-day years and never goes below 0', () => {
    expect(yearsBetween(0, 365 * 86_400_000)).toBe(1);
    expect(yearsBetween(10, 5)).toBe(0);
  });

  it('is 0 from the expiry instant on', () => {
    expect(yearsToExpiry('2026-11-24', new Date('2026-11-24T15:30:00+05:30'))).toBe(0);
    expect(yearsToExpiry('2026-11-24', new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('monthlyContractListingDate', () => {
  it('is the day after the monthly expiry three months before', () => {
    expect(monthlyContractListingDate('2026-11-24')).toBe('2026-08-26');
    expect(monthlyContractListingDate('2026-12-29')).toBe('2026-09-30');
    expect(monthlyContractListingDate('2027-01-26')).toBe('2026-10-28');
    // Listed under the Thursday calendar: after the 28 Aug 2025 expiry.
    expect(monthlyContractListingDate('2025-11-25')).toBe('2025-08-29');
  });
});

describe('isContractExpired and earliestLiveExpiry', () => {
  // The 24 Nov 2026 series stops trading at 15:30 IST (10:00 UTC) that Tuesday.
  it.each([
    ['2026-11-24T09:59:59.999Z', false, '2026-11-24'],
    ['2026-11-24T10:00:00.000Z', true, '2026-11-25'],
    ['2026-11-24T18:29:59.999Z', true, '2026-11-25'],
    // 00:00 IST on the 25th: a new IST day, still after the 24th's close.
    ['2026-11-24T18:30:00.000Z', true, '2026-11-25'],
    ['2026-11-29T03:30:00.000Z', true, '2026-11-29'],
    ['2026-11-20T04:30:00.000Z', false, '2026-11-20'],
  ])('at %s the 2026-11-24 contract is expired: %s; the earliest live expiry is %s', (at, expired, live) => {
    const now = new Date(at);
    expect(isContractExpired('2026-11-24', now)).toBe(expired);
    expect(earliestLiveExpiry(now)).toBe(live);
  });

  it('a contract is live exactly when its expiry is on or after the earliest live expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: -40, max: 40 }),
        (ms, days) => {
          const now = new Date(ms);
          const expiry = new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
          expect(!isContractExpired(expiry, now)).toBe(expiry >= earliestLiveExpiry(now));
        },
      ),
    );
  });
});

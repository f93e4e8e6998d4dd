import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expiryInstant,
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

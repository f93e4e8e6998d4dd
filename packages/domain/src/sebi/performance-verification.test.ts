import { describe, expect, it } from 'vitest';
import {
  mayShowPerformance,
  PARRVA_REQUIRED_FROM,
  performanceDisplay,
  performanceVerificationOf,
} from './performance-verification.ts';

const VERIFIED = performanceVerificationOf('PARRVA/2026/0042', '2026-11-02');
const UNVERIFIED = performanceVerificationOf(null, null);

describe('performanceVerificationOf', () => {
  it('is verified only with both a reference and a date', () => {
    expect(VERIFIED).toEqual({
      status: 'verified',
      reference: 'PARRVA/2026/0042',
      verified_on: '2026-11-02',
    });
    expect(UNVERIFIED).toEqual({ status: 'unverified', reference: null, verified_on: null });
    expect(performanceVerificationOf('PARRVA/1', null).status).toBe('unverified');
    expect(performanceVerificationOf(null, '2026-11-02').status).toBe('unverified');
  });
});

describe('performanceDisplay: the advertisement-code date rule', () => {
  it('starts on 1 May 2028', () => {
    expect(PARRVA_REQUIRED_FROM).toBe('2028-05-01');
  });

  it('shows unverified figures with a label up to the day before, and hides them from that day', () => {
    expect(performanceDisplay(UNVERIFIED, '2026-11-30')).toBe('unverified');
    expect(performanceDisplay(UNVERIFIED, '2028-04-30')).toBe('unverified');
    expect(performanceDisplay(UNVERIFIED, '2028-05-01')).toBe('hidden');
    expect(performanceDisplay(UNVERIFIED, '2029-01-01')).toBe('hidden');
    expect(mayShowPerformance(UNVERIFIED, '2028-04-30')).toBe(true);
    expect(mayShowPerformance(UNVERIFIED, '2028-05-01')).toBe(false);
  });

  it('always shows verified figures', () => {
    expect(performanceDisplay(VERIFIED, '2026-11-30')).toBe('verified');
    expect(performanceDisplay(VERIFIED, '2028-05-01')).toBe('verified');
    expect(mayShowPerformance(VERIFIED, '2030-01-01')).toBe(true);
  });
});

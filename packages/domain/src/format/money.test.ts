import { describe, expect, it } from 'vitest';
import {
  formatCrore,
  formatIndianNumber,
  formatPercent,
  formatRupees,
  formatSignedNumber,
  paiseToRupees,
  rupeesToPaise,
  toCrore,
} from './money.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹5.00'],
    [999.5, '₹999.50'],
    [1234.5, '₹1,234.50'],
    [123456.78, '₹1,23,456.78'],
    [1234567.8, '₹12,34,567.80'],
    [123456789, '₹12,34,56,789.00'],
    [10_000_000_000, '₹10,00,00,00,000.00'],
  ])('groups %d the Indian way as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('puts the sign before the rupee symbol for losses', () => {
    expect(formatRupees(-1234.5)).toBe('-₹1,234.50');
    expect(formatRupees(-12345678.9)).toBe('-₹1,23,45,678.90');
  });

  it('rounds to two decimals and never shows negative zero', () => {
    expect(formatRupees(2.345)).toBe('₹2.35');
    expect(formatRupees(-0.001)).toBe('₹0.00');
  });
});

describe('formatIndianNumber', () => {
  it('groups lakhs and crores without a currency sign', () => {
    expect(formatIndianNumber(100000)).toBe('1,00,000.00');
    expect(formatIndianNumber(-25000000, 0)).toBe('-2,50,00,000');
  });
});

describe('signed values', () => {
  it('marks gains with + and losses with -', () => {
    expect(formatSignedNumber(12.5)).toBe('+12.50');
    expect(formatSignedNumber(-3.05)).toBe('-3.05');
    expect(formatSignedNumber(0)).toBe('0.00');
    expect(formatPercent(1.256)).toBe('+1.26%');
    expect(formatPercent(-0.4)).toBe('-0.40%');
    expect(formatSignedNumber(150000)).toBe('+1,50,000.00');
  });
});

describe('crore conversion', () => {
  it('divides by ten million', () => {
    expect(toCrore(10_000_000)).toBe(1);
    expect(toCrore(25_000_000)).toBe(2.5);
    expect(toCrore(-5_000_000)).toBe(-0.5);
  });

  it('formats crores with Indian grouping', () => {
    expect(formatCrore(123456789)).toBe('₹12.35 Cr');
    expect(formatCrore(1_234_567_000_000)).toBe('₹1,23,456.70 Cr');
    expect(formatCrore(-50_000_000)).toBe('-₹5.00 Cr');
  });
});

describe('paise', () => {
  it('converts rupees to integer paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1234.57)).toBe(123457);
    expect(paiseToRupees(123457)).toBe(1234.57);
  });
});

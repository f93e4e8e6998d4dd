import { describe, expect, it } from 'vitest';
import { formatVideoDuration, formatVideoPrice } from './video.ts';

describe('formatVideoDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [754, '12:34'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-5, '0:00'],
    [61.9, '1:01'],
  ])('%s seconds → %s', (seconds, expected) => {
    expect(formatVideoDuration(seconds)).toBe(expected);
  });
});

describe('formatVideoPrice', () => {
  it('says Free for a free one and the rupees otherwise', () => {
    expect(formatVideoPrice({ is_free: true, price: null })).toBe('Free');
    expect(formatVideoPrice({ is_free: false, price: null })).toBe('Free');
    expect(formatVideoPrice({ is_free: false, price: 199 })).toBe('₹199.00');
  });
});

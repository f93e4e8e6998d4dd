import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown.ts';

describe('formatCountdown', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [65, '1:05'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [59.2, '1:00'],
  ])('shows %s seconds as %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

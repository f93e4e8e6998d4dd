import { describe, expect, it } from 'vitest';
import { isIndianMobile, normalizeIndianMobile } from './phone.ts';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['98765-43210', '9876543210'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    ['5876543210', 'starts with 5'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits without a 0 prefix'],
    ['+449876543210', 'another country'],
    ['98765abcde', 'letters'],
    ['', 'empty'],
    ['+91', 'prefix only'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
    expect(isIndianMobile(input)).toBe(false);
  });
});

import { MOBILE_NUMBER_LENGTH } from '../constants/limits.ts';

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * An Indian mobile as its 10 digits, or null. Accepts the spec's forms: optional +91, 91 or 0
 * prefix, spaces and dashes: '+91 98765-43210', '09876543210', '919876543210' -> '9876543210'.
 */
export function normalizeIndianMobile(input: string): string | null {
  let digits = input.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === MOBILE_NUMBER_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === MOBILE_NUMBER_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return INDIAN_MOBILE.test(digits) ? digits : null;
}

export function isIndianMobile(input: string): boolean {
  return normalizeIndianMobile(input) !== null;
}

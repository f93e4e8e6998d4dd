import { describe, expect, it } from 'vitest';
import { cutText } from './format.ts';

describe('cutText', () => {
  it('keeps text up to the limit whole and cuts longer text with an ellipsis', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc…');
    expect(cutText('ab cd', 3)).toBe('ab…');
  });

  it('counts whole characters, never splitting an emoji', () => {
    expect(cutText('📈📈📈📈', 3)).toBe('📈📈📈…');
  });
});

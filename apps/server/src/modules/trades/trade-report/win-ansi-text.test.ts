import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi-text.ts';

describe('toWinAnsi', () => {
  it('writes the rupee sign as Rs. and keeps what Helvetica can show', () => {
    expect(toWinAnsi('Target ₹2,600 – “strong” café…\nNext line')).toBe(
      'Target Rs. 2,600 – “strong” café…\nNext line',
    );
  });

  it('replaces other scripts and emoji with ?, and drops invisible characters', () => {
    expect(toWinAnsi('रिलायंस up 👍🏽\u200b today\t!')).toBe('??????? up ?? today !');
    expect(toWinAnsi('❤️ it')).toBe('? it');
  });
});

import { describe, expect, it } from 'vitest';
import { INSTRUMENT_TYPES, isDerivativeInstrument } from './market.ts';

describe('isDerivativeInstrument', () => {
  it('is true for futures and options only', () => {
    expect(INSTRUMENT_TYPES.filter(isDerivativeInstrument)).toEqual(['FUT', 'CE', 'PE']);
    expect(isDerivativeInstrument('')).toBe(false);
  });
});

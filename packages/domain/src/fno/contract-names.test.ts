import { describe, expect, it } from 'vitest';
import { fnoDisplayName, fnoTradingSymbol, formatStrike } from './contract-names.ts';

describe('contract names', () => {
  it.each([
    [{ underlying: 'NIFTY', expiry: '2026-11-24', kind: 'FUT' }, 'NIFTY 24 NOV 2026 FUT', 'NIFTY26NOVFUT'],
    [
      { underlying: 'NIFTY', expiry: '2026-11-24', kind: 'CE', strike: 24_000 },
      'NIFTY 24 NOV 2026 24000 CE',
      'NIFTY26NOV24000CE',
    ],
    [
      { underlying: 'BANKNIFTY', expiry: '2026-12-29', kind: 'PE', strike: 58_500 },
      'BANKNIFTY 29 DEC 2026 58500 PE',
      'BANKNIFTY26DEC58500PE',
    ],
    [
      { underlying: 'ITC', expiry: '2027-01-26', kind: 'CE', strike: 412.5 },
      'ITC 26 JAN 2027 412.5 CE',
      'ITC27JAN412.5CE',
    ],
    [
      { underlying: 'RELIANCE', expiry: '2026-03-05', kind: 'FUT' },
      'RELIANCE 05 MAR 2026 FUT',
      'RELIANCE26MARFUT',
    ],
  ] as const)('%o -> %s / %s', (terms, name, symbol) => {
    expect(fnoDisplayName(terms)).toBe(name);
    expect(fnoTradingSymbol(terms)).toBe(symbol);
  });

  it('refuses an option without a strike, a future with one, and a bad date', () => {
    expect(() => fnoDisplayName({ underlying: 'NIFTY', expiry: '2026-11-24', kind: 'CE' })).toThrow(
      RangeError,
    );
    expect(() =>
      fnoTradingSymbol({ underlying: 'NIFTY', expiry: '2026-11-24', kind: 'FUT', strike: 1 }),
    ).toThrow(RangeError);
    expect(() => fnoTradingSymbol({ underlying: 'NIFTY', expiry: '2026-13-01', kind: 'FUT' })).toThrow(
      RangeError,
    );
    expect(() => fnoTradingSymbol({ underlying: '', expiry: '2026-11-24', kind: 'FUT' })).toThrow(RangeError);
  });

  it('formats strikes without trailing zeros', () => {
    expect(formatStrike(24_000)).toBe('24000');
    expect(formatStrike(102.5)).toBe('102.5');
    expect(formatStrike(0.1 + 0.2)).toBe('0.3');
    expect(() => formatStrike(0)).toThrow(RangeError);
  });
});

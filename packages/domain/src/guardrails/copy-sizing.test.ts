import { describe, expect, it } from 'vitest';
import { copyLots, sizingBudgetPaise } from './copy-sizing.ts';

describe('copy sizing (hand-computed)', () => {
  it('fixed lots are the lots, whatever the price', () => {
    expect(copyLots({ mode: 'lots', lots: 3 }, { entryPrice: 2450, lotSize: 1 })).toEqual({
      ok: true,
      lots: 3,
    });
  });

  it('a fixed amount buys the whole lots it covers: ₹10,000 / ₹2,450 = 4.08 -> 4', () => {
    expect(copyLots({ mode: 'amount', amount: 10_000 }, { entryPrice: 2450, lotSize: 1 })).toEqual({
      ok: true,
      lots: 4,
    });
  });

  it('an amount of exactly one lot buys one', () => {
    expect(copyLots({ mode: 'amount', amount: 2450 }, { entryPrice: 2450, lotSize: 1 })).toEqual({
      ok: true,
      lots: 1,
    });
  });

  it('an F&O lot costs entry x lot size: ₹1,00,000 / (₹120.50 x 75 = ₹9,037.50) = 11.06 -> 11', () => {
    expect(copyLots({ mode: 'amount', amount: 100_000 }, { entryPrice: 120.5, lotSize: 75 })).toEqual({
      ok: true,
      lots: 11,
    });
  });

  it('a share of the virtual capital: 2.5% of ₹5,00,000 = ₹12,500; / ₹2,450 = 5.10 -> 5', () => {
    const sizing = { mode: 'capital_percent', capitalPercent: 2.5, virtualCapital: 500_000 } as const;
    expect(sizingBudgetPaise(sizing)).toBe(1_250_000);
    expect(copyLots(sizing, { entryPrice: 2450, lotSize: 1 })).toEqual({ ok: true, lots: 5 });
  });

  it('the share is floored to the paisa: 33.33% of ₹1,000.01 = ₹333.3033 -> ₹333.30, exactly 3 lots of ₹111.10', () => {
    const sizing = { mode: 'capital_percent', capitalPercent: 33.33, virtualCapital: 1000.01 } as const;
    expect(sizingBudgetPaise(sizing)).toBe(33_330);
    expect(copyLots(sizing, { entryPrice: 111.1, lotSize: 1 })).toEqual({ ok: true, lots: 3 });
  });

  it('refuses a budget below one lot, saying what it buys', () => {
    expect(copyLots({ mode: 'amount', amount: 2000 }, { entryPrice: 2450, lotSize: 1 })).toEqual({
      ok: false,
      message: 'Copying refused: your amount of ₹2,000.00 buys less than one lot (₹2,450.00 at this entry)',
    });
    expect(
      copyLots(
        { mode: 'capital_percent', capitalPercent: 1, virtualCapital: 100_000 },
        { entryPrice: 120.5, lotSize: 75 },
      ),
    ).toEqual({
      ok: false,
      message:
        'Copying refused: 1% of your virtual capital (₹1,000.00) buys less than one lot (₹9,037.50 at this entry)',
    });
  });
});

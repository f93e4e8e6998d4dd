import { describe, expect, it } from 'vitest';
import { alertMetAt, CreatePriceAlertRequestSchema, priceAlertText } from './price-alerts.ts';

describe('price alert conditions', () => {
  it('above fires at or above the level, at the batch high', () => {
    expect(alertMetAt('above', 100, { high: 100, low: 99 })).toBe(100);
    expect(alertMetAt('above', 100, { high: 101.5, low: 99 })).toBe(101.5);
    expect(alertMetAt('above', 100.5, { high: 100.49, low: 99 })).toBeNull();
  });

  it('below fires at or below the level, at the batch low', () => {
    expect(alertMetAt('below', 100, { high: 101, low: 100 })).toBe(100);
    expect(alertMetAt('below', 100, { high: 101, low: 98.25 })).toBe(98.25);
    expect(alertMetAt('below', 100, { high: 101, low: 100.01 })).toBeNull();
  });

  it('tells the symbol, the price and the level', () => {
    expect(priceAlertText('RELIANCE', 'above', 2500, 2501.5)).toBe(
      'RELIANCE is at ₹2,501.50, at or above your alert of ₹2,500.00',
    );
  });

  it('refuses a bad request field by field', () => {
    const result = CreatePriceAlertRequestSchema.safeParse({ security: 'x', condition: 'near', price: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['security', 'security must be a security id'],
      ['condition', 'condition must be above or below'],
      ['price', 'price must be a price above 0'],
    ]);
  });
});

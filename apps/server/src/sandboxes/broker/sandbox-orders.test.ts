import { describe, expect, it } from 'vitest';
import {
  buildOrderBatch,
  fillPrice,
  MAX_SLIPPAGE,
  OrderConfigSchema,
  type PlannedOrder,
} from './sandbox-orders.ts';

const reliance = { securityId: 1, symbol: 'RELIANCE', instrumentType: 'EQ', closePrice: 2415.3 };
const itc = { securityId: 2, symbol: 'ITC', instrumentType: 'EQ', closePrice: 211 };
const order = (instrument: typeof reliance, quantity: number, side: 'BUY' | 'SELL'): PlannedOrder => ({
  ticker: instrument.symbol,
  quantity,
  side,
  instrument,
});

describe('orderConfig validation', () => {
  it('accepts quantity and type given for every stock, or for none', () => {
    expect(
      OrderConfigSchema.safeParse({
        type: 'SECURITIES',
        securities: [
          { ticker: 'RELIANCE', quantity: 10, type: 'BUY' },
          { ticker: 'TCS', quantity: 10, type: 'SELL' },
        ],
      }).success,
    ).toBe(true);
    expect(
      OrderConfigSchema.safeParse({
        type: 'SECURITIES',
        securities: [{ ticker: 'RELIANCE' }, { ticker: 'TCS' }],
      }).success,
    ).toBe(true);
  });

  it.each([
    [
      'quantity',
      [
        { ticker: 'RELIANCE', quantity: 1, type: 'BUY' },
        { ticker: 'TCS', type: 'BUY' },
      ],
    ],
    [
      'type',
      [
        { ticker: 'RELIANCE', quantity: 1, type: 'BUY' },
        { ticker: 'TCS', quantity: 1 },
      ],
    ],
  ])('refuses %s given for some stocks only', (field, list) => {
    const result = OrderConfigSchema.safeParse({ type: 'SECURITIES', securities: list });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      `orderConfig: ${field} must be given for every security or for none`,
    );
  });

  it('refuses another order type, an empty list, and non-positive quantities', () => {
    expect(OrderConfigSchema.safeParse({ type: 'SMALLCASE', securities: [{ ticker: 'TCS' }] }).success).toBe(
      false,
    );
    expect(OrderConfigSchema.safeParse({ type: 'SECURITIES', securities: [] }).success).toBe(false);
    expect(
      OrderConfigSchema.safeParse({
        type: 'SECURITIES',
        securities: [{ ticker: 'TCS', quantity: 0, type: 'BUY' }],
      }).success,
    ).toBe(false);
  });
});

describe('fill price', () => {
  it('is the live price on the tick grid when there is no slippage', () => {
    expect(fillPrice(2415.33, 'EQ', () => 0.5)).toBe(2415.3);
    expect(fillPrice(211.017, 'EQ', () => 0.5)).toBe(211.02);
    expect(fillPrice(612.12, 'EQ', () => 0.5)).toBe(612.1);
    expect(fillPrice(143.32, 'CE', () => 0.5)).toBe(143.3);
  });

  it('stays within the slippage band, rounded to the band tick', () => {
    for (const random of [0, 0.1, 0.37, 0.5, 0.81, 0.999999]) {
      const price = fillPrice(2415.3, 'EQ', () => random);
      expect(Math.abs(price - 2415.3)).toBeLessThanOrEqual(2415.3 * MAX_SLIPPAGE + 0.05);
      expect(Math.round(price * 100) % 10).toBe(0);
    }
    expect(fillPrice(2415.3, 'EQ', () => 0)).toBeLessThan(2415.3);
    expect(fillPrice(2415.3, 'EQ', () => 0.999999)).toBeGreaterThan(2415.3);
  });
});

describe('order batch', () => {
  const now = new Date('2026-11-20T05:00:00.000Z');

  it('reports filled orders as COMPLETE in a COMPLETED regular batch with the amounts', () => {
    const batch = buildOrderBatch(
      'TRX_1',
      [order(reliance, 2, 'BUY'), order(itc, 3, 'SELL')],
      { kind: 'filled', prices: [2415.3, 211.02] },
      now,
    );
    expect(batch).toMatchObject({
      transactionId: 'TRX_1',
      variety: 'regular',
      status: 'COMPLETED',
      quantity: 5,
      filled: 5,
      buyAmount: 4830.6,
      sellAmount: 633.06,
      completedDate: now.toISOString(),
      unplaced: [],
    });
    expect(batch.batchId).toMatch(/^[0-9a-f]{24}$/);
    expect(batch.orders[0]).toMatchObject({
      tradingsymbol: 'RELIANCE',
      exchange: 'NSE',
      transactionType: 'BUY',
      orderType: 'MARKET',
      product: 'CNC',
      quantity: 2,
      filledQuantity: 2,
      averagePrice: 2415.3,
      status: 'COMPLETE',
    });
  });

  it('places after-market orders unfilled, and rejects with the broker reason', () => {
    const amo = buildOrderBatch('TRX_2', [order(itc, 1, 'BUY')], { kind: 'placed_amo' }, now);
    expect(amo).toMatchObject({ variety: 'amo', status: 'UNFILLED', filled: 0, completedDate: null });
    expect(amo.orders[0]).toMatchObject({ status: 'PLACED', filledQuantity: 0 });

    const rejected = buildOrderBatch(
      'TRX_3',
      [order(itc, 1, 'BUY')],
      { kind: 'rejected', errorCode: 'marginsExceeded', statusMessage: 'Insufficient funds' },
      now,
    );
    expect(rejected.status).toBe('ERROR');
    expect(rejected.orders[0]).toMatchObject({
      status: 'REJECTED',
      errorCode: 'marginsExceeded',
      statusMessage: 'Insufficient funds',
    });
  });
});

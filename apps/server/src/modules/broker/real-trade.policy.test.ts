import { describe, expect, it } from 'vitest';
import type { BrokerOrder, TransactionDetails } from '../../providers/broker/broker.provider.ts';
import { availableActions, orderOutcome, orderQuantity } from './real-trade.policy.ts';

describe('trade actions', () => {
  const buy = { tradeType: 'Buy' as const, stopLoss: 95, targetPrice: 110 };
  const sell = { tradeType: 'Sell' as const, stopLoss: 105, targetPrice: 90 };

  it.each([
    [buy, 100, ['EXIT']],
    [buy, 95, ['EXIT', 'APPLY_SL']],
    [buy, 94.5, ['EXIT', 'APPLY_SL']],
    [buy, 110, ['EXIT', 'APPLY_TG']],
    [buy, 111, ['EXIT', 'APPLY_TG']],
    [sell, 100, ['EXIT']],
    [sell, 105, ['EXIT', 'APPLY_SL']],
    [sell, 90, ['EXIT', 'APPLY_TG']],
    [sell, 89.9, ['EXIT', 'APPLY_TG']],
    [buy, undefined, ['EXIT']],
  ])('%o at %s offers %o', (trade, price, expected) => {
    expect(availableActions(trade, price)).toEqual(expected);
  });
});

describe('order quantity', () => {
  it('is the lots for cash equity, lots times the lot size for derivatives, none for an index', () => {
    expect(orderQuantity(3, { instrumentType: 'EQ', lotSize: 250 })).toBe(3);
    expect(orderQuantity(2, { instrumentType: 'FUT', lotSize: 250 })).toBe(500);
    expect(orderQuantity(1, { instrumentType: 'CE', lotSize: 65 })).toBe(65);
    expect(orderQuantity(1, { instrumentType: 'INDEX', lotSize: 65 })).toBeNull();
    expect(orderQuantity(1, { instrumentType: 'FUT', lotSize: null })).toBeNull();
  });
});

describe('order outcome', () => {
  const order = (overrides: Partial<BrokerOrder> = {}): BrokerOrder => ({
    tradingsymbol: 'ITC',
    exchange: 'NSE',
    transactionType: 'BUY',
    orderType: 'MARKET',
    product: 'CNC',
    quantity: 10,
    filledQuantity: 10,
    averagePrice: 211.02,
    status: 'COMPLETE',
    ...overrides,
  });
  const details = (
    status: TransactionDetails['status'],
    orders: BrokerOrder[] = [],
    error: TransactionDetails['error'] = null,
  ): TransactionDetails => ({
    transactionId: 'TRX_x',
    intent: 'TRANSACTION',
    status,
    expired: false,
    error,
    response: {
      smallcaseAuthToken: 'jwt',
      broker: 'kite',
      transactionId: 'TRX_x',
      orderBatches: [
        {
          batchId: 'b1',
          transactionId: 'TRX_x',
          variety: 'regular',
          status: 'COMPLETED',
          quantity: 10,
          filled: 10,
          buyAmount: 0,
          sellAmount: 0,
          completedDate: null,
          orders,
          unplaced: [],
        },
      ],
    },
  });
  const expected = { ticker: 'ITC', side: 'BUY' as const, quantity: 10 };

  it('is filled at the quantity-weighted average when every order is COMPLETE', () => {
    const outcome = orderOutcome(
      details('COMPLETED', [
        order({ quantity: 4, filledQuantity: 4, averagePrice: 211 }),
        order({ quantity: 6, filledQuantity: 6, averagePrice: 211.05 }),
      ]),
      expected,
    );
    expect(outcome).toEqual({ kind: 'filled', averagePrice: 211.03, batchIds: ['b1'] });
  });

  it('fails on a gateway error, expiry, ERRORED, a rejected order or another order than ours', () => {
    expect(orderOutcome(details('ERRORED', [], { code: 1010, message: 'user_cancelled' }), expected)).toEqual(
      {
        kind: 'failed',
        message: 'The broker order was cancelled',
      },
    );
    expect(orderOutcome({ ...details('INITIALIZED'), expired: true }, expected)).toEqual({
      kind: 'failed',
      message: 'The broker transaction expired',
    });
    expect(
      orderOutcome(
        details('COMPLETED', [
          order({ status: 'REJECTED', filledQuantity: 0, statusMessage: 'Insufficient funds' }),
        ]),
        expected,
      ),
    ).toEqual({ kind: 'failed', message: 'The broker did not fill the order: Insufficient funds' });
    expect(orderOutcome(details('COMPLETED', [order({ transactionType: 'SELL' })]), expected).kind).toBe(
      'failed',
    );
    expect(orderOutcome(details('COMPLETED', [order({ filledQuantity: 9 })]), expected).kind).toBe('failed');
    expect(orderOutcome(details('COMPLETED', []), expected).kind).toBe('failed');
  });

  it('waits on an after-market order and on a transaction the user has not finished', () => {
    expect(
      orderOutcome(details('PROCESSING', [order({ status: 'PLACED', filledQuantity: 0 })]), expected),
    ).toEqual({
      kind: 'pending',
    });
    expect(orderOutcome(details('USED'), expected)).toEqual({ kind: 'unfinished' });
    expect(orderOutcome(details('INITIALIZED'), expected)).toEqual({ kind: 'unfinished' });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_TRADE_PRICE } from '../constants/trades.ts';
import { CreateTradeBodySchema, UpdateTradeBodySchema, visibilityConflict } from '../schemas/trade.ts';
import { roundToPaise, TRADE_PRICE_MESSAGES, tradePriceError } from './prices.ts';
import { buyForm } from './trade-form.fixtures.ts';
import { CreateTradeFormSchema, type TradeFormInput, validateTradeForm } from './validate-trade.ts';

const errorsOf = (input: TradeFormInput) => {
  const result = validateTradeForm(input);
  return result.ok ? {} : result.errors;
};

describe('roundToPaise', () => {
  it.each([
    [100.004, 100],
    [100.005, 100.01],
    [1.005, 1.01],
    [0.0001, 0],
    [0.005, 0.01],
    [2499.995, 2500],
    [-1.005, -1.01],
    [123.45, 123.45],
  ])('%d -> %d', (value, expected) => {
    expect(roundToPaise(value)).toBe(expected);
  });
});

describe('tradePriceError', () => {
  it('accepts a paise up to the maximum, after rounding', () => {
    expect(tradePriceError(0.01)).toBeNull();
    expect(tradePriceError(0.005)).toBeNull();
    expect(tradePriceError(MAX_TRADE_PRICE)).toBeNull();
    expect(tradePriceError(MAX_TRADE_PRICE + 0.004)).toBeNull();
  });

  it('refuses what rounds to zero or below, and what is too large', () => {
    expect(tradePriceError(0.0001)).toBe(TRADE_PRICE_MESSAGES.tooSmall);
    expect(tradePriceError(0.004)).toBe(TRADE_PRICE_MESSAGES.tooSmall);
    expect(tradePriceError(0)).toBe(TRADE_PRICE_MESSAGES.tooSmall);
    expect(tradePriceError(-5)).toBe(TRADE_PRICE_MESSAGES.tooSmall);
    expect(tradePriceError(MAX_TRADE_PRICE + 0.01)).toBe(TRADE_PRICE_MESSAGES.tooLarge);
    expect(tradePriceError(1e15)).toBe(TRADE_PRICE_MESSAGES.tooLarge);
    expect(tradePriceError(Number.POSITIVE_INFINITY)).toBe(TRADE_PRICE_MESSAGES.tooLarge);
  });

  it('says the bound in rupees', () => {
    expect(TRADE_PRICE_MESSAGES.tooLarge).toBe('Prices must be at most ₹1,00,00,000.00');
  });
});

describe('validateTradeForm: prices are rounded to paise before the rules', () => {
  it('refuses a stop loss of 0.0001 (0 after rounding) on its field, not as a ladder error', () => {
    expect(errorsOf(buyForm({ stop_loss: 0.0001 }))).toEqual({ stop_loss: TRADE_PRICE_MESSAGES.tooSmall });
  });

  it('refuses 1e15 with the size message on each field that holds it', () => {
    expect(errorsOf(buyForm({ entry_price: 1e15 }))).toEqual({ entry_price: TRADE_PRICE_MESSAGES.tooLarge });
    expect(errorsOf(buyForm({ target_price: 1e15 }))).toEqual({
      target_price: TRADE_PRICE_MESSAGES.tooLarge,
    });
    expect(errorsOf(buyForm({ target_stop_loss_list: [{ target_price: 1e15, stop_loss: 100 }] }))).toEqual({
      target_stop_loss_list: TRADE_PRICE_MESSAGES.tooLarge,
    });
    expect(errorsOf(buyForm({ target_stop_loss_list: [{ target_price: 120, stop_loss: 0.0001 }] }))).toEqual({
      target_stop_loss_list: TRADE_PRICE_MESSAGES.tooSmall,
    });
  });

  it('compares the rounded prices: a stop loss of 99.999 is the entry of 100 and is refused', () => {
    const result = validateTradeForm(buyForm({ stop_loss: 99.999 }));
    expect(result).toEqual({
      ok: false,
      errors: { stop_loss: 'Stop loss should be less than entry price and target price' },
    });
  });

  it('hands on the rounded prices of an accepted form', () => {
    const result = validateTradeForm(
      buyForm({
        entry_price: 100.004,
        target_price: 110.005,
        stop_loss: 94.996,
        target_stop_loss_list: [{ target_price: 120.123, stop_loss: 110.001 }],
      }),
    );
    expect(result.ok && result.value).toMatchObject({
      entry_price: 100,
      target_price: 110.01,
      stop_loss: 95,
      target_stop_loss_list: [{ target_price: 120.12, stop_loss: 110 }],
    });
    expect(CreateTradeFormSchema.parse(buyForm({ entry_price: 100.004 })).entry_price).toBe(100);
  });
});

describe('the trade body schemas', () => {
  const body = { trade_type: 'Buy', entry_price: 100 } as const;

  it('refuses a price JSON could only read as infinite with the size message', () => {
    const issues = CreateTradeBodySchema.safeParse({ ...body, entry_price: Number.POSITIVE_INFINITY }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([TRADE_PRICE_MESSAGES.tooLarge]);
  });

  it.each([
    ['followers', true],
    ['group', true],
    ['private', false],
  ] as const)('refuses visibility %s with is_trade_private %s on create and update', (visibility, flag) => {
    const message = visibilityConflict(visibility, flag);
    expect(message).toContain(`visibility ${visibility} contradicts is_trade_private ${flag}`);
    const created = CreateTradeBodySchema.safeParse({ ...body, visibility, is_trade_private: flag });
    expect(created.error?.issues).toEqual([expect.objectContaining({ path: ['visibility'], message })]);
    const updated = UpdateTradeBodySchema.safeParse({ id: 1, visibility, is_trade_private: flag });
    expect(updated.error?.issues).toEqual([expect.objectContaining({ path: ['visibility'], message })]);
  });

  it.each([
    [{ visibility: 'private', is_trade_private: true }],
    [{ visibility: 'followers', is_trade_private: false }],
    [{ visibility: 'group', is_trade_private: false }],
    [{ visibility: 'private' }],
    [{ is_trade_private: true }],
    [{}],
  ])('accepts the consistent or single %j', (fields) => {
    expect(CreateTradeBodySchema.safeParse({ ...body, ...fields }).success).toBe(true);
  });
});

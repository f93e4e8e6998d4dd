import { describe, expect, it } from 'vitest';
import { TRADE_MESSAGES as M } from './messages.ts';
import { buyForm } from './trade-form.fixtures.ts';
import { CreateTradeFormSchema, type TradeFormInput, validateTradeForm } from './validate-trade.ts';

function sellForm(overrides: Partial<TradeFormInput> = {}): TradeFormInput {
  return buyForm({ trade_type: 'Sell', target_price: 90, stop_loss: 105, ...overrides });
}

function errorsOf(input: TradeFormInput) {
  const result = validateTradeForm(input);
  return result.ok ? {} : result.errors;
}

describe('validateTradeForm: required fields', () => {
  it.each([
    ['security', { security: null }],
    ['entry_price', { entry_price: undefined }],
    ['lots', { lots: Number.NaN }],
    ['target_price', { target_price: null }],
    ['stop_loss', { stop_loss: Number.NaN }],
    ['duration', { duration: null }],
  ] as const)('%s missing -> Required.', (field, overrides) => {
    expect(errorsOf(buyForm(overrides))).toEqual({ [field]: 'Required.' });
  });

  it('reports every missing field at once and skips ordering checks it cannot make', () => {
    const errors = errorsOf(
      buyForm({
        security: undefined,
        entry_price: Number.NaN,
        lots: null,
        target_price: null,
        stop_loss: null,
        duration: undefined,
        target_stop_loss_list: [{ target_price: 1, stop_loss: 999 }],
      }),
    );
    expect(errors).toEqual({
      security: 'Required.',
      entry_price: 'Required.',
      lots: 'Required.',
      target_price: 'Required.',
      stop_loss: 'Required.',
      duration: 'Required.',
    });
  });
});

describe('validateTradeForm: lots', () => {
  it.each([0, 0.5, -3])('lots %d -> the lots message', (lots) => {
    expect(errorsOf(buyForm({ lots }))).toEqual({ lots: 'For Posting a Trade Lots should be atleast 1.' });
  });
  it('accepts exactly 1 lot', () => {
    expect(validateTradeForm(buyForm({ lots: 1 })).ok).toBe(true);
  });
});

describe('validateTradeForm: Buy first row (stop_loss < entry_price <= target_price)', () => {
  it('accepts a valid trade and a target equal to the entry price', () => {
    expect(validateTradeForm(buyForm()).ok).toBe(true);
    expect(validateTradeForm(buyForm({ target_price: 100 })).ok).toBe(true);
  });
  it('target below entry -> target message on target_price', () => {
    expect(errorsOf(buyForm({ target_price: 99 }))).toEqual({
      target_price: 'Target Price Should be greater than stop loss and entry price',
    });
  });
  it('stop loss at or above entry -> stop-loss message on stop_loss', () => {
    for (const stop_loss of [100, 105, 120]) {
      expect(errorsOf(buyForm({ stop_loss }))).toEqual({
        stop_loss: 'Stop loss should be less than entry price and target price',
      });
    }
  });
  it('entry outside both (reversed row) -> entry message on entry_price only', () => {
    expect(errorsOf(buyForm({ target_price: 90, stop_loss: 105 }))).toEqual({
      entry_price: 'Entry Price Should be greater than stop loss and less than target price',
    });
  });
});

describe('validateTradeForm: Sell first row (target_price <= entry_price < stop_loss)', () => {
  it('accepts a valid trade and a target equal to the entry price', () => {
    expect(validateTradeForm(sellForm()).ok).toBe(true);
    expect(validateTradeForm(sellForm({ target_price: 100 })).ok).toBe(true);
  });
  it('target above entry -> target message on target_price', () => {
    expect(errorsOf(sellForm({ target_price: 101 }))).toEqual({
      target_price: 'Target price should be smaller than stop loss and entry price',
    });
  });
  it('stop loss at or below entry -> stop-loss message on stop_loss', () => {
    for (const stop_loss of [100, 95]) {
      expect(errorsOf(sellForm({ stop_loss }))).toEqual({
        stop_loss: 'Stop loss should be greater than entry price and target price',
      });
    }
  });
  it('entry outside both -> entry message on entry_price only', () => {
    expect(errorsOf(sellForm({ target_price: 110, stop_loss: 95 }))).toEqual({
      entry_price: 'Entry Price Should be greater than target price and less than stop loss',
    });
  });
});

describe('validateTradeForm: Buy intermediate rows', () => {
  it('accepts rising targets with stop losses trailing the previous target', () => {
    const rows = [
      { target_price: 120, stop_loss: 100 },
      { target_price: 120, stop_loss: 120 },
      { target_price: 130, stop_loss: 115 },
    ];
    const result = validateTradeForm(buyForm({ target_stop_loss_list: rows }));
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ target_stop_loss_list: rows }) });
  });
  it('a row target below the previous target -> Buy targets message on target_stop_loss_list', () => {
    const errors = errorsOf(buyForm({ target_stop_loss_list: [{ target_price: 105, stop_loss: 100 }] }));
    expect(errors).toEqual({ target_stop_loss_list: M.buyTargets });
    expect(M.buyTargets).toBe(
      'For Buy Trade, All targets should be greater than entry price and previous targets',
    );
  });
  it('a later row target below an earlier row target is refused', () => {
    const rows = [
      { target_price: 130, stop_loss: 110 },
      { target_price: 125, stop_loss: 110 },
    ];
    expect(errorsOf(buyForm({ target_stop_loss_list: rows }))).toEqual({
      target_stop_loss_list: M.buyTargets,
    });
  });
  it('a row stop loss above the previous target -> Buy stop-loss message', () => {
    const rows = [
      { target_price: 120, stop_loss: 110 },
      { target_price: 130, stop_loss: 121 },
    ];
    expect(errorsOf(buyForm({ target_stop_loss_list: rows }))).toEqual({
      target_stop_loss_list:
        'For Buy Trade, First stop-loss should be lesser than entry price and all other stop losses should be lesser than previous targets',
    });
  });
  it('reports the first offending row, the target rule before the stop-loss rule', () => {
    const rows = [{ target_price: 90, stop_loss: 200 }];
    expect(errorsOf(buyForm({ target_stop_loss_list: rows }))).toEqual({
      target_stop_loss_list: M.buyTargets,
    });
  });
  it('keeps the first-row and row errors apart', () => {
    const errors = errorsOf(
      buyForm({ stop_loss: 101, target_stop_loss_list: [{ target_price: 1, stop_loss: 1 }] }),
    );
    expect(errors).toEqual({ stop_loss: M.buyStopLoss, target_stop_loss_list: M.buyTargets });
  });
});

describe('validateTradeForm: Sell intermediate rows', () => {
  it('accepts falling targets with stop losses at or above the previous target', () => {
    const rows = [
      { target_price: 80, stop_loss: 100 },
      { target_price: 70, stop_loss: 80 },
    ];
    expect(validateTradeForm(sellForm({ target_stop_loss_list: rows })).ok).toBe(true);
  });
  it('a row target above the previous target -> Sell targets message', () => {
    expect(errorsOf(sellForm({ target_stop_loss_list: [{ target_price: 95, stop_loss: 100 }] }))).toEqual({
      target_stop_loss_list:
        'For Sell Trade, All targets should be lesser than entry price and previous targets',
    });
  });
  it('a row stop loss below the previous target -> Sell stop-loss message', () => {
    expect(errorsOf(sellForm({ target_stop_loss_list: [{ target_price: 80, stop_loss: 89 }] }))).toEqual({
      target_stop_loss_list:
        'For Sell Trade, First stop-loss should be greater than entry price and all other stop losses should be greater than previous targets',
    });
  });
});

describe('validateTradeForm: incomplete rows and group', () => {
  it('drops rows missing a target or a stop loss, without judging them', () => {
    const result = validateTradeForm(
      buyForm({
        target_stop_loss_list: [
          { target_price: 1, stop_loss: null },
          { target_price: undefined, stop_loss: 500 },
          { target_price: 120, stop_loss: 110 },
          { target_price: Number.NaN, stop_loss: 1 },
        ],
      }),
    );
    expect(result.ok && result.value.target_stop_loss_list).toEqual([{ target_price: 120, stop_loss: 110 }]);
  });
  it('group visibility without a group -> Please select a group', () => {
    expect(errorsOf(buyForm({ visibility: 'group', group: null }))).toEqual({
      group: 'Please select a group',
    });
    expect(errorsOf(buyForm({ visibility: 'group', group: undefined }))).toEqual({ group: M.selectGroup });
  });
  it('keeps the group only for group visibility', () => {
    const inGroup = validateTradeForm(buyForm({ visibility: 'group', group: 12 }));
    expect(inGroup.ok && inGroup.value.group).toBe(12);
    const privateTrade = validateTradeForm(buyForm({ visibility: 'private', group: 12 }));
    expect(privateTrade.ok && privateTrade.value.group).toBe(null);
  });
});

describe('CreateTradeFormSchema', () => {
  it('parses a valid form to the normalised value', () => {
    const parsed = CreateTradeFormSchema.parse(
      buyForm({ target_stop_loss_list: [{ target_price: null, stop_loss: 100 }] }),
    );
    expect(parsed.target_stop_loss_list).toEqual([]);
    expect(parsed.entry_price).toBe(100);
  });
  it('reports each rule as an issue whose path is the field', () => {
    const result = CreateTradeFormSchema.safeParse(
      buyForm({ lots: 0, target_price: 90, visibility: 'group', entry_price: 100, stop_loss: 80 }),
    );
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['lots', M.lotsAtLeastOne],
      ['target_price', M.buyTargetPrice],
      ['group', M.selectGroup],
    ]);
  });
  it('accepts NaN from empty number inputs and reports Required.', () => {
    const result = CreateTradeFormSchema.safeParse(buyForm({ entry_price: Number.NaN }));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['entry_price'], message: 'Required.' }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { COPY_REASON_TEXTS, type ComparedTrade, compareCopy, copiedTradeTotals } from './copy-comparison.ts';

// 09:30 UTC is 3:00 PM IST; 06:00 UTC is 11:30 AM IST.
const MORNING = '2026-05-04T03:45:00.000Z';
const NOON = '2026-05-04T06:00:00.000Z';
const AFTERNOON = '2026-05-04T09:30:00.000Z';

const live = (overrides: Partial<ComparedTrade>): ComparedTrade => ({
  trade_type: 'Buy',
  status: 'Active',
  entry_price: 100,
  exit_price: null,
  live_price: 110,
  lots: 2,
  lot_size: 1,
  trade_live_time: MORNING,
  trade_closing_time: null,
  trade_exit_type: false,
  closing_reason: null,
  ...overrides,
});

/** Closed as the wire answers it: live_price is the exit price. */
const closed = (overrides: Partial<ComparedTrade> & { exit_price: number }): ComparedTrade =>
  live({
    status: 'Closed',
    live_price: overrides.exit_price,
    trade_closing_time: AFTERNOON,
    closing_reason: 'target',
    ...overrides,
  });

describe('compareCopy: a later, worse entry, both still open', () => {
  const origin = live({ entry_price: 100, lots: 5 });
  const copy = live({ entry_price: 105, lots: 2, trade_live_time: '2026-05-04T06:00:00.000Z' });

  it('measures both at the live price on the copy’s lots, and the gap between them', () => {
    // Copy: (110 - 105) x 2 = 10.00; 5 / 105 = 4.76%. Origin on 2 shares: (110 - 100) x 2 = 20.00; 10%.
    expect(compareCopy(copy, origin)).toMatchObject({
      copy_pl_amount: 10,
      copy_pl_percent: 4.76,
      origin_pl_amount: 20,
      origin_pl_percent: 10,
      difference_percent: -5.24,
      difference_amount: -10,
      entry_gap: 5,
      entry_gap_percent: 5,
    });
  });

  it('says the entry was worse and by how much, how much later, and that both are open', () => {
    expect(compareCopy(copy, origin).reasons).toEqual([
      {
        code: 'later_entry',
        message:
          "You entered at ₹105.00, ₹5.00 (5.00%) worse than the expert's ₹100.00, 2 h 15 min after them.",
      },
      { code: 'still_open', message: 'Both are still open: compared at the live price ₹110.00.' },
    ]);
  });

  it('counts whole days when the copy came days later', () => {
    const days = compareCopy(live({ entry_price: 101, trade_live_time: '2026-05-06T06:45:00.000Z' }), origin);
    expect(days.reasons[0]!.message).toContain('₹1.00 (1.00%) worse than the expert');
    expect(days.reasons[0]!.message).toContain(', 2 d 3 h after them.');
  });
});

describe('compareCopy: a better Sell entry and a hand exit, both closed', () => {
  const origin = closed({
    trade_type: 'Sell',
    entry_price: 200,
    exit_price: 180,
    lots: 1,
    closing_reason: 'target',
    trade_closing_time: AFTERNOON,
  });
  const copy = closed({
    trade_type: 'Sell',
    entry_price: 204,
    exit_price: 190,
    lots: 3,
    trade_exit_type: true,
    closing_reason: 'manual',
    trade_closing_time: NOON,
  });

  it('reverses the sign for Sell: higher entry is better, a fall is a gain', () => {
    // Copy: (204 - 190) x 3 = 42.00; 14 / 204 = 6.86%. Origin on 3: (200 - 180) x 3 = 60.00; 10%.
    expect(compareCopy(copy, origin)).toMatchObject({
      copy_pl_amount: 42,
      copy_pl_percent: 6.86,
      origin_pl_amount: 60,
      origin_pl_percent: 10,
      difference_percent: -3.14,
      difference_amount: -18,
      entry_gap: -4,
      entry_gap_percent: -2,
    });
  });

  it('names the better entry and the different exit, with prices and times (IST)', () => {
    expect(compareCopy(copy, origin).reasons).toEqual([
      {
        code: 'better_entry',
        message: "You entered at ₹204.00, ₹4.00 (2.00%) better than the expert's ₹200.00.",
      },
      {
        code: 'different_exit',
        message:
          "You exited by hand at ₹190.00 (11:30 AM 4 May); the expert's call closed at its target at ₹180.00 (3:00 PM 4 May).",
      },
    ]);
  });
});

describe('compareCopy: one side still open', () => {
  it('the copy open, the origin closed: the origin at its exit, the copy at live', () => {
    const origin = closed({ entry_price: 100, exit_price: 95, closing_reason: 'stop_loss' });
    const copy = live({ entry_price: 100, live_price: 98 });
    const result = compareCopy(copy, origin);
    // Copy: (98 - 100) x 2 = -4.00, -2%. Origin: (95 - 100) x 2 = -10.00, -5%.
    expect(result).toMatchObject({
      copy_pl_amount: -4,
      copy_pl_percent: -2,
      origin_pl_amount: -10,
      origin_pl_percent: -5,
      difference_percent: 3,
      difference_amount: 6,
      entry_gap: 0,
    });
    expect(result.reasons).toEqual([
      {
        code: 'still_open',
        message:
          "The expert's call closed at its stop loss at ₹95.00 (3:00 PM 4 May); yours is still open, compared at the live price ₹98.00.",
      },
    ]);
  });

  it('the copy closed, the origin open: reads the origin’s live price, not the copy’s exit', () => {
    const origin = live({ entry_price: 100, live_price: 120 });
    const copy = closed({
      entry_price: 100,
      exit_price: 104,
      trade_exit_type: true,
      closing_reason: 'manual',
    });
    const result = compareCopy(copy, origin);
    // Copy: 4 x 2 = 8.00, 4%. Origin: 20 x 2 = 40.00, 20%.
    expect(result).toMatchObject({ copy_pl_amount: 8, origin_pl_amount: 40, difference_percent: -16 });
    expect(result.reasons).toEqual([
      {
        code: 'still_open',
        message:
          "You exited by hand at ₹104.00 (3:00 PM 4 May); the expert's call is still open, compared at the live price ₹120.00.",
      },
    ]);
  });

  it('without a live price there is no P&L for the open side, and no difference', () => {
    const result = compareCopy(live({ live_price: null }), live({ live_price: null }));
    expect(result).toMatchObject({
      copy_pl_amount: null,
      origin_pl_amount: null,
      difference_percent: null,
      difference_amount: null,
    });
    expect(result.reasons).toEqual([
      { code: 'still_open', message: 'Both are still open: the live price is not known yet.' },
    ]);
  });
});

describe('compareCopy: what has no outcome', () => {
  it('an Upcoming copy has no P&L (not its potential) and says what it waits for', () => {
    const result = compareCopy(live({ status: 'Inactive', entry_price: 99.5 }), live({}));
    expect(result).toMatchObject({
      copy_pl_amount: null,
      copy_pl_percent: null,
      origin_pl_amount: 20,
      difference_percent: null,
      entry_gap: null,
    });
    expect(result.reasons).toEqual([
      { code: 'not_entered', message: 'Your copy has not entered yet: it waits for ₹99.50.' },
    ]);
  });

  it('an origin that expired before its entry', () => {
    const result = compareCopy(live({}), live({ status: 'expired', live_price: null }));
    expect(result.origin_pl_amount).toBeNull();
    expect(result.copy_pl_amount).toBe(20);
    expect(result.reasons).toEqual([
      { code: 'not_entered', message: "The expert's call expired before its entry price was reached." },
    ]);
  });

  it('a hidden origin: the copy alone, one reason, no origin figures', () => {
    const result = compareCopy(closed({ entry_price: 100, exit_price: 107 }), null);
    expect(result).toEqual({
      copy_pl_amount: 14,
      copy_pl_percent: 7,
      origin_pl_amount: null,
      origin_pl_percent: null,
      difference_percent: null,
      difference_amount: null,
      entry_gap: null,
      entry_gap_percent: null,
      reasons: [{ code: 'origin_hidden', message: COPY_REASON_TEXTS.originHidden }],
    });
  });
});

describe('compareCopy: alike', () => {
  it('same entry and same exit: no reason, no difference', () => {
    const result = compareCopy(closed({ exit_price: 108, lots: 4 }), closed({ exit_price: 108, lots: 1 }));
    expect(result).toMatchObject({ difference_percent: 0, difference_amount: 0, entry_gap: 0, reasons: [] });
    expect(Object.is(result.difference_percent, 0)).toBe(true);
  });

  it('multiplies F&O amounts by the lot size on both sides', () => {
    const origin = live({ entry_price: 20, live_price: 26, lots: 1, lot_size: 75 });
    const copy = live({ entry_price: 22, live_price: 26, lots: 2, lot_size: 75 });
    // Copy: 4 x 2 x 75 = 600.00, 18.18%. Origin on 150 units: 6 x 150 = 900.00, 30%.
    expect(compareCopy(copy, origin)).toMatchObject({
      copy_pl_amount: 600,
      copy_pl_percent: 18.18,
      origin_pl_amount: 900,
      origin_pl_percent: 30,
      difference_percent: -11.82,
      difference_amount: -300,
      entry_gap: 2,
      entry_gap_percent: 10,
    });
  });
});

describe('copiedTradeTotals', () => {
  it('sums rupees in paise and averages over the copies each figure has', () => {
    const a = compareCopy(live({ entry_price: 105 }), live({})); // copy 10.00 / 4.76; origin 20 / 10; diff -5.24
    const b = compareCopy(closed({ entry_price: 100, exit_price: 95.55 }), closed({ exit_price: 97 })); // copy -8.90 / -4.45; origin -6 / -3; diff -1.45
    const c = compareCopy(closed({ exit_price: 100.1 }), null); // copy 0.20 / 0.10; hidden
    const d = compareCopy(live({ status: 'Inactive' }), live({})); // not entered
    const totals = copiedTradeTotals([
      { status: 'Active', is_real: false, comparison: a },
      { status: 'Closed', is_real: true, comparison: b },
      { status: 'Closed', is_real: false, comparison: c },
      { status: 'Inactive', is_real: false, comparison: d },
    ]);
    expect(totals).toEqual({
      count: 4,
      open: 2,
      closed: 2,
      real: 1,
      virtual: 3,
      compared: 2,
      // 10.00 - 8.90 + 0.20 = 1.30 (in floats 1.2999999999999998)
      copy_pl_amount: 1.3,
      // (4.76 - 4.45 + 0.10) / 3 = 0.1366... -> 0.14
      copy_pl_percent_avg: 0.14,
      // 20 - 6 = 14
      origin_pl_amount: 14,
      // (10 - 3) / 2 = 3.5
      origin_pl_percent_avg: 3.5,
      // (-5.24 - 1.45) / 2 = -3.345 -> -3.35 (half away from zero)
      difference_avg: -3.35,
    });
  });

  it('has no averages over no copies', () => {
    expect(copiedTradeTotals([])).toMatchObject({
      count: 0,
      copy_pl_amount: 0,
      copy_pl_percent_avg: null,
      origin_pl_percent_avg: null,
      difference_avg: null,
    });
  });
});

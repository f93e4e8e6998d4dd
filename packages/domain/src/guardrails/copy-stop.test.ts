import { describe, expect, it } from 'vitest';
import { type ClosedCopy, closedCopyPnlPaise, copyDrawdown, isCopyStopTripped } from './copy-stop.ts';

const buy = (entry: number, exit: number, lots: number, extra: Partial<ClosedCopy> = {}): ClosedCopy => ({
  tradeType: 'Buy',
  entryPrice: entry,
  entryFillPrice: entry,
  exitPrice: exit,
  lots,
  lotSize: 1,
  ...extra,
});

/*
 * Five copies closed in this order, with a maximum open exposure of ₹1,00,000:
 *   a. Buy 2 at ₹2,450, exit ₹2,550:                 +₹200   cumulative  +200, peak 200, fall    0
 *   b. Buy 10 at ₹1,000 filled ₹1,002, exit ₹950:    -₹520   cumulative  -320, peak 200, fall  520
 *   c. Sell 20 at ₹500, exit ₹530:                   -₹600   cumulative  -920, peak 200, fall 1120
 *   d. Buy 2 lots of 50 at ₹100, exit ₹110:         +₹1,000  cumulative   +80, peak 200, fall  120
 *   e. Buy 30 at ₹200, exit ₹150:                  -₹1,500   cumulative -1420, peak 200, fall 1620
 * The drawdown is ₹1,620: 1.62% of ₹1,00,000.
 */
const COPIES: ClosedCopy[] = [
  buy(2450, 2550, 2),
  buy(1000, 950, 10, { entryFillPrice: 1002 }),
  { ...buy(500, 530, 20), tradeType: 'Sell' },
  buy(100, 110, 2, { lotSize: 50 }),
  buy(200, 150, 30),
];

describe('the copy stop drawdown (hand-computed)', () => {
  it('measures each copy from its entry fill to its exit, Sell reversed, lots x lot size', () => {
    expect(COPIES.map(closedCopyPnlPaise)).toEqual([20_000, -52_000, -60_000, 100_000, -150_000]);
  });

  it('takes the largest fall from a running peak of the cumulative P&L, as percent of the maximum exposure', () => {
    expect(copyDrawdown(COPIES, 100_000)).toEqual({
      cumulativePaise: -142_000,
      peakPaise: 20_000,
      drawdownPaise: 162_000,
      percent: 1.62,
    });
  });

  it('a later, higher peak starts a new measure: +₹3,000 then -₹2,000 is a ₹2,000 fall (2%)', () => {
    // Cumulative after e: -1,420; +3,000 -> 1,580 (the new peak); -2,000 -> -420.
    const more = [...COPIES, buy(100, 130, 100), buy(100, 80, 100)];
    expect(copyDrawdown(more, 100_000)).toMatchObject({
      peakPaise: 158_000,
      drawdownPaise: 200_000,
      percent: 2,
    });
  });

  it('starts at 0: losses from the first copy on are a fall from the setting', () => {
    expect(copyDrawdown([buy(100, 95, 100)], 10_000)).toEqual({
      cumulativePaise: -50_000,
      peakPaise: 0,
      drawdownPaise: 50_000,
      percent: 5,
    });
    expect(copyDrawdown([], 10_000)).toEqual({
      cumulativePaise: 0,
      peakPaise: 0,
      drawdownPaise: 0,
      percent: 0,
    });
  });

  it('trips only once the drawdown passes the copy stop: 1.62% trips a 1.61% stop, not a 1.62% one', () => {
    const drawdown = copyDrawdown(COPIES, 100_000);
    expect(isCopyStopTripped(drawdown, 1.61, 100_000)).toBe(true);
    expect(isCopyStopTripped(drawdown, 1.62, 100_000)).toBe(false);
    expect(isCopyStopTripped(drawdown, 5, 100_000)).toBe(false);
    expect(isCopyStopTripped(drawdown, null, 100_000)).toBe(false);
  });
});

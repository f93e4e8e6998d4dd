import { describe, expect, it } from 'vitest';
import { type FillBar, type FillCall, marketFill, replayFills, unfilled } from './order-fills.ts';

const bar = (at: number, open: number, high: number, low: number, close: number): FillBar => ({
  at,
  open,
  high,
  low,
  close,
});
const tick = 0.05;
const oneTick = () => tick;
const noSlippage = () => 0;
const buy = (overrides: Partial<FillCall> = {}): FillCall => ({
  side: 'Buy',
  entry: 100,
  entryIsMarket: false,
  targets: [110],
  stopLosses: [95],
  startsAt: 0,
  expiresAt: 1_000,
  referencePrice: 98,
  ...overrides,
});

describe('marketFill', () => {
  it('charges the slippage against the trader, in whole paise', () => {
    expect(marketFill(100, true, 0.05)).toBe(100.05);
    expect(marketFill(100, false, 0.05)).toBe(99.95);
    expect(marketFill(123.45, true, 0.1)).toBe(123.55);
    expect(marketFill(0.01, false, 0.05)).toBe(0.01);
    expect(marketFill(101.37, true, 0)).toBe(101.37);
  });
});

describe('replayFills, hand-computed', () => {
  it('fills a limit entry at its level when the bar trades through it, and a target at its level', () => {
    const fills = replayFills(buy(), [bar(1, 99, 101, 98.5, 100.5), bar(2, 104, 111, 103, 109)], noSlippage);
    expect(fills).toEqual({
      entryFill: 100,
      entryAt: 1,
      exitFill: 110,
      exitAt: 2,
      outcome: 'target',
      step: 0,
    });
  });

  it('fills an entry the price gapped through at the first price beyond it, not at the level', () => {
    // A breakout buy at 100 with the market at 98: the next bar opens at 102.
    const fills = replayFills(buy(), [bar(1, 102, 103, 101.5, 102.5)], noSlippage);
    expect(fills.entryFill).toBe(102);
  });

  it('fills a stop loss the price gapped through at the open, less the slippage', () => {
    const fills = replayFills(buy(), [bar(1, 100, 101, 99.5, 100), bar(2, 93, 94, 92, 93.5)], oneTick);
    expect(fills).toMatchObject({ entryFill: 100, exitFill: 92.95, outcome: 'stop_loss', exitAt: 2 });
  });

  it('counts the stop loss first when one bar reaches both the stop loss and the target', () => {
    const fills = replayFills(buy(), [bar(1, 100, 100.5, 99.5, 100), bar(2, 100, 112, 94, 105)], noSlippage);
    expect(fills).toMatchObject({ exitFill: 95, outcome: 'stop_loss', step: 0 });
  });

  it('fills an entry now at the first bar from posting, with slippage, not the price it was written at', () => {
    const fills = replayFills(
      buy({ entry: null, startsAt: 10, referencePrice: 100 }),
      [bar(5, 99, 99, 99, 99), bar(10, 100.4, 100.8, 100.2, 100.6)],
      oneTick,
    );
    expect(fills).toMatchObject({ entryFill: 100.45, entryAt: 10, exitFill: null });
  });

  it('charges slippage on a market entry at its level (a Sell receives less)', () => {
    const sell = buy({
      side: 'Sell',
      entry: 100,
      entryIsMarket: true,
      targets: [90],
      stopLosses: [105],
      referencePrice: 102,
    });
    const fills = replayFills(sell, [bar(1, 101, 101, 99.5, 100)], oneTick);
    expect(fills.entryFill).toBe(99.95);
  });

  it('moves up the ladder on intermediate targets, the new stop loss waiting for the next bar', () => {
    const ladder = buy({ targets: [105, 110], stopLosses: [95, 103] });
    const fills = replayFills(
      ladder,
      [bar(1, 100, 100, 100, 100), bar(2, 104, 106, 102, 105.5), bar(3, 104, 104.5, 102.5, 103)],
      noSlippage,
    );
    // Bar 2 reached 105 (row 1) and dipped to 102, under row 1's stop loss: that waits for bar 3.
    expect(fills).toMatchObject({ step: 1, exitFill: 103, outcome: 'stop_loss', exitAt: 3 });
  });

  it('on the entry bar, counts a target only when the bar closes beyond it', () => {
    const closesUnder = replayFills(buy(), [bar(1, 99, 111, 99, 104)], noSlippage);
    expect(closesUnder).toMatchObject({ entryFill: 100, outcome: null });
    const closesBeyond = replayFills(buy(), [bar(1, 99, 111, 99, 110.5)], noSlippage);
    expect(closesBeyond).toMatchObject({ entryFill: 100, exitFill: 110, outcome: 'target' });
  });

  it('closes a Live trade at the window end at the last close, as a market order; an unfilled one has no fills', () => {
    const live = replayFills(
      buy({ expiresAt: 3 }),
      [bar(1, 100, 100, 100, 100), bar(2, 101, 102, 100.5, 101.5), bar(3, 120, 120, 120, 120)],
      oneTick,
    );
    expect(live).toMatchObject({ exitFill: 101.45, exitAt: 3, outcome: 'window_end' });
    const never = replayFills(buy({ expiresAt: 3 }), [bar(1, 98, 99, 97, 98)], oneTick);
    expect(never).toEqual(unfilled());
  });
});

import { describe, expect, it } from 'vitest';
import { type LadderTrade, priceLadder } from './price-ladder.ts';

const singleBuy: LadderTrade = {
  trade_type: 'Buy',
  status: 'Active',
  entry_price: 100,
  first_stop_loss: 90,
  stop_loss: 90,
  target_price: 120,
  targets: [120],
};

// Three targets; TP1 has been hit, so the current target is TP2 and the stop loss trailed to the entry.
const multiBuy: LadderTrade = {
  trade_type: 'Buy',
  status: 'Active',
  entry_price: 100,
  first_stop_loss: 80,
  stop_loss: 100,
  target_price: 140,
  targets: [120, 140, 180],
};

const multiSell: LadderTrade = {
  trade_type: 'Sell',
  status: 'Active',
  entry_price: 100,
  first_stop_loss: 120,
  stop_loss: 100,
  target_price: 60,
  targets: [80, 60, 20],
};

describe('priceLadder labels and order', () => {
  it('one target: Stop Loss, Entry, Target', () => {
    const ladder = priceLadder(singleBuy, 105);
    expect(ladder.steps.map((s) => [s.label, s.price])).toEqual([
      ['Stop Loss', 90],
      ['Entry', 100],
      ['Target', 120],
    ]);
    expect(ladder.isMultiTarget).toBe(false);
    expect(ladder.currentStopLoss).toBeNull();
    expect(ladder.currentTarget).toBeNull();
  });

  it('several targets: SL, EP, TP1..TPn with the current SL and TP', () => {
    const ladder = priceLadder(multiBuy, 130);
    expect(ladder.steps.map((s) => s.label)).toEqual(['SL', 'EP', 'TP1', 'TP2', 'TP3']);
    expect(ladder.steps.map((s) => s.kind)).toEqual(['stop_loss', 'entry', 'target', 'target', 'target']);
    expect(ladder.currentStopLoss).toBe(100);
    expect(ladder.currentTarget).toBe(140);
  });

  it('places steps by price from the stop loss (0) to the final target (1)', () => {
    expect(priceLadder(multiBuy, null).steps.map((s) => s.position)).toEqual([0, 0.2, 0.4, 0.6, 1]);
    expect(priceLadder(multiSell, null).steps.map((s) => s.position)).toEqual([0, 0.2, 0.4, 0.6, 1]);
  });
});

describe('priceLadder reached targets', () => {
  it('Buy: a target is reached when the current target is above it', () => {
    expect(priceLadder(multiBuy, 130).steps.map((s) => s.isReached)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });
  it('Sell: a target is reached when the current target is below it', () => {
    expect(priceLadder(multiSell, 70).steps.map((s) => s.isReached)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });
  it('no target is reached while the current target is the first', () => {
    expect(priceLadder(singleBuy, 119).steps.some((s) => s.isReached)).toBe(false);
  });
  it('a Closed trade has reached every target its exit price got to, the final one included', () => {
    const closedBuy = { ...singleBuy, status: 'Closed' as const };
    expect(priceLadder(closedBuy, 125).steps.at(-1)?.isReached).toBe(true);
    expect(priceLadder(closedBuy, 120).steps.at(-1)?.isReached).toBe(true);
    expect(priceLadder(closedBuy, 95).steps.at(-1)?.isReached).toBe(false);
    const closedSell = { ...multiSell, status: 'Closed' as const, target_price: 20 };
    expect(priceLadder(closedSell, 18).steps.map((s) => s.isReached)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
  it('an Upcoming or Live trade does not count a price beyond a target as reaching it', () => {
    expect(priceLadder({ ...singleBuy, status: 'Inactive' }, 130).steps.at(-1)?.isReached).toBe(false);
    expect(priceLadder(singleBuy, 130).steps.at(-1)?.isReached).toBe(false);
  });
});

describe('priceLadder stop loss breach', () => {
  it('Buy: breached at or below the current stop loss', () => {
    expect(priceLadder(singleBuy, 90.01).isStopLossBreached).toBe(false);
    expect(priceLadder(singleBuy, 90).isStopLossBreached).toBe(true);
    expect(priceLadder(singleBuy, 85).isStopLossBreached).toBe(true);
    expect(priceLadder(multiBuy, 99).isStopLossBreached).toBe(true);
  });
  it('Sell: breached at or above the current stop loss', () => {
    expect(priceLadder(multiSell, 99).isStopLossBreached).toBe(false);
    expect(priceLadder(multiSell, 100).isStopLossBreached).toBe(true);
  });
  it('never breached without a price', () => {
    expect(priceLadder(singleBuy, null).isStopLossBreached).toBe(false);
    expect(priceLadder(singleBuy, Number.NaN).isStopLossBreached).toBe(false);
  });
});

describe('priceLadder live marker', () => {
  it('shows inside the ladder with its position along it', () => {
    expect(priceLadder(singleBuy, 105).liveMarker).toEqual({ price: 105, position: 0.5 });
    expect(priceLadder(singleBuy, 90).liveMarker).toEqual({ price: 90, position: 0 });
    expect(priceLadder(singleBuy, 120).liveMarker).toEqual({ price: 120, position: 1 });
    expect(priceLadder(multiSell, 110).liveMarker).toEqual({ price: 110, position: 0.1 });
  });
  it('is hidden outside the ladder', () => {
    expect(priceLadder(singleBuy, 89.99).liveMarker).toBeNull();
    expect(priceLadder(singleBuy, 121).liveMarker).toBeNull();
    expect(priceLadder(multiSell, 10).liveMarker).toBeNull();
    expect(priceLadder(singleBuy, null).liveMarker).toBeNull();
  });
  it('is hidden when the trade is Closed, shown for Upcoming', () => {
    expect(priceLadder({ ...singleBuy, status: 'Closed' }, 105).liveMarker).toBeNull();
    expect(priceLadder({ ...singleBuy, status: 'Inactive' }, 105).liveMarker).not.toBeNull();
  });
});

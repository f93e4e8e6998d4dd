/**
 * The lifecycle rules, shared by the indexed engine and the naive scan. Ladders are read from a
 * Float64Array, interleaved from `offset`: row i's target at offset + 2i, its stop loss at offset + 2i + 1.
 */
import { marketFill } from '@tradecircle/domain';
import type { EngineTrade, Transition } from './engine.types.ts';

/** advance() outcomes, in the low two bits of its result; the ladder row it ends on is in the rest. */
export const STILL_OPEN = 0;
export const CLOSED_AT_TARGET = 1;
export const CLOSED_AT_STOP_LOSS = 2;

export const resultStep = (result: number): number => result >>> 2;
export const isClosedResult = (result: number): boolean => (result & 3) !== STILL_OPEN;

/** An Inactive trade activates when a tick from `prev` to `cur` touches or crosses its entry. */
export function entryCrossed(entry: number, prev: number, cur: number): boolean {
  return prev <= cur ? entry >= prev && entry <= cur : entry >= cur && entry <= prev;
}

/**
 * Applies one price to an Active trade standing on ladder row `step`. The stop loss is checked first;
 * then every target the price reaches moves the trade up a row (closing it at the last row), and once
 * a target is reached the new rows' stop losses wait for the next tick.
 */
export function advance(
  isBuy: boolean,
  ladder: Float64Array,
  offset: number,
  rows: number,
  step: number,
  price: number,
): number {
  const stopLoss = ladder[offset + 2 * step + 1]!;
  if (isBuy ? price <= stopLoss : price >= stopLoss) return (step << 2) | CLOSED_AT_STOP_LOSS;
  let row = step;
  for (;;) {
    const target = ladder[offset + 2 * row]!;
    if (isBuy ? price < target : price > target) return (row << 2) | STILL_OPEN;
    if (row === rows - 1) return (row << 2) | CLOSED_AT_TARGET;
    row++;
  }
}

/**
 * The two levels between which advance() leaves an Active trade on `step` unchanged: it changes the
 * trade exactly when price >= upper or price <= lower (Buy: upper target, lower stop loss; Sell: the
 * reverse). The index keeps these in its heaps, which is what lets it skip every other trade.
 */
export function activeUpperLevel(isBuy: boolean, ladder: Float64Array, offset: number, step: number): number {
  return ladder[offset + 2 * step + (isBuy ? 0 : 1)]!;
}

export function activeLowerLevel(isBuy: boolean, ladder: Float64Array, offset: number, step: number): number {
  return ladder[offset + 2 * step + (isBuy ? 1 : 0)]!;
}

/**
 * Appends what advance() returned for a trade that stood on `fromStep`, as transitions. A close at
 * the target fills at the tick's price; one at the stop loss is a market order paying its slippage.
 */
export function appendLadderTransitions(
  out: Transition[],
  tradeId: number,
  securityId: number,
  isBuy: boolean,
  ladder: Float64Array,
  offset: number,
  fromStep: number,
  result: number,
  price: number,
  slippage: (price: number) => number,
  at: number,
): void {
  const toStep = resultStep(result);
  for (let step = fromStep + 1; step <= toStep; step++) {
    const targetPrice = ladder[offset + 2 * step]!;
    const stopLoss = ladder[offset + 2 * step + 1]!;
    out.push({ kind: 'target_reached', tradeId, securityId, step, targetPrice, stopLoss, price, at });
  }
  if (isClosedResult(result)) {
    if ((result & 3) === CLOSED_AT_TARGET) {
      out.push({ kind: 'closed', tradeId, securityId, reason: 'target', price, at });
    } else {
      const fill = marketFill(price, !isBuy, slippage(price));
      out.push({ kind: 'closed', tradeId, securityId, reason: 'stop_loss', price: fill, at });
    }
  }
}

/**
 * The transition of an entry filling at `price`: an Inactive trade's activation (a market entry pays
 * slippage), or the fill of an Active trade entered "now" (always a market order).
 */
export function entryTransition(
  wasActive: boolean,
  isBuy: boolean,
  isMarket: boolean,
  tradeId: number,
  securityId: number,
  price: number,
  slippage: (price: number) => number,
  at: number,
): Transition {
  const fill = wasActive || isMarket ? marketFill(price, isBuy, slippage(price)) : price;
  return { kind: wasActive ? 'entry_filled' : 'activated', tradeId, securityId, price: fill, at };
}

/** A window's end closes a Live trade at the last price, as a market order. */
export function windowEndFill(isBuy: boolean, last: number, slippage: (price: number) => number): number {
  return marketFill(last, !isBuy, slippage(last));
}

export const noSlippage = (_price: number): number => 0;

export function writeLadder(trade: EngineTrade, ladder: Float64Array, offset: number): void {
  for (let row = 0; row < trade.targets.length; row++) {
    ladder[offset + 2 * row] = trade.targets[row]!;
    ladder[offset + 2 * row + 1] = trade.stopLosses[row]!;
  }
}

export function readLadder(
  ladder: Float64Array,
  offset: number,
  rows: number,
): { targets: number[]; stopLosses: number[] } {
  const targets: number[] = [];
  const stopLosses: number[] = [];
  for (let row = 0; row < rows; row++) {
    targets.push(ladder[offset + 2 * row]!);
    stopLosses.push(ladder[offset + 2 * row + 1]!);
  }
  return { targets, stopLosses };
}

const MAX_ROWS = 0xffff;
const isInt32 = (n: number): boolean => (n | 0) === n;

/**
 * Rejects what the engine cannot hold. Ladder order is the domain's validation, not checked here: the
 * rules above are defined for any ladder.
 */
export function assertEngineTrade(trade: EngineTrade): void {
  const rows = trade.targets.length;
  if (!isInt32(trade.id) || !isInt32(trade.securityId)) {
    throw new RangeError(`trade ${trade.id}: id and securityId must be 32-bit integers`);
  }
  if (rows < 1 || rows > MAX_ROWS || trade.stopLosses.length !== rows) {
    throw new RangeError(`trade ${trade.id}: targets and stopLosses need the same length, 1 to ${MAX_ROWS}`);
  }
  const expectedStep = trade.status === 'Active' ? trade.step : 0;
  if (trade.step !== expectedStep || !Number.isInteger(trade.step) || trade.step < 0 || trade.step >= rows) {
    throw new RangeError(`trade ${trade.id}: step ${trade.step} is not a row of an ${trade.status} trade`);
  }
  let finite = Number.isFinite(trade.entryPrice);
  for (let row = 0; row < rows; row++) {
    finite &&= Number.isFinite(trade.targets[row]) && Number.isFinite(trade.stopLosses[row]);
  }
  if (!finite) throw new RangeError(`trade ${trade.id}: prices must be finite`);
  if (Number.isNaN(trade.expiresAt)) {
    throw new RangeError(`trade ${trade.id}: expiresAt must be a number`);
  }
}

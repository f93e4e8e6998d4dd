import type { TradeType } from '../constants/trades.ts';

/**
 * How a virtual trade's orders fill (docs/metrics.md, "Realistic virtual fills"). Prices are rupees.
 *
 * - A level (an entry, a target, a stop loss) fills when a price reaches or passes it, at the first
 *   price that does: a level the price gapped through fills at the price beyond it, not at the level.
 * - An entry "now" fills at the first price after the call is posted, not at the price shown when it
 *   was written.
 * - Market orders pay slippage, a configurable number of ticks against the trader: an entry sent as
 *   a market order (now, or when its level is reached), every stop loss (a stop-market order) and a
 *   close at the end of the trade's window. A target is a limit order: no slippage.
 * - When one bar's range reaches both the stop loss and a target, the stop loss counts first.
 *
 * The lifecycle engine applies these rules to single prices (ticks); replayFills applies them to
 * bars (candles). A tick is a bar whose open, high, low and close are its price, and on such bars the
 * two agree exactly (the engine's property tests).
 */

/** The slippage a market order pays unless configured (VIRTUAL_FILL_SLIPPAGE_TICKS). */
export const DEFAULT_SLIPPAGE_TICKS = 1;

/**
 * The price a market order gets when the market prints `price`: `slippage` rupees worse for its side
 * (a buyer pays more, a seller gets less), in whole paise and never below one paisa.
 */
export function marketFill(price: number, buying: boolean, slippage: number): number {
  if (slippage === 0) return price;
  const paise = Math.round(price * 100) + (buying ? 1 : -1) * Math.round(slippage * 100);
  return Math.max(paise, 1) / 100;
}

/** Which side of the market the entry's order is on: a Buy trade buys to enter and sells to exit. */
const entryBuys = (side: TradeType) => side === 'Buy';

/** One bar of prices from `at` (epoch ms). A tick is the bar { open, high, low, close } all its price. */
export type FillBar = { at: number; open: number; high: number; low: number; close: number };

/** A call as its fills are replayed: the entry level (null: enter now), its ladder and its window. */
export type FillCall = {
  side: TradeType;
  /** The entry level; null for an entry now (at the first bar from `startsAt`). */
  entry: number | null;
  /** The entry is a market order (slippage); a limit entry fills at the price that reached it. */
  entryIsMarket: boolean;
  /** Row 0 first, as the engine's ladder (same length as stopLosses). */
  targets: readonly number[];
  stopLosses: readonly number[];
  /** The first bar the order can fill in starts at or after this instant (epoch ms). */
  startsAt: number;
  /** Bars from this instant on are past the window (epoch ms). */
  expiresAt: number;
  /** The last price before `startsAt`: which side of it the entry lies decides how it is reached. */
  referencePrice: number;
};

export type ReplayedFills = {
  entryFill: number | null;
  entryAt: number | null;
  exitFill: number | null;
  exitAt: number | null;
  /** How it ended; null while open (or never entered) at the last bar. */
  outcome: 'target' | 'stop_loss' | 'window_end' | null;
  /** The ladder row in force at the end. */
  step: number;
};

/** The first index of `bars` at or after `at` (binary search; bars in time order). */
export function firstBarFrom(bars: readonly FillBar[], at: number): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (bars[middle]!.at < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A call none of whose orders filled (yet). */
export const unfilled = (): ReplayedFills => ({
  entryFill: null,
  entryAt: null,
  exitFill: null,
  exitAt: null,
  outcome: null,
  step: 0,
});

/**
 * The fills a call's orders get over `bars` (in time order), by the rules above. `slippage(price)` is
 * the rupee slippage of a market order at `price`. `until`: the instant the bars tell the market up
 * to (by default the last bar's). A window that ended by then with the trade Live closes at the last
 * bar's close before it, as a market order; one that ended before the entry filled has no fills.
 * `first`: the index of the first bar that can matter (the caller's search), to skip the earlier ones.
 */
export function replayFills(
  call: FillCall,
  bars: readonly FillBar[],
  slippage: (price: number) => number,
  until: number = bars.at(-1)?.at ?? Number.NEGATIVE_INFINITY,
  first = 0,
): ReplayedFills {
  const buys = entryBuys(call.side);
  const rows = call.targets.length;
  const result = unfilled();
  let last = call.referencePrice;
  for (let index = first; index < bars.length; index++) {
    const bar = bars[index]!;
    if (bar.at < call.startsAt) continue;
    if (bar.at >= call.expiresAt) break;
    let enteredHere = false;
    if (result.entryFill === null) {
      const fill = entryFillOnBar(call, bar, last, buys, slippage);
      last = bar.close;
      if (fill === null) continue;
      result.entryFill = fill;
      result.entryAt = bar.at;
      enteredHere = true;
    }
    last = bar.close;
    // Most bars reach neither level: test that before building an outcome.
    const stopLoss = call.stopLosses[result.step]!;
    const target = call.targets[result.step]!;
    const reach = enteredHere ? bar.close : buys ? bar.high : bar.low;
    const moves = buys ? bar.low <= stopLoss || reach >= target : bar.high >= stopLoss || reach <= target;
    if (!moves) continue;
    const exit = ladderOnBar(call, bar, result.step, rows, buys, enteredHere, slippage);
    result.step = exit.step;
    if (exit.fill !== null) {
      result.exitFill = exit.fill;
      result.exitAt = bar.at;
      result.outcome = exit.outcome;
      return result;
    }
  }
  if (result.entryFill !== null && until >= call.expiresAt) {
    const lastIndex = firstBarFrom(bars, call.expiresAt) - 1;
    const lastBar = lastIndex >= first ? bars[lastIndex] : undefined;
    if (lastBar && lastBar.at >= call.startsAt) {
      result.exitFill = marketFill(lastBar.close, !buys, slippage(lastBar.close));
      result.exitAt = call.expiresAt;
      result.outcome = 'window_end';
    }
  }
  return result;
}

/** The entry's fill on `bar`, or null when the bar does not reach it. `last`: the price before the bar. */
function entryFillOnBar(
  call: FillCall,
  bar: FillBar,
  last: number,
  buys: boolean,
  slippage: (price: number) => number,
): number | null {
  let price: number;
  if (call.entry === null || call.entry === last) {
    // Enter now, or a level the price stands on: the first price after fills it.
    price = bar.open;
  } else if (call.entry > last) {
    // Reached from below: the bar's high gets there, at its open when it opened beyond the level.
    if (bar.high < call.entry) return null;
    price = bar.open >= call.entry ? bar.open : call.entry;
  } else {
    if (bar.low > call.entry) return null;
    price = bar.open <= call.entry ? bar.open : call.entry;
  }
  return call.entryIsMarket || call.entry === null ? marketFill(price, buys, slippage(price)) : price;
}

/**
 * The ladder on one bar for a Live trade on row `step`. The stop loss counts first, and counts when
 * the bar's range reaches it; targets then move the trade up a row each, the new row's stop loss
 * waiting for the next bar. On the bar the entry filled, a target counts only when the bar closes
 * beyond it (what came after the entry within the bar is not known), while the stop loss counts on
 * its range: the conservative reading. There a target fills at its level, or at the bar's open when
 * the whole bar lies beyond it (the entry's own price was already past it).
 */
function ladderOnBar(
  call: FillCall,
  bar: FillBar,
  step: number,
  rows: number,
  buys: boolean,
  enteredHere: boolean,
  slippage: (price: number) => number,
): { step: number; fill: number | null; outcome: 'target' | 'stop_loss' | null } {
  const stopLoss = call.stopLosses[step]!;
  const stopReached = buys ? bar.low <= stopLoss : bar.high >= stopLoss;
  if (stopReached) {
    const gapped = buys ? bar.open <= stopLoss : bar.open >= stopLoss;
    const price = gapped ? bar.open : stopLoss;
    return { step, fill: marketFill(price, !buys, slippage(price)), outcome: 'stop_loss' };
  }
  const reach = enteredHere ? bar.close : buys ? bar.high : bar.low;
  let row = step;
  for (;;) {
    const target = call.targets[row]!;
    if (buys ? reach < target : reach > target) return { step: row, fill: null, outcome: null };
    if (row === rows - 1) {
      const gapped = enteredHere
        ? buys
          ? bar.low >= target
          : bar.high <= target
        : buys
          ? bar.open >= target
          : bar.open <= target;
      return { step: row, fill: gapped ? bar.open : target, outcome: 'target' };
    }
    row++;
  }
}

/** A tick as a bar: every price of the bar is the tick's. */
export const tickBar = (at: number, price: number): FillBar => ({
  at,
  open: price,
  high: price,
  low: price,
  close: price,
});

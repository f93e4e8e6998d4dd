/**
 * Deterministic data for the engine benchmark: securities with a starting price, open trades with
 * realistic ladders around it, and a geometric random walk of ticks on NSE's tick grid.
 */
import type { EngineTrade } from '../../apps/server/src/modules/trades/engine/index.ts';
import { roundToTick } from '../../apps/server/src/providers/market-feed/index.ts';
import { Rng } from '../../apps/server/src/providers/market-feed/random.ts';

export const DAY_MS = 86_400_000;
export const START_MS = Date.UTC(2026, 2, 17, 4, 0);

/** Starting prices, log-uniform between 50 and 5,000 rupees. */
export function startingPrices(securityCount: number, seed: number): Float64Array {
  const rng = new Rng(seed);
  const prices = new Float64Array(securityCount);
  for (let i = 0; i < securityCount; i++) prices[i] = roundToTick(50 * 100 ** rng.uniform(), 'EQ');
  return prices;
}

/** Relative offsets (fractions of the price) of a Buy ladder; a Sell ladder mirrors them. */
type Offsets = { entry: number; targets: number[]; stopLosses: number[]; step: number };

function between(rng: Rng, low: number, high: number): number {
  return low + (high - low) * rng.uniform();
}

/** Upcoming: entry within ±3% of the price, stop 1-4% behind it, targets 1-4% then 1-3% apart. */
function inactiveOffsets(rng: Rng, rows: number): Offsets {
  const entry = between(rng, -0.03, 0.03);
  const targets = [entry + between(rng, 0.01, 0.04)];
  const stopLosses = [entry - between(rng, 0.01, 0.04)];
  for (let row = 1; row < rows; row++) {
    targets.push(targets[row - 1]! + between(rng, 0.01, 0.03));
    stopLosses.push(targets[row - 1]! - between(rng, 0, 0.01));
  }
  return { entry, targets, stopLosses, step: 0 };
}

/** Live on row `step`: the price lies between that row's stop loss and target; earlier targets are behind it. */
function activeOffsets(rng: Rng, rows: number, step: number): Offsets {
  const targets = new Array<number>(rows);
  const stopLosses = new Array<number>(rows);
  targets[step] = between(rng, 0.005, 0.04);
  if (step > 0) targets[step - 1] = -between(rng, 0, 0.01);
  for (let row = step - 2; row >= 0; row--) targets[row] = targets[row + 1]! - between(rng, 0.01, 0.03);
  for (let row = step + 1; row < rows; row++) targets[row] = targets[row - 1]! + between(rng, 0.01, 0.03);
  for (let row = 1; row < rows; row++) stopLosses[row] = targets[row - 1]! - between(rng, 0.003, 0.02);
  const firstStop = step === 0 ? -between(rng, 0.003, 0.03) : targets[0]! - between(rng, 0.02, 0.05);
  stopLosses[0] = firstStop;
  const entry = Math.min(targets[0]!, firstStop + between(rng, 0.01, 0.02));
  return { entry, targets, stopLosses, step };
}

/** Trade `id` of `count`, on security id % prices.length + 1: half Buy, half Inactive, 1-3 rows. */
export function makeTrade(rng: Rng, id: number, prices: Float64Array): EngineTrade {
  const securityIndex = id % prices.length;
  const price = prices[securityIndex]!;
  const roll = rng.uniform();
  const rows = roll < 0.5 ? 1 : roll < 0.8 ? 2 : 3;
  const isBuy = rng.uniform() < 0.5;
  const isActive = rng.uniform() < 0.5;
  const offsets = isActive
    ? activeOffsets(rng, rows, Math.floor(rng.uniform() * rows))
    : inactiveOffsets(rng, rows);
  const d = isBuy ? 1 : -1;
  const level = (offset: number) => roundToTick(price * (1 + d * offset), 'EQ');
  return {
    id,
    securityId: securityIndex + 1,
    tradeType: isBuy ? 'Buy' : 'Sell',
    status: isActive ? 'Active' : 'Inactive',
    entryPrice: level(offsets.entry),
    step: offsets.step,
    targets: offsets.targets.map(level),
    stopLosses: offsets.stopLosses.map(level),
    expiresAt: START_MS + between(rng, 1, 10) * DAY_MS,
  };
}

/** Calls `each` with trades 1..count, generated one at a time so the caller's memory is what it keeps. */
export function forEachTrade(
  count: number,
  prices: Float64Array,
  seed: number,
  each: (t: EngineTrade) => void,
): void {
  const rng = new Rng(seed);
  for (let id = 1; id <= count; id++) each(makeTrade(rng, id, prices));
}

export type Ticks = { securityIds: Int32Array; prices: Float64Array; at: Float64Array };

/** `count` ticks on random securities, each a log-normal move of sigma 0.04% rounded to the tick grid. */
export function randomWalk(count: number, startPrices: Float64Array, seed: number): Ticks {
  const rng = new Rng(seed);
  const current = Float64Array.from(startPrices);
  const ticks: Ticks = {
    securityIds: new Int32Array(count),
    prices: new Float64Array(count),
    at: new Float64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const s = Math.floor(rng.uniform() * current.length);
    current[s] = roundToTick(current[s]! * Math.exp(0.0004 * rng.normal()), 'EQ');
    ticks.securityIds[i] = s + 1;
    ticks.prices[i] = current[s]!;
    ticks.at[i] = START_MS + i * 10;
  }
  return ticks;
}

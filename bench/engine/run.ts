/**
 * Trade lifecycle engine: 1,000,000 open trades over 500 securities, 100,000 ticks replayed through
 * LifecycleIndex. Baselines in the same run, on the same trades and ticks: NaiveLifecycle scanning
 * every open trade per tick (over the first NAIVE_TICKS ticks) and the same scan split per security
 * (one NaiveLifecycle per security, over the first BUCKETED_TICKS ticks). Both must answer exactly
 * the index's transitions for those ticks.
 *
 * Run: npm run engine -w @tradecircle/bench   (node --expose-gc --import tsx engine/run.ts)
 */
import os from 'node:os';
import {
  type EngineTrade,
  type Lifecycle,
  LifecycleIndex,
  NaiveLifecycle,
  type Transition,
} from '../../apps/server/src/modules/trades/engine/index.ts';
import { DAY_MS, forEachTrade, randomWalk, START_MS, startingPrices, type Ticks } from './scenario.ts';

const TRADES = Number(process.env.ENGINE_BENCH_TRADES ?? 1_000_000);
const SECURITIES = 500;
const TICKS = 100_000;
const NAIVE_TICKS = 300;
const BUCKETED_TICKS = 5_000;
const STORM_TRADES = 100_000;
const INDEX_RUNS = 3;
const SEED = 20261122;

const gc = globalThis.gc;
if (gc === undefined) throw new Error('run with node --expose-gc (npm run engine -w @tradecircle/bench)');

function retainedBytes(): number {
  gc!();
  gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function timed<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const result = fn();
  return [result, performance.now() - start];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const canonicalText = (ts: readonly Transition[]) =>
  JSON.stringify([...ts].sort((a, b) => a.tradeId - b.tradeId));

/**
 * Replays ticks [0, count) into `engine`. Keeps the transitions of the first `kept` ticks (for the
 * comparison with the baselines) and only counts the rest, so the run does not measure their retention.
 */
function replay(
  engine: Pick<Lifecycle, 'onTick'>,
  ticks: Ticks,
  count: number,
  kept = count,
): { moves: Transition[][]; transitions: number } {
  const moves: Transition[][] = [];
  let transitions = 0;
  for (let i = 0; i < count; i++) {
    const moved = engine.onTick(ticks.securityIds[i]!, ticks.prices[i]!, ticks.at[i]!);
    transitions += moved.length;
    if (i < kept) moves.push(moved);
  }
  return { moves, transitions };
}

function expectSame(label: string, expected: Transition[][], actual: Transition[][]): void {
  for (let i = 0; i < actual.length; i++) {
    if (canonicalText(expected[i]!) !== canonicalText(actual[i]!)) {
      throw new Error(`${label} differs from the index at tick ${i}`);
    }
  }
}

/** One NaiveLifecycle per security: the scan touches only the ticked security's trades. */
function bucketedNaive(): Pick<Lifecycle, 'add' | 'onTick'> {
  const books = new Map<number, NaiveLifecycle>();
  const bookFor = (securityId: number) => {
    let book = books.get(securityId);
    if (book === undefined) {
      book = new NaiveLifecycle();
      books.set(securityId, book);
    }
    return book;
  };
  return {
    add: (trade, referencePrice) => bookFor(trade.securityId).add(trade, referencePrice),
    onTick: (securityId, price, at) => bookFor(securityId).onTick(securityId, price, at),
  };
}

/** Half Inactive Buys with entries in (1000, 1020], half live Sells with stop losses there; 1025 fires all. */
function stormTrades(count: number): EngineTrade[] {
  return Array.from({ length: count }, (_, i): EngineTrade => {
    const level = 1000 + ((i % 2000) + 1) / 100;
    const base = { id: i + 1, securityId: 1, step: 0, expiresAt: START_MS + DAY_MS };
    return i % 2 === 0
      ? {
          ...base,
          tradeType: 'Buy',
          status: 'Inactive',
          entryPrice: level,
          targets: [1080],
          stopLosses: [970],
        }
      : {
          ...base,
          tradeType: 'Sell',
          status: 'Active',
          entryPrice: 990,
          targets: [950],
          stopLosses: [level],
        };
  });
}

function storm(make: () => Lifecycle): { ms: number; exactlyOnce: boolean } {
  const trades = stormTrades(STORM_TRADES);
  const engine = make();
  for (const trade of trades) engine.add(trade, 1000);
  const [moved, ms] = timed(() => engine.onTick(1, 1025, START_MS));
  const perTrade = new Map<number, number>();
  for (const t of moved) perTrade.set(t.tradeId, (perTrade.get(t.tradeId) ?? 0) + 1);
  const exactlyOnce =
    moved.length === STORM_TRADES &&
    perTrade.size === STORM_TRADES &&
    engine.size === STORM_TRADES / 2 &&
    trades.every((t) => perTrade.get(t.id) === 1);
  return { ms, exactlyOnce };
}

const prices = startingPrices(SECURITIES, SEED);
const ticks = randomWalk(TICKS, prices, SEED + 1);

/** Runs every measured path on small copies so the measured runs see optimised code. */
function warmUp(): void {
  const index = new LifecycleIndex();
  forEachTrade(50_000, prices, SEED + 7, (t) => index.add(t, prices[t.securityId - 1]!));
  replay(index, ticks, TICKS);
  index.expire(START_MS + 1.001 * DAY_MS);
  index.expire(START_MS + 3 * DAY_MS);
  const naive = new NaiveLifecycle();
  forEachTrade(20_000, prices, SEED + 7, (t) => naive.add(t, prices[t.securityId - 1]!));
  replay(naive, ticks, 200);
  naive.expire(START_MS + 3 * DAY_MS);
  storm(() => new LifecycleIndex());
}

// Windows end uniformly over days 1-10: ~100 trades are due at the first cutoff, ~10% by the second.
const fewDue = START_MS + (1 + 9e-4) * DAY_MS;
const tenthDue = START_MS + 1.9 * DAY_MS;

/** Builds the index from scratch, replays every tick, then expires; one fresh index per call. */
function measureIndex() {
  const before = retainedBytes();
  const index = new LifecycleIndex();
  const [, buildMs] = timed(() =>
    forEachTrade(TRADES, prices, SEED, (t) => index.add(t, prices[t.securityId - 1]!)),
  );
  const bytesPerTrade = (retainedBytes() - before) / TRADES;
  const typedBytesPerTrade = index.byteLength / TRADES;
  const open = index.size;
  const [{ moves, transitions }, replayMs] = timed(() => replay(index, ticks, TICKS, BUCKETED_TICKS));
  const [few, fewMs] = timed(() => index.expire(fewDue).length);
  const [tenth, tenthMs] = timed(() => index.expire(tenthDue).length);
  return {
    buildMs,
    bytesPerTrade,
    typedBytesPerTrade,
    open,
    moves,
    transitions,
    replayMs,
    few,
    fewMs,
    tenth,
    tenthMs,
  };
}

warmUp();
const indexRuns = Array.from({ length: INDEX_RUNS }, measureIndex);
const first = indexRuns[0]!;
const indexMoves = first.moves;
const indexMs = median(indexRuns.map((r) => r.replayMs));
const indexTicksPerSecond = TICKS / (indexMs / 1000);
const range = (pick: (r: (typeof indexRuns)[number]) => number, digits = 0) =>
  `${fmt(Math.min(...indexRuns.map(pick)), digits)}-${fmt(Math.max(...indexRuns.map(pick)), digits)}`;

let naive: NaiveLifecycle | undefined = new NaiveLifecycle();
forEachTrade(TRADES, prices, SEED, (t) => naive!.add(t, prices[t.securityId - 1]!));
const [{ moves: naiveMoves }, naiveMs] = timed(() => replay(naive!, ticks, NAIVE_TICKS));
expectSame('naive scan', indexMoves, naiveMoves);
const [naiveExpiredFew, naiveExpireFewMs] = timed(() => naive!.expire(fewDue));
const [naiveExpired, naiveExpireMs] = timed(() => naive!.expire(tenthDue));
naive = undefined;
const naiveTicksPerSecond = NAIVE_TICKS / (naiveMs / 1000);

const bucketed = bucketedNaive();
forEachTrade(TRADES, prices, SEED, (t) => bucketed.add(t, prices[t.securityId - 1]!));
const [{ moves: bucketedMoves }, bucketedMs] = timed(() => replay(bucketed, ticks, BUCKETED_TICKS));
expectSame('per-security naive scan', indexMoves, bucketedMoves);
const bucketedTicksPerSecond = BUCKETED_TICKS / (bucketedMs / 1000);

const indexStorms = Array.from({ length: 5 }, () => storm(() => new LifecycleIndex()));
const naiveStorms = Array.from({ length: 3 }, () => storm(() => new NaiveLifecycle()));

const runs = `median of ${INDEX_RUNS} fresh builds (range)`;
const rows: [string, string][] = [
  ['open trades / securities', `${fmt(first.open)} / ${SECURITIES}`],
  [
    'build: add() of every trade',
    `${fmt(median(indexRuns.map((r) => r.buildMs)) / 1000, 2)} s (${range((r) => r.buildMs / 1000, 2)} s)`,
  ],
  ['memory per open trade (heapUsed + arrayBuffers delta)', `${range((r) => r.bytesPerTrade, 1)} bytes`],
  ['  of which typed arrays (LifecycleIndex.byteLength)', `${fmt(first.typedBytesPerTrade, 1)} bytes`],
  [
    `index: ${fmt(TICKS)} ticks, ${runs}`,
    `${fmt(indexMs, 1)} ms (${range((r) => r.replayMs, 1)}), ${fmt(indexTicksPerSecond)} ticks/s (${range((r) => TICKS / (r.replayMs / 1000))})`,
  ],
  [
    'index: transitions',
    `${fmt(first.transitions)}, ${fmt(first.transitions / (indexMs / 1000))} transitions/s`,
  ],
  [
    `baseline: naive scan of all open trades (first ${NAIVE_TICKS} ticks)`,
    `${fmt(naiveTicksPerSecond, 1)} ticks/s; index ${fmt(indexTicksPerSecond / naiveTicksPerSecond)}x`,
  ],
  [
    `baseline: naive scan per security (first ${fmt(BUCKETED_TICKS)} ticks)`,
    `${fmt(bucketedTicksPerSecond)} ticks/s; index ${fmt(indexTicksPerSecond / bucketedTicksPerSecond)}x`,
  ],
  [
    `storm: one tick fires ${fmt(STORM_TRADES)} trades (index, median of 5)`,
    `${fmt(median(indexStorms.map((s) => s.ms)), 1)} ms; each trade moved exactly once: ${indexStorms.every((s) => s.exactlyOnce)}`,
  ],
  [
    'storm: same tick, naive scan (median of 3)',
    `${fmt(median(naiveStorms.map((s) => s.ms)), 1)} ms; exactly once: ${naiveStorms.every((s) => s.exactlyOnce)}`,
  ],
  [
    `expire(now), ~100 due (index, median of ${INDEX_RUNS} / naive scan)`,
    `${fmt(first.few)} in ${fmt(median(indexRuns.map((r) => r.fewMs)), 2)} ms / ${fmt(naiveExpiredFew.length)} in ${fmt(naiveExpireFewMs, 1)} ms`,
  ],
  [
    `expire(now), ~10% due (index, median of ${INDEX_RUNS} / naive scan)`,
    `${fmt(first.tenth)} in ${fmt(median(indexRuns.map((r) => r.tenthMs)), 1)} ms / ${fmt(naiveExpired.length)} in ${fmt(naiveExpireMs, 1)} ms`,
  ],
];

const machine = `${os.cpus().length} cores, Node ${process.versions.node}`;
const load = `1-minute load average ${os.loadavg()[0]!.toFixed(1)} at the end`;
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${machine}, ${load}\n`);
console.log('| measure | figure |\n|---|---|');
for (const [measure, figure] of rows) console.log(`| ${measure} | ${figure} |`);

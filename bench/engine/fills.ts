/**
 * What the fill rules (issue 34, part 1: the domain's order-fills.ts) cost the lifecycle engine: the
 * engine of this checkout, with slippage on and the fill flags set (half the entries market orders,
 * a tenth of the Live trades entered now and awaiting their fill), against the engine as it was before
 * the fill rules (ENGINE_FILLS_BASELINE_REF, read from git into a temporary folder), on the same
 * trades and ticks, builds alternating, in one process.
 *
 * Run: npm run engine-fills -w @tradecircle/bench
 *   ENGINE_FILLS_TRADES=1000000  ENGINE_FILLS_ROUNDS=5  ENGINE_FILLS_BASELINE_REF=08f1f22
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type EngineTrade,
  type Lifecycle,
  LifecycleIndex,
} from '../../apps/server/src/modules/trades/engine/index.ts';
import { tickSize } from '../../apps/server/src/providers/market-feed/index.ts';
import { forEachTrade, randomWalk, startingPrices, type Ticks } from './scenario.ts';

const TRADES = Number(process.env.ENGINE_FILLS_TRADES ?? 1_000_000);
const ROUNDS = Number(process.env.ENGINE_FILLS_ROUNDS ?? 5);
const BASELINE_REF = process.env.ENGINE_FILLS_BASELINE_REF ?? '08f1f22';
const SECURITIES = 500;
const TICKS = 100_000;
const SEED = 20261122;
const ENGINE_DIR = 'apps/server/src/modules/trades/engine';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The engine's files at `ref`, written to a temporary folder and imported from there. */
async function baselineEngine(ref: string): Promise<{ make: () => Lifecycle; cleanUp: () => void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'engine-baseline-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const files = git('ls-tree', '--name-only', `${ref}:${ENGINE_DIR}`)
    .split('\n')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  for (const name of files)
    writeFileSync(path.join(folder, name), git('show', `${ref}:${ENGINE_DIR}/${name}`));
  const module = (await import(pathToFileURL(path.join(folder, 'index.ts')).href)) as {
    LifecycleIndex: new () => Lifecycle;
  };
  return { make: () => new module.LifecycleIndex(), cleanUp: () => rmSync(folder, { recursive: true }) };
}

/** The scenario's trades with the fill flags set (the old engine ignores them). */
function withFillFlags(trade: EngineTrade): EngineTrade {
  return {
    ...trade,
    entryIsMarket: trade.id % 2 === 0,
    awaitingFill: trade.status === 'Active' && trade.id % 10 === 0,
  };
}

function run(make: () => Lifecycle, prices: Float64Array, ticks: Ticks): { ms: number; transitions: number } {
  const engine = make();
  forEachTrade(TRADES, prices, SEED, (t) => engine.add(withFillFlags(t), prices[t.securityId - 1]!));
  let transitions = 0;
  const start = performance.now();
  for (let i = 0; i < TICKS; i++) {
    transitions += engine.onTick(ticks.securityIds[i]!, ticks.prices[i]!, ticks.at[i]!).length;
  }
  return { ms: performance.now() - start, transitions };
}

const prices = startingPrices(SECURITIES, SEED);
const ticks = randomWalk(TICKS, prices, SEED + 1);
const baseline = await baselineEngine(BASELINE_REF);
const withFills = () => new LifecycleIndex({ slippage: (price) => tickSize(price, 'EQ') });
try {
  // Warm both up on a small copy so the measured rounds see optimised code.
  for (const make of [baseline.make, withFills]) {
    const engine = make();
    forEachTrade(50_000, prices, SEED + 7, (t) => engine.add(withFillFlags(t), prices[t.securityId - 1]!));
    for (let i = 0; i < TICKS; i++) engine.onTick(ticks.securityIds[i]!, ticks.prices[i]!, ticks.at[i]!);
  }
  const before: number[] = [];
  const after: number[] = [];
  let transitions = { before: 0, after: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const old = run(baseline.make, prices, ticks);
    const now = run(withFills, prices, ticks);
    before.push(TICKS / (old.ms / 1000));
    after.push(TICKS / (now.ms / 1000));
    transitions = { before: old.transitions, after: now.transitions };
    console.error(
      `round ${round + 1}: before ${fmt(before.at(-1)!)} ticks/s, after ${fmt(after.at(-1)!)} ticks/s`,
    );
  }
  const ratio = median(after) / median(before);
  console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.versions.node}`);
  console.log(
    `${fmt(TRADES)} open trades over ${SECURITIES} securities, ${fmt(TICKS)} ticks, ${ROUNDS} rounds alternating\n`,
  );
  console.log('| engine | ticks/s, median (range) | transitions |\n|---|---|---|');
  const range = (xs: number[]) => `${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))}`;
  console.log(
    `| before the fill rules (${BASELINE_REF}) | ${fmt(median(before))} (${range(before)}) | ${fmt(transitions.before)} |`,
  );
  console.log(
    `| with the fill rules, 1 tick of slippage | ${fmt(median(after))} (${range(after)}) | ${fmt(transitions.after)} |`,
  );
  console.log(
    `\nafter / before: ${ratio.toFixed(3)} (the fill rules cost ${fmt((1 - ratio) * 100, 1)}% of the ticks per second)`,
  );
} finally {
  baseline.cleanUp();
}

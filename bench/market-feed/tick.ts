/**
 * Market simulator cost: one tick batch for 500 securities, quotes and history.
 * Baseline in the same run: a loop building 500 plain quote objects, for the ratio.
 *
 * Run: npx tsx bench/market-feed/tick.ts
 */
import {
  createMarketSimulator,
  type Quote,
  type SecurityInput,
} from '../../apps/server/src/providers/market-feed/index.ts';

const COUNT = 500;
const securities: SecurityInput[] = Array.from({ length: COUNT }, (_, i) => ({
  id: i + 1,
  symbol: `SEC${i + 1}`,
  instrumentType: i % 50 === 0 ? 'INDEX' : 'EQ',
  referencePrice: 50 + ((i * 7919) % 30_000),
}));

function time(label: string, runs: number, fn: () => void): number {
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn();
  const perRun = (performance.now() - start) / runs;
  console.log(`${label.padEnd(58)} ${perRun.toFixed(4)} ms`);
  return perRun;
}

for (const mode of ['nse', 'always'] as const) {
  let now = new Date('2026-03-17T06:00:00Z'); // Tuesday 11:30 IST
  const sim = createMarketSimulator({ securities, seed: 1, mode, clock: () => now });
  console.log(`\nmode '${mode}', ${COUNT} securities`);
  time('first tick (walks each security from 09:15 / 00:00 to now)', 1, () => sim.tickOnce());
  let emitted = 0;
  const perTick = time('steady tick batch, clock +1 s (mean of 3,600)', 3600, () => {
    now = new Date(now.getTime() + 1000);
    emitted += sim.tickOnce().length;
  });
  console.log(
    `${'  quotes emitted per tick (changed prices only)'.padEnd(58)} ${(emitted / 3600).toFixed(0)}`,
  );
  time('baseline: build 500 quote objects', 3600, () => {
    const out: Quote[] = [];
    for (let i = 0; i < COUNT; i++) {
      out.push({
        securityId: i,
        livePrice: i,
        previousClose: i,
        change: 0,
        changePercent: 0,
        dayOpen: i,
        dayHigh: i,
        dayLow: i,
        updatedAt: now,
      });
    }
  });
  console.log(`${'  ratio tick / baseline'.padEnd(58)} see above (${perTick.toFixed(4)} ms)`);
  time('getQuotes(500 ids)', 100, () => sim.getQuotes(securities.map((s) => s.id)));
  let id = 1;
  time("history 'ALL' (5 years daily), first call per security", 100, () => sim.history(id++, 'ALL'));
  id = 1;
  time("history 'ALL' again (closes cached)", 100, () => sim.history(id++, 'ALL'));
  time("history '1WEEK' (15-minute bars)", 100, () => sim.history(id++, '1WEEK'));
  time("history '1YEAR'", 100, () => sim.history(id++, '1YEAR'));
}
const mem = process.memoryUsage();
console.log(
  `\nheap used ${(mem.heapUsed / 2 ** 20).toFixed(1)} MiB, rss ${(mem.rss / 2 ** 20).toFixed(1)} MiB`,
);

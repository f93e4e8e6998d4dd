/**
 * security_search latency with 5,000 securities in the table: the real app (routes, validation,
 * Drizzle, embedded PostgreSQL) through app.inject, beside GET /backend/health (one trivial query
 * through the same stack) as the baseline. Run: npm run security-search -w @tradecircle/bench
 */
import { performance } from 'node:perf_hooks';
import { securities } from '../../apps/server/src/db/schema/index.ts';
import { createTestApp } from '../../apps/server/test/support.ts';

const TOTAL_SECURITIES = 5000;
const REQUESTS = 3000;

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const word = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * 26)]).join('');

// Ticks at the production pace (the test default is faster), so the feed competes as it would live.
const ctx = await createTestApp({ seed: true, env: { MARKET_TICK_MS: '1000' } });
const existing = await ctx.database.db.$count(securities);
const rows = Array.from({ length: TOTAL_SECURITIES - existing }, (_, i) => ({
  symbol: `${word(3 + Math.floor(random() * 6))}${i}`,
  name: `${word(4 + Math.floor(random() * 6))} ${word(5)} Ltd`,
  exchange: (i % 5 === 0 ? 'BSE' : 'NSE') as 'NSE' | 'BSE',
}));
for (let start = 0; start < rows.length; start += 500) {
  await ctx.database.db.insert(securities).values(rows.slice(start, start + 500));
}
await ctx.database.db.execute('analyze securities');

async function timeRequests(urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await ctx.app.inject({ url });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const searchUrls = Array.from({ length: REQUESTS }, () => {
  const text =
    random() < 0.5
      ? word(1 + Math.floor(random() * 3))
      : rows[Math.floor(random() * rows.length)]!.name.slice(0, 4);
  return `/backend/api/trade/security_search/${encodeURIComponent(text.toLowerCase())}`;
});
await timeRequests(searchUrls.slice(0, 300));
await timeRequests(Array.from({ length: 300 }, () => '/backend/health'));

const search = await timeRequests(searchUrls);
const health = await timeRequests(Array.from({ length: REQUESTS }, () => '/backend/health'));
const plan = await ctx.database.db.execute(
  `explain select * from securities where lower(symbol) like 'rel%' or lower(name) like 'rel%'`,
);

console.log(
  `securities in the table: ${await ctx.database.db.$count(securities)}, ${REQUESTS} requests each, sequential`,
);
console.log('| call | p50 ms | p99 ms | max ms |');
console.log('|---|---|---|---|');
console.log(
  `| baseline: GET /backend/health | ${pct(health, 50).toFixed(2)} | ${pct(health, 99).toFixed(2)} | ${health.at(-1)!.toFixed(2)} |`,
);
console.log(
  `| GET security_search/{prefix} | ${pct(search, 50).toFixed(2)} | ${pct(search, 99).toFixed(2)} | ${search.at(-1)!.toFixed(2)} |`,
);
console.log(`search p99 / baseline p99: ${(pct(search, 99) / pct(health, 99)).toFixed(2)}x`);
console.log(
  'plan:',
  (plan as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN'].trim()).join(' | '),
);
await ctx.close();
process.exit(0);

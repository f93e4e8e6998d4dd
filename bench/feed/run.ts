/**
 * The Home feed (all-trade-list for a signed-in reader) at scale: 10,000 experts, 1,000,000 trades,
 * a reader following 1,000 of the experts (and 2 securities in a stock tab). The real app (routes,
 * token check, viewer lookup, the feed's two statements, presenting with live prices) through
 * app.inject, sequential requests, beside GET /backend/health (one trivial query through the same
 * stack) and a signed-in call (token check and one query) as baselines; the feed's service call alone
 * (listAllTrades, no HTTP); then EXPLAIN (ANALYZE, BUFFERS) of the feed's statements. The app starts
 * before the data is generated (see below), so the lifecycle engine does not track the generated
 * open trades.
 *
 * PostgreSQL: creates (and drops at the end) its own database on the server of FEED_BENCH_PG_URL.
 * PGlite: a fresh data directory under the system temp folder, removed at the end.
 *
 * Run: npm run feed -w @tradecircle/bench
 *   FEED_BENCH_DRIVERS=postgres,pglite  FEED_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test
 *   FEED_BENCH_EXPERTS=10000  FEED_BENCH_TRADES=1000000  FEED_BENCH_PGLITE_TRADES (default the same)
 *   FEED_BENCH_FOLLOWS=1000  FEED_BENCH_REQUESTS=500
 *   FEED_BENCH_KEEP_DATABASE=1 leaves the PostgreSQL database bench_feed in place (for EXPLAIN by hand)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  feedQueries,
  listAllTrades,
  NO_FILTERS,
} from '../../apps/server/src/modules/trades/trade-lists.service.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { signInThroughApp } from '../app-sign-in.ts';
import { okRequest, startBenchApp } from '../bench-app.ts';
import { openBenchDatabase } from '../bench-database.ts';
import { timeInterleaved } from '../stats.ts';
import { generateExperts, generateFollows, generateTrades } from './generate.ts';

const DRIVERS = (process.env.FEED_BENCH_DRIVERS || 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const PG_URL = process.env.FEED_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const EXPERTS = Number(process.env.FEED_BENCH_EXPERTS || 10_000);
const TRADES = Number(process.env.FEED_BENCH_TRADES || 1_000_000);
const PGLITE_TRADES = Number(process.env.FEED_BENCH_PGLITE_TRADES || TRADES);
const FOLLOWS = Number(process.env.FEED_BENCH_FOLLOWS || 1000);
const STOCKS = 2;
const REQUESTS = Number(process.env.FEED_BENCH_REQUESTS || 500);
const WARMUP = 50;
const BENCH_DATABASE = 'bench_feed';

const log = (message: string) =>
  console.error(`[feed bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** An authenticated GET timed alone (okRequest: every answer 200), with the first answer's body. */
async function timeRequests(app: FastifyInstance, url: string, headers: Record<string, string>) {
  let body: { result?: unknown[]; num?: number } = {};
  const timing = await timeCalls(
    okRequest<typeof body>(app, url, headers, (first) => {
      body = first;
    }),
  );
  return { ...timing, body };
}

/** One call timed alone: WARMUP untimed, then REQUESTS timed (stats.ts). */
async function timeCalls(call: () => Promise<unknown>) {
  const [timing] = await timeInterleaved([call], { warmup: WARMUP, requests: REQUESTS });
  return timing!;
}

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

async function explain(database: Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const client = (database.db as unknown as { $client: Client }).$client;
  const result = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
  return result.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

async function runDriver(driver: 'postgres' | 'pglite') {
  const trades = driver === 'pglite' ? PGLITE_TRADES : TRADES;
  const { database, dispose } = await openBenchDatabase(driver, {
    name: BENCH_DATABASE,
    pgUrl: PG_URL,
    keep: process.env.FEED_BENCH_KEEP_DATABASE === '1',
  });
  const lines: string[] = [];
  try {
    log(`${driver}: migrate and seed`);
    await database.migrate();
    await seedDemoData(database.db);
    // The app starts before the data exists: the lifecycle engine loads the open trades at start (a
    // scan of trades by status), which with a million rows would hold the embedded database for
    // seconds; generated rows are not announced to it, so it stays idle and the timings are the feed's.
    const { app, close } = await startBenchApp(database, { settle: true });
    const generation = performance.now();
    await generateExperts(database.db, EXPERTS);
    await generateTrades(database.db, trades, driver === 'pglite' ? 100_000 : 250_000, (done) =>
      log(`${driver}: ${done} trades`),
    );
    const generated = performance.now() - generation;
    log(`${driver}: vacuum analyze`);
    await database.db.execute(sql`vacuum analyze`);
    const ready = performance.now() - generation;
    try {
      const reader = await signInThroughApp(app, '7000000001', 'Bench Reader');
      await generateFollows(database.db, reader, FOLLOWS, STOCKS);
      await database.db.execute(sql`analyze user_follows`);
      await database.db.execute(sql`analyze follow_counts`);
      await database.db.execute(sql`analyze watchlist_items`);
      const headers = { authorization: `Bearer ${reader.token}` };
      const feedUrl = (page: number) =>
        `/backend/api/trade/all-trade-list/${reader.userId}/${page}/null/null/null`;
      log(`${driver}: timing`);
      const health = await timeRequests(app, '/backend/health', {});
      const signedIn = await timeRequests(app, '/backend/api/super-user/', headers);
      const cases = [
        ['reader, page 1', feedUrl(1), headers],
        ['reader, page 50', feedUrl(50), headers],
        [
          'reader, page 50, Closed/Buy',
          `/backend/api/trade/all-trade-list/${reader.userId}/50/Closed/Buy/null`,
          headers,
        ],
        ['visitor, page 1', '/backend/api/trade/all-trade-list/null/1/null/null/null', {}],
        ['visitor, page 50', '/backend/api/trade/all-trade-list/null/50/null/null/null', {}],
      ] as const;
      const countResult = (await database.db.execute(sql`select (select count(*) from trades)::int as trades,
          (select count(*) from profiles)::int as profiles,
          (select count(*) from user_follows where follower_id = ${reader.userId})::int as follows`)) as unknown as {
        rows: { trades: number; profiles: number; follows: number }[];
      };
      const counts = countResult.rows[0];
      lines.push(
        `### ${driver === 'postgres' ? 'PostgreSQL (server)' : 'PGlite (embedded)'}`,
        '',
        `${counts!.trades.toLocaleString('en')} trades, ${counts!.profiles.toLocaleString('en')} profiles, reader follows ${counts!.follows} experts and ${STOCKS} stocks; data generated in ${(generated / 1000).toFixed(1)} s (${(ready / 1000).toFixed(1)} s with VACUUM ANALYZE); ${REQUESTS} sequential requests per row after ${WARMUP} warm-up`,
        '',
        '| request | p50 ms | p99 ms | max ms | page rows, num |',
        '|---|---|---|---|---|',
        `| baseline: GET /backend/health | ${health.p50.toFixed(2)} | ${health.p99.toFixed(2)} | ${health.max.toFixed(2)} | |`,
        `| baseline, signed in: GET /backend/api/super-user/ (token check + one query) | ${signedIn.p50.toFixed(2)} | ${signedIn.p99.toFixed(2)} | ${signedIn.max.toFixed(2)} | |`,
      );
      for (const [name, url, caseHeaders] of cases) {
        const timing = await timeRequests(app, url, caseHeaders);
        lines.push(
          `| all-trade-list, ${name} | ${timing.p50.toFixed(2)} | ${timing.p99.toFixed(2)} | ${timing.max.toFixed(2)} | ${timing.body.result?.length}, ${timing.body.num} |`,
        );
        log(`${driver}: ${name} p99 ${timing.p99.toFixed(2)} ms`);
      }
      // The feed's own cost: listAllTrades (its two statements and presenting), no HTTP, token or viewer lookup.
      const deps = { db: database.db, quotes: app.quotes };
      const readerViewer = { userId: reader.userId, profileId: reader.profileId };
      for (const [name, viewer, page] of [
        ['reader, page 1', readerViewer, 1],
        ['reader, page 50', readerViewer, 50],
        ['visitor, page 1', null, 1],
        ['visitor, page 50', null, 50],
      ] as const) {
        const timing = await timeCalls(() => listAllTrades(deps, viewer, { page, filters: NO_FILTERS }));
        lines.push(
          `| listAllTrades only (no HTTP), ${name} | ${timing.p50.toFixed(2)} | ${timing.p99.toFixed(2)} | ${timing.max.toFixed(2)} | |`,
        );
      }
      for (const page of [1, 50]) {
        const queries = feedQueries(database.db, readerViewer, { page, filters: NO_FILTERS });
        const [scanned] = await queries.scan;
        const ids = (
          Array.isArray(scanned!.ids) ? scanned!.ids : String(scanned!.ids).replace(/[{}]/g, '').split(',')
        )
          .map(Number)
          .filter((id) => id > 0);
        lines.push(
          '',
          `EXPLAIN (ANALYZE, BUFFERS), reader page ${page}, the index scan (the page's ids and the bounded count for num):`,
          '',
          '```',
          await explain(database, queries.scan),
          '```',
          '',
          `The rows of page ${page} (those ${ids.length} ids joined):`,
          '',
          '```',
          await explain(database, queries.rows(ids)),
          '```',
        );
      }
    } finally {
      await close();
    }
  } finally {
    await database.close();
    await dispose();
  }
  return lines.join('\n');
}

const sections: string[] = [];
for (const driver of DRIVERS) sections.push(await runDriver(driver));
console.log(sections.join('\n\n'));
process.exit(0);

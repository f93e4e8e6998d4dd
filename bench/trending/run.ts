/**
 * The trending calls on 1,000,000 trades (issue 19): the refresh job once (timed), then each trending
 * call through the real app with app.inject (routes, token check, viewer lookup, the ranks, the
 * visible page and its count, presenting with live prices, response validation), sequential
 * requests, beside baselines in the same run:
 * - GET /backend/health (one trivial query through the same stack);
 * - the direct scans a naive endpoint would run over trades for the same answer, database and ranking
 *   only (no HTTP, no presenting): page 1 of Top Profitable Trades (the window's public calls in
 *   profit at live prices, best first, 2 rows), page 1 of Trades to Focus (the window's public
 *   Upcoming calls by copies and bookmarks, 3 rows), the securities' activity of the window, and the
 *   experts' month figures from the track record.
 *
 * PostgreSQL: creates (and drops at the end) its own database, bench_trending, on the server of
 * TRENDING_BENCH_PG_URL. PGlite: a fresh data directory under the system temp folder.
 *
 * Run: npm run trending -w @tradecircle/bench
 *   TRENDING_BENCH_DRIVERS=postgres (or postgres,pglite)  TRENDING_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test
 *   TRENDING_BENCH_TRADES=1000000  TRENDING_BENCH_SPACING_S=10  TRENDING_BENCH_REQUESTS=500
 *   TRENDING_BENCH_KEEP_DATABASE=1 (keeps bench_trending for EXPLAIN by hand)
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { profiles } from '../../apps/server/src/db/schema/index.ts';
import { expertsFigures } from '../../apps/server/src/modules/track-record/index.ts';
import {
  mostFollowedUpcomingCalls,
  publicCallCountsBySecurity,
  publicCallsInProfit,
} from '../../apps/server/src/modules/trades/index.ts';
import { refreshTrending } from '../../apps/server/src/modules/trending/index.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { signInThroughApp } from '../app-sign-in.ts';
import { okRequest, startBenchApp } from '../bench-app.ts';
import { captureStatements, explainStatement, openBenchDatabase } from '../bench-database.ts';
import { fmt, timeInterleaved, timingRow } from '../stats.ts';
import { generateExperts, generateFollowing, generateTrades } from './generate.ts';

type Driver = 'postgres' | 'pglite';
const DRIVERS = (process.env.TRENDING_BENCH_DRIVERS || 'postgres').split(',') as Driver[];
const PG_URL = process.env.TRENDING_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TOTAL = Number(process.env.TRENDING_BENCH_TRADES || 1_000_000);
const SPACING_S = Number(process.env.TRENDING_BENCH_SPACING_S || 10);
const REQUESTS = Number(process.env.TRENDING_BENCH_REQUESTS || 500);
const EXPERTS = 4000;
const WARMUP = 50;
const DAY_MS = 86_400_000;
const BENCH_DATABASE = 'bench_trending';

const log = (message: string) =>
  console.error(`[trending bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

type ListBody = { count?: number; results?: unknown[] };

const nonEmpty = (name: string) => (body: ListBody | unknown[]) => {
  const rows = Array.isArray(body) ? body : (body.results ?? []);
  if (rows.length === 0) throw new Error(`${name}: an empty answer`);
};

async function runDriver(driver: Driver) {
  const { database, dispose } = await openBenchDatabase(driver, {
    name: BENCH_DATABASE,
    pgUrl: PG_URL,
    keep: process.env.TRENDING_BENCH_KEEP_DATABASE === '1',
  });
  const lines: string[] = [];
  try {
    log(`${driver}: migrate and seed`);
    await database.migrate();
    await seedDemoData(database.db);
    // The app starts before the data exists (as the feed and groups benches): the lifecycle engine
    // loads the open trades at start, and the generated ones are not announced to it. The trending
    // job is off (testConfig): the run refreshes by hand, timed.
    const { app, close } = await startBenchApp(database, { settle: true });
    try {
      const reader = await signInThroughApp(app, '7000000201', 'Bench Trending Reader');
      const generation = performance.now();
      log(`${driver}: ${EXPERTS} experts, ${TOTAL} trades`);
      await generateExperts(database.db, EXPERTS);
      await generateTrades(database.db, {
        total: TOTAL,
        spacingSeconds: SPACING_S,
        chunk: driver === 'pglite' ? 100_000 : 250_000,
        onChunk: (done) => log(`${driver}: ${done} trades`),
      });
      log(`${driver}: copies, bookmarks, follows, record calls`);
      await generateFollowing(database.db);
      const generated = performance.now() - generation;
      log(`${driver}: vacuum analyze`);
      await database.db.execute(sql`vacuum analyze`);
      const ready = performance.now() - generation;

      const since = new Date(Date.now() - 7 * DAY_MS);
      const countResult = (await database.db.execute(sql`select
          (select count(*) from trades)::int as trades,
          (select count(*) from trades where created_at >= ${since})::int as in_window,
          (select count(*) from trades where created_at >= ${since} and visibility = 'followers'
             and status in ('Active', 'Closed'))::int as ran_in_window,
          (select count(*) from trades where created_at >= ${since} and visibility = 'followers'
             and status = 'Inactive')::int as upcoming_in_window,
          (select count(*) from track_record_calls)::int as record_calls,
          (select count(*) from profiles where is_sebi_registered)::int as sebi`)) as unknown as {
        rows: Record<string, number>[];
      };
      const counts = countResult.rows[0]!;

      log(`${driver}: refresh`);
      const refreshTimes: number[] = [];
      let lists = { profitable: 0, upcoming: 0, experts: 0, securities: 0 };
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        lists = await refreshTrending(database.db, app.quotes);
        refreshTimes.push(performance.now() - started);
      }

      const created = encodeURIComponent(since.toISOString());
      const base = `/backend/api/trade/${reader.userId}/trending`;
      const endpoints = [
        [
          'Top Profitable Trades, page 1 (page_size 2)',
          `${base}/?page=1&page_size=2&pandl_data__gt=0&created__gte=${created}`,
        ],
        ['Top Profitable Trades, page 5 (page_size 2)', `${base}/?page=5&page_size=2&pandl_data__gt=0`],
        [
          'Trades to Focus, page 1 (page_size 3)',
          `${base}/upcoming/?page=1&page_size=3&status=Inactive&created__gte=${created}`,
        ],
        ['SEBI experts, page 1 (page_size 6)', `${base}/profile/?page=1&page_size=6`],
        ['trending/securities (limit 10)', '/backend/trending/securities/?limit=10'],
      ] as const;

      log(`${driver}: timing`);
      const sebi = await database.db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.isSebiRegistered, true));
      const sebiIds = sebi.map((expert) => expert.userId);
      const [health, ...timed] = await timeInterleaved(
        [
          okRequest(app, '/backend/health', {}, () => {}),
          ...endpoints.map(([name, url]) => okRequest(app, url, reader.headers, nonEmpty(name))),
          ...endpoints
            .filter(([name]) => !name.startsWith('trending/'))
            .slice(0, 1)
            .map(([name, url]) => okRequest(app, url, {}, nonEmpty(`${name}, visitor`))),
        ],
        { warmup: WARMUP, requests: REQUESTS },
      );
      // The naive endpoints' scans, fewer rounds: they are slower by orders of magnitude.
      const scanRequests = Math.min(REQUESTS, 100);
      const [profitScan, upcomingScan, securitiesScan, expertsScan] = await timeInterleaved(
        [
          () => publicCallsInProfit(database.db, app.quotes, new Date(Date.now() - 7 * DAY_MS), 2),
          () => mostFollowedUpcomingCalls(database.db, new Date(Date.now() - 7 * DAY_MS), 3),
          () => publicCallCountsBySecurity(database.db, new Date(Date.now() - 7 * DAY_MS)),
          () => expertsFigures(database.db, sebiIds, '1M'),
        ],
        { warmup: WARMUP, requests: scanRequests },
      );

      lines.push(
        `### ${driver === 'postgres' ? 'PostgreSQL (server)' : 'PGlite (embedded)'}`,
        '',
        `${counts.trades!.toLocaleString('en')} trades, one per ${SPACING_S} s, ${counts.in_window!.toLocaleString('en')} in the 7-day window ` +
          `(public: ${counts.ran_in_window!.toLocaleString('en')} Live or Closed, ${counts.upcoming_in_window!.toLocaleString('en')} Upcoming); ` +
          `${counts.record_calls!.toLocaleString('en')} record calls, ${counts.sebi} SEBI-registered experts; ` +
          `data generated in ${(generated / 1000).toFixed(1)} s (${(ready / 1000).toFixed(1)} s with VACUUM ANALYZE).`,
        '',
        `Refresh (refreshTrending, all four lists): ${refreshTimes.map((ms) => `${fmt(ms)} ms`).join(', ')} ` +
          `(3 runs); lists of ${lists.profitable} profitable, ${lists.upcoming} upcoming, ${lists.experts} experts, ${lists.securities} securities.`,
        '',
        `${REQUESTS} sequential requests per row after ${WARMUP} warm-up, the rows interleaved (signed-in reader unless said):`,
        '',
        '| request | p50 ms | p95 ms | p99 ms | max ms |',
        '|---|---|---|---|---|',
        timingRow('baseline: GET /backend/health', health!),
        ...endpoints.map(([name], index) => timingRow(name, timed[index]!)),
        timingRow(`${endpoints[0][0]}, visitor`, timed[endpoints.length]!),
        '',
        `Direct scans (what a naive endpoint would run per request for the same answer; database and ranking only, no HTTP; ${scanRequests} rounds after ${WARMUP}):`,
        '',
        '| scan | p50 ms | p95 ms | p99 ms | max ms |',
        '|---|---|---|---|---|',
        timingRow(
          'Top Profitable Trades page 1: public calls of the window in profit at live prices, best 2',
          profitScan!,
        ),
        timingRow(
          'Trades to Focus page 1: public Upcoming calls of the window by copies + bookmarks, best 3',
          upcomingScan!,
        ),
        timingRow('securities: public calls of the window per security', securitiesScan!),
        timingRow("experts: every SEBI expert's month figures from the record", expertsScan!),
      );
      // The statements of one signed-in request of each trades list, and the plans of those on trades.
      if (driver === 'postgres')
        for (const [name, url] of [endpoints[0], endpoints[2]]) {
          const statements = await captureStatements(database, () =>
            app.inject({ url, headers: reader.headers }),
          );
          lines.push(
            '',
            `#### ${name}: ${statements.length} statements`,
            '',
            ...statements.map(
              (statement, index) =>
                `${index + 1}. \`${statement.text.replace(/\s+/g, ' ').slice(0, 140)}...\``,
            ),
          );
          for (const [index, statement] of statements.entries()) {
            if (
              !/^\s*select/i.test(statement.text) ||
              !/from "(trades|trending_trades)"/.test(statement.text)
            )
              continue;
            lines.push(
              '',
              `EXPLAIN (ANALYZE, BUFFERS) of statement ${index + 1}:`,
              '',
              '```',
              await explainStatement(database, statement),
              '```',
            );
          }
        }
      for (const [name, timing] of [...endpoints.map(([name], index) => [name, timed[index]!] as const)])
        log(`${driver}: ${name} p99 ${fmt(timing.p99)} ms`);
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

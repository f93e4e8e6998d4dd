/**
 * Claimed versus achievable as the server answers it (issue 34, part 4): an expert with 10,000 closed
 * public calls over a year whose comparisons are kept (call_comparisons), read through the server's
 * comparison reader, on the embedded database (or PostgreSQL with ACHIEVABLE_BENCH_PG_URL). Baseline
 * in the same run, interleaved: the statements the reader sends, captured and replayed on the
 * database client with no code around them (the reader runs two of them at once; the replay in turn).
 *
 * Run: npm run achievable-stored -w @tradecircle/bench
 *   (ACHIEVABLE_BENCH_CALLS=10000 ACHIEVABLE_BENCH_REQUESTS=50 ACHIEVABLE_BENCH_PG_URL=postgres://...)
 */
import { sql } from 'drizzle-orm';
import { callComparisons, securities, trackRecordCalls } from '../../apps/server/src/db/schema/index.ts';
import { createComparisonReader } from '../../apps/server/src/modules/achievable/index.ts';
import { captureStatements, openBenchDatabase } from '../bench-database.ts';
import { percentile } from '../stats.ts';

const CALLS = Number(process.env.ACHIEVABLE_BENCH_CALLS ?? 10_000);
const REQUESTS = Number(process.env.ACHIEVABLE_BENCH_REQUESTS ?? 50);
const PG_URL = process.env.ACHIEVABLE_BENCH_PG_URL;
const EXPERT = 1;
const SETTINGS = { reactionMs: 30_000, slippageTicks: 1, priceBarMs: 60_000 };
const YEAR_START = Date.parse('2025-12-01T03:45:00Z');

const log = (line: string) => process.stderr.write(`${line}\n`);

const { database, dispose } = await openBenchDatabase(PG_URL ? 'postgres' : 'pglite', {
  name: 'bench_achievable',
  pgUrl: PG_URL ?? '',
});
try {
  await database.migrate();
  const db = database.db;
  const [security] = await db
    .insert(securities)
    .values({ name: 'Bench Industries', symbol: 'BENCHIND', exchange: 'NSE' })
    .returning({ id: securities.id });
  log(`writing ${CALLS} closed calls and their kept comparisons`);
  for (let start = 0; start < CALLS; start += 1000) {
    const ids = Array.from({ length: Math.min(1000, CALLS - start) }, (_, index) => start + index + 1);
    const postedAt = (id: number) => new Date(YEAR_START + (id / CALLS) * 365 * 86_400_000);
    await db.insert(trackRecordCalls).values(
      ids.map((id) => ({
        tradeId: id,
        expertUserId: EXPERT,
        securityId: security!.id,
        side: id % 2 ? ('Buy' as const) : ('Sell' as const),
        entryPrice: 1000,
        lots: 1,
        isPublic: true,
        postedAt: postedAt(id),
        liveAt: new Date(postedAt(id).getTime() + 60_000),
        endedAt: new Date(postedAt(id).getTime() + 3_600_000),
        exitPrice: id % 3 ? 1020 : 990,
        outcome: (id % 3 ? 'target' : 'stop_loss') as never,
      })),
    );
    await db.insert(callComparisons).values(
      ids.map((id) => ({
        tradeId: id,
        ...SETTINGS,
        expertUserId: EXPERT,
        deliveryMs: 1500 + (id % 700),
        claimedPercent: id % 3 ? 2 : -1,
        achievablePercent: id % 7 ? (id % 3 ? 1.9 : -1.1) : null,
        claimedNetPercent: id % 3 ? 1.8 : -1.2,
        achievableNetPercent: id % 7 ? (id % 3 ? 1.7 : -1.3) : null,
      })),
    );
  }
  await db.execute(sql`analyze`);
  const reader = createComparisonReader(db, SETTINGS);
  const answer = await reader.compare({ expertUserId: EXPERT }, 'All', new Date('2026-12-01T00:00:00Z'));
  if (answer.gross.calls !== CALLS) throw new Error(`expected ${CALLS} calls, got ${answer.gross.calls}`);

  // The baseline: the very statements the reader sends, replayed on the client with no code around them.
  const statements = await captureStatements(database, () =>
    reader.compare({ expertUserId: EXPERT }, 'All', new Date('2026-12-01T00:00:00Z')),
  );
  log(`the reader sends ${statements.length} statements`);
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } })
    .$client;
  const reads = async () => {
    for (const statement of statements) await client.query(statement.text, statement.params);
  };
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < REQUESTS + 5; round++) {
    let started = performance.now();
    await reader.compare({ expertUserId: EXPERT }, 'All');
    const oursMs = performance.now() - started;
    started = performance.now();
    await reads();
    const baselineMs = performance.now() - started;
    if (round >= 5) {
      ours.push(oursMs);
      baseline.push(baselineMs);
    }
  }
  ours.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const p50 = (values: number[]) => percentile(values, 50).toFixed(1);
  const p95 = (values: number[]) => percentile(values, 95).toFixed(1);
  console.log(
    `| driver | calls | reader p50 ms (p95) | its statements replayed p50 ms (p95) | reader / statements |`,
  );
  console.log(`|---|---|---|---|---|`);
  console.log(
    `| ${PG_URL ? 'postgres' : 'pglite'} | ${CALLS} | ${p50(ours)} (${p95(ours)}) | ${p50(baseline)} (${p95(baseline)}) | ${(percentile(ours, 50) / percentile(baseline, 50)).toFixed(2)} |`,
  );
} finally {
  await database.close();
  await dispose();
}

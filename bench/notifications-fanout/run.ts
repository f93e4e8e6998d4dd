/**
 * Notification fan-out at scale: an expert with 100,000 followers posts a public trade. Measures the
 * time from the create-trade call until every follower's notification is written (the outbox event's
 * processed_at, set in the transaction that inserts the 100,000 rows and counters, seen committed),
 * and the p50 / p99 of other API calls made meanwhile against the same calls before the post.
 *
 * One server instance in this process (the real app through app.inject: routes, token check, the
 * outbox worker elected as leader, the in-memory bus and the live push), on PostgreSQL: creates (and
 * drops at the end) its own database on the server of FANOUT_BENCH_PG_URL.
 *
 * Other API calls: CONCURRENCY loops, each repeating my-notifications of a follower (reads the
 * table being written), get-trade of a public trade, and GET /backend/health.
 *
 * Run: npm run notifications-fanout -w @tradecircle/bench
 *   FANOUT_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test  FANOUT_BENCH_FOLLOWERS=100000
 *   FANOUT_BENCH_BASELINE_MS=10000  FANOUT_BENCH_CONCURRENCY=4  FANOUT_BENCH_ROUNDS=3
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { databaseUrl, withAdminClient } from '../../apps/server/test/database-templates.ts';
import { signInThroughApp } from '../app-sign-in.ts';
import { startBenchApp } from '../bench-app.ts';
import { percentile } from '../stats.ts';

const PG_URL = process.env.FANOUT_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const FOLLOWERS = Number(process.env.FANOUT_BENCH_FOLLOWERS || 100_000);
const BASELINE_MS = Number(process.env.FANOUT_BENCH_BASELINE_MS || 10_000);
const CONCURRENCY = Number(process.env.FANOUT_BENCH_CONCURRENCY || 4);
const ROUNDS = Number(process.env.FANOUT_BENCH_ROUNDS || 3);
const BENCH_DATABASE = 'bench_notifications_fanout';

const log = (message: string) =>
  console.error(`[fanout bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** One statement on the server's admin connection (creating and dropping the bench database). */
const adminQuery = (text: string) => withAdminClient(PG_URL, (client) => client.query(text));

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** FOLLOWERS users with profiles following the expert, in set-based statements. */
async function generateFollowers(database: Database, expertUserId: number) {
  await database.db.execute(sql`
    insert into users (phone, is_verified)
    select '6' || lpad(g::text, 9, '0'), true from generate_series(1, ${FOLLOWERS}) as g`);
  await database.db.execute(sql`
    insert into profiles (user_id, name)
    select id, 'Follower ' || id from users where phone like '6%' and id not in (select user_id from profiles)`);
  await database.db.execute(sql`
    insert into user_follows (follower_id, followee_id)
    select id, ${expertUserId} from users where phone like '6%'`);
  await database.db.execute(sql`
    insert into follow_counts (user_id, followers_count, following_count)
    values (${expertUserId}, ${FOLLOWERS}, 0)
    on conflict (user_id) do update set followers_count = excluded.followers_count`);
  await database.db.execute(sql`
    insert into follow_counts (user_id, followers_count, following_count)
    select id, 0, 1 from users where phone like '6%'
    on conflict (user_id) do nothing`);
  await database.db.execute(sql`vacuum analyze`);
}

type Sample = { name: string; ms: number; at: number };

/**
 * CONCURRENCY loops of the other calls until `stop()`; each sample keeps when it started, so the
 * samples of a window can be picked afterwards.
 */
function loadLoops(app: FastifyInstance, calls: { name: string; url: string; headers: Row }[]) {
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: CONCURRENCY }, async (_, loop) => {
    for (let i = loop; running; i += 1) {
      const call = calls[i % calls.length]!;
      const at = performance.now();
      const response = await app.inject({ url: call.url, headers: call.headers as Record<string, string> });
      if (response.statusCode !== 200) throw new Error(`${call.url} answered ${response.statusCode}`);
      samples.push({ name: call.name, ms: performance.now() - at, at });
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

function summary(samples: Sample[]) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
  };
}

async function main() {
  await adminQuery(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await adminQuery(`create database ${BENCH_DATABASE}`);
  const database = await openDatabase({
    driver: 'postgres',
    url: databaseUrl(PG_URL, BENCH_DATABASE),
    poolSize: 10,
  });
  const lines: string[] = [];
  try {
    log('migrate and seed');
    await database.migrate();
    await seedDemoData(database.db);
    const { app, close } = await startBenchApp(database);
    try {
      const expert = await signInThroughApp(app, '7000000001', 'Bench Expert');
      const reader = await signInThroughApp(app, '7000000002', 'Bench Reader');
      await app.inject({
        method: 'POST',
        url: '/backend/api/follow-influencer/',
        headers: reader.headers,
        payload: { to_follow_id: expert.userId },
      });
      const generation = performance.now();
      log(`${FOLLOWERS} followers`);
      await generateFollowers(database, expert.userId);
      log(`generated in ${((performance.now() - generation) / 1000).toFixed(1)} s`);

      const [security] = rowsOf(
        await database.db.execute(sql`select id from securities where symbol = 'INFY' and exchange = 'NSE'`),
      );
      const securityId = Number(security!.id);
      const live = await app.inject({
        method: 'POST',
        url: '/backend/api/trade/update-live-price/',
        payload: { id: securityId },
      });
      const price = live.json().live_price as number;
      const round = (value: number) => Math.round(value * 100) / 100;
      /** A public Upcoming limit-order trade 25% above the price (the engine leaves it alone). */
      const postTrade = async () => {
        const entry = price * (1.25 + Math.random() / 100);
        const response = await app.inject({
          method: 'POST',
          url: '/backend/api/trade/create-trade/',
          headers: expert.headers,
          payload: {
            security: securityId,
            trade_type: 'Buy',
            entry_price: round(entry),
            target_price: round(entry * 1.05),
            stop_loss: round(entry * 0.95),
            target_stop_loss_list: [],
            lots: 1,
            duration: 1,
            reasonings: 'Fan-out bench',
            is_real: false,
            order_type: 'limit_order',
          },
        });
        if (response.statusCode !== 201) throw new Error(`create-trade answered ${response.statusCode}`);
        return response.json().id as number;
      };
      // Warm-up: one post (its 100,000 notifications go out before timing starts).
      const warmTrade = await postTrade();
      await app.notificationWorker.drain();
      const calls = [
        {
          name: 'my-notifications (a follower)',
          url: `/backend/api/my-notifications/${reader.userId}`,
          headers: reader.headers,
        },
        { name: 'get-trade', url: `/backend/api/trade/get-trade/${warmTrade}`, headers: reader.headers },
        { name: 'health', url: '/backend/health', headers: {} },
      ];

      // The reader (a follower) has the app open: its socket gets the live push.
      const socket = await app.injectWS('/ws/security/');
      // An injected socket does not answer the server's heartbeat by itself (a browser does).
      socket.on('ping', () => socket.pong());
      socket.send(JSON.stringify({ type: 'auth', token: reader.token }));
      await new Promise((resolve) => setTimeout(resolve, 200));

      lines.push(
        `${FOLLOWERS.toLocaleString('en')} followers of one expert; ${CONCURRENCY} concurrent loops of other calls (${calls
          .map((call) => call.name)
          .join(', ')}) through app.inject in the same process; ${ROUNDS} rounds`,
        '',
        "| round | post -> all written | post -> pushed to a follower's socket | rows | other calls before: n, p50, p99 ms | during (post -> pushed): n, p50, p99, max ms | p99 change |",
        '|---|---|---|---|---|---|---|',
      );
      for (let round = 1; round <= ROUNDS; round += 1) {
        const load = loadLoops(app, calls);
        await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
        const postedAt = performance.now();
        let pushedAt = 0;
        const onFrame = (data: unknown) => {
          const frame = JSON.parse(String(data)) as { type?: string; notification?: { trade?: number } };
          if (frame.type === 'notification' && frame.notification?.trade === tradeId)
            pushedAt = performance.now();
        };
        socket.on('message', onFrame);
        let tradeId = 0;
        tradeId = await postTrade();
        // Written = the event's processed_at committed (the same transaction as the rows).
        for (;;) {
          const [row] = rowsOf(
            await database.db.execute(
              sql`select processed_at from outbox_events where type = 'trade.posted' and payload ->> 'tradeId' = ${String(tradeId)}`,
            ),
          );
          if (row?.processed_at) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const writtenMs = performance.now() - postedAt;
        const [count] = rowsOf(
          await database.db.execute(
            sql`select count(*)::int as n from notifications where trade_id = ${tradeId}`,
          ),
        );
        // The window goes on until the reader's socket got the live push, and a little past.
        const deadline = performance.now() + 60_000;
        while (pushedAt === 0 && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const pushedMs = pushedAt - postedAt;
        await new Promise((resolve) => setTimeout(resolve, 200));
        const endedAt = performance.now();
        await load.stop();
        socket.off('message', onFrame);
        const before = summary(load.samples.filter((sample) => sample.at < postedAt));
        const during = summary(load.samples.filter((sample) => sample.at >= postedAt && sample.at < endedAt));
        const change = ((during.p99 / before.p99 - 1) * 100).toFixed(0);
        log(
          `round ${round}: ${count!.n} rows in ${writtenMs.toFixed(0)} ms, pushed at ${pushedMs.toFixed(0)} ms; p99 ${before.p99.toFixed(1)} -> ${during.p99.toFixed(1)} ms`,
        );
        lines.push(
          `| ${round} | ${writtenMs.toFixed(0)} ms | ${pushedMs.toFixed(0)} ms | ${Number(count!.n).toLocaleString('en')} | ${before.n}, ${before.p50.toFixed(2)}, ${before.p99.toFixed(2)} | ${during.n}, ${during.p50.toFixed(2)}, ${during.p99.toFixed(2)}, ${during.max.toFixed(1)} | ${Number(change) >= 0 ? '+' : ''}${change}% |`,
        );
      }
      const [counter] = rowsOf(
        await database.db.execute(
          sql`select unread_count, total_count from notification_counters where user_id = ${reader.userId}`,
        ),
      );
      lines.push(
        '',
        `The reader's counter after the rounds: ${JSON.stringify(counter)}. Load average (1 min) at the end: ${os
          .loadavg()[0]!
          .toFixed(1)} on ${os.cpus().length} cores.`,
      );
    } finally {
      await close();
    }
  } finally {
    await database.close();
    await adminQuery(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

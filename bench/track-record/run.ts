/**
 * The track record's costs (issue 16), on the embedded database (or PostgreSQL with
 * TRACK_RECORD_BENCH_PG_URL, on a database of its own that is dropped at the end):
 *
 * 1. create-trade with the record: POST create-trade through the real app (p50 over N requests),
 *    and, interleaved, the record's own share of it: appendRecord of the same 'posted' entry in a
 *    transaction of its own on a chain of the same length. create-trade without the record is the
 *    first minus the second; the overhead is record / (create-trade - record).
 * 2. The verifier: verifyChain over 1,000,000 published entries in memory (payload, hashes), beside
 *    the baseline of hashing the same payloads once (SHA-256 only; the verifier hashes twice per
 *    entry), and the real endpoint + verifier over the bench expert's record through HTTP.
 * 3. Figures: an expert with 10,000 closed calls over the last year (written through appendRecord,
 *    so their rows are the record's own fold), through the server's incremental figures reader:
 *    the first read (every call), unchanged reads, reads after one more call closed; beside the head
 *    read alone (the baseline every read pays) and the domain computation alone.
 *
 * Run: npm run track-record -w @tradecircle/bench
 *   TRACK_RECORD_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test  (PostgreSQL instead of PGlite)
 *   TRACK_RECORD_BENCH_REQUESTS=300  TRACK_RECORD_BENCH_ENTRIES=1000000  TRACK_RECORD_BENCH_CALLS=10000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { trackRecordFigures } from '@tradecircle/domain';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { canonicalJson, entryHash, sha256Hex } from '../../apps/server/src/modules/track-record/chain.ts';
import {
  appendRecord,
  GENESIS_HASH,
  type PublishedEntry,
  type RecordDraft,
  verifyChain,
  verifyPublishedRecord,
} from '../../apps/server/src/modules/track-record/index.ts';
import {
  closedCallsOf,
  createFiguresReader,
} from '../../apps/server/src/modules/track-record/track-record.figures.ts';
import { recordHead } from '../../apps/server/src/modules/track-record/track-record.repository.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { databaseUrl, withAdminClient } from '../../apps/server/test/database-templates.ts';
import { createTestBus, testConfig } from '../../apps/server/test/support.ts';
import { findSecurity } from '../../apps/server/test/trade-helpers.ts';
import { signInThroughApp } from '../app-sign-in.ts';
import { percentile } from '../stats.ts';

const PG_URL = process.env.TRACK_RECORD_BENCH_PG_URL;
const REQUESTS = Number(process.env.TRACK_RECORD_BENCH_REQUESTS || 300);
const ENTRIES = Number(process.env.TRACK_RECORD_BENCH_ENTRIES || 1_000_000);
const CALLS = Number(process.env.TRACK_RECORD_BENCH_CALLS || 10_000);
const WARMUP = 30;
const BENCH_DATABASE = 'bench_track_record';
const DAY = 86_400_000;

const log = (message: string) =>
  console.error(`[track-record bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const p50 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    50,
  );

async function openBenchDatabase() {
  if (PG_URL) {
    const admin = (text: string) => withAdminClient(PG_URL, (client) => client.query(text));
    await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin(`create database ${BENCH_DATABASE}`);
    const database = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(PG_URL, BENCH_DATABASE),
      poolSize: 4,
    });
    return { database, dispose: () => admin(`drop database if exists ${BENCH_DATABASE} with (force)`) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-track-record-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  return { database, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

const { database, dispose } = await openBenchDatabase();
const lines: string[] = [`driver: ${PG_URL ? 'postgres' : 'pglite'}`];
try {
  await database.migrate();
  await seedDemoData(database.db);
  const bus = await createTestBus();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'silent', MARKET_TICK_MS: '60000' }),
    database,
    bus,
  });
  await app.ready();

  const { userId, headers } = await signInThroughApp(app, '7000000077', 'Bench Expert');
  const security = { id: (await findSecurity(database.db, 'TCS')).id };
  const quote = await app.inject({
    method: 'POST',
    url: '/backend/api/trade/update-live-price/',
    payload: { id: security.id },
  });
  // Limit entries 20% below the price: the calls stay Upcoming (no engine work during the timing).
  const price = Math.round(quote.json().live_price * 0.8 * 100) / 100;
  const body = {
    security: security.id,
    trade_type: 'Buy',
    entry_price: price,
    target_price: Math.round(price * 1.05 * 100) / 100,
    stop_loss: Math.round(price * 0.95 * 100) / 100,
    target_stop_loss_list: [],
    lots: 1,
    duration: 4,
    reasonings: 'Benchmark call',
    is_real: false,
    order_type: 'limit_order',
  };

  // 1. create-trade, and the record's share of it.
  log('create-trade');
  const create: number[] = [];
  const record: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/trade/create-trade/',
      headers,
      payload: body,
    });
    const took = performance.now() - started;
    if (response.statusCode !== 201)
      throw new Error(`create-trade answered ${response.statusCode}: ${response.body}`);
    const trade = response.json();
    let appended = 0;
    await database.db.transaction(async (tx) => {
      const begun = performance.now();
      await appendRecord(tx, [
        {
          expertUserId: userId + 1_000_000,
          tradeId: trade.id + 1_000_000,
          kind: 'posted',
          isPrivate: false,
          at: new Date(),
          content: { ...body, security_id: security.id, side: 'Buy', visibility: 'followers' },
        },
      ]);
      appended = performance.now() - begun;
    });
    if (i >= WARMUP) {
      create.push(took);
      record.push(appended);
    }
  }
  const withRecord = p50(create);
  const recordShare = p50(record);
  const without = withRecord - recordShare;
  lines.push(
    `create-trade p50 ${ms(withRecord)} (n=${REQUESTS}); the record's append p50 ${ms(recordShare)}; ` +
      `without the record ${ms(without)}; overhead ${((recordShare / without) * 100).toFixed(1)}%`,
  );

  // 2. The verifier over ENTRIES published entries, beside one SHA-256 per payload.
  log(`verifier: building ${ENTRIES} entries`);
  const entries: PublishedEntry[] = new Array(ENTRIES);
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= ENTRIES; seq += 1) {
    const payload = canonicalJson({
      kind: seq % 3 === 1 ? 'posted' : seq % 3 === 2 ? 'activated' : 'closed',
      trade_id: Math.ceil(seq / 3),
      at: new Date(1_700_000_000_000 + seq * 1000).toISOString(),
      status: 'Active',
      step: 0,
      price: 1000 + (seq % 100),
    });
    const payloadHash = sha256Hex(payload);
    const hash = entryHash(seq, previous, payloadHash);
    entries[seq - 1] = { seq, payload, payload_hash: payloadHash, prev_hash: previous, hash };
    previous = hash;
  }
  log('verifier: timing');
  const hashStarted = performance.now();
  for (const entry of entries) sha256Hex(entry.payload!);
  const hashOnly = performance.now() - hashStarted;
  const verifyStarted = performance.now();
  const verdict = verifyChain(entries);
  const verifyTook = performance.now() - verifyStarted;
  if (!verdict.ok || verdict.checked !== ENTRIES) throw new Error(`verifier: ${JSON.stringify(verdict)}`);
  lines.push(
    `verifier: ${ENTRIES} entries in ${(verifyTook / 1000).toFixed(2)} s; baseline one SHA-256 per payload ` +
      `${(hashOnly / 1000).toFixed(2)} s; ratio ${(verifyTook / hashOnly).toFixed(2)}`,
  );

  // 3. Figures of an expert with CALLS closed calls over the last year.
  log(`figures: writing ${CALLS} closed calls`);
  const expert = userId + 2_000_000;
  const now = Date.now();
  for (let start = 0; start < CALLS; start += 2000) {
    const drafts: RecordDraft[] = [];
    for (let n = start; n < Math.min(CALLS, start + 2000); n += 1) {
      const tradeId = 5_000_000 + n;
      const liveAt = new Date(now - 360 * DAY + n * ((355 * DAY) / CALLS));
      const closedAt = new Date(liveAt.getTime() + ((n % 48) + 1) * 3_600_000);
      const base = { expertUserId: expert, tradeId, isPrivate: false };
      const won = n % 5 < 3;
      drafts.push(
        {
          ...base,
          kind: 'posted',
          at: new Date(liveAt.getTime() - 3_600_000),
          content: {
            security_id: security.id,
            side: n % 4 === 0 ? 'Sell' : 'Buy',
            entry_price: 100,
            first_stop_loss: n % 4 === 0 ? 105 : 95,
            final_target: n % 4 === 0 ? 90 : 110,
            lots: 1 + (n % 3),
            visibility: 'followers',
          },
        },
        { ...base, kind: 'activated', at: liveAt, content: { status: 'Active', step: 0, price: 100 } },
        {
          ...base,
          kind: 'closed',
          at: closedAt,
          content: {
            status: 'Closed',
            step: 0,
            price: n % 4 === 0 ? (won ? 90 : 105) : won ? 110 : 95,
            reason: won ? 'target' : 'stop_loss',
          },
        },
      );
    }
    await database.db.transaction((tx) => appendRecord(tx, drafts));
  }
  const reader = createFiguresReader(database.db);
  const coldStarted = performance.now();
  const cold = await reader.figures(expert, '1Y');
  const coldTook = performance.now() - coldStarted;
  if (cold.figures.closed_trades !== CALLS)
    throw new Error(`figures counted ${cold.figures.closed_trades} of ${CALLS}`);
  const time = async (times: number[], call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  };
  const warm: number[] = [];
  const headOnly: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    await time(headOnly, () => recordHead(database.db, expert));
    await time(warm, () => reader.figures(expert, '1Y'));
  }
  // A new call closed since the last read: the reader reads the entries since and that call again.
  const afterClose: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const tradeId = 6_000_000 + i;
    const at = new Date();
    const base = { expertUserId: expert, tradeId, isPrivate: false };
    await database.db.transaction((tx) =>
      appendRecord(tx, [
        {
          ...base,
          kind: 'posted',
          at,
          content: {
            security_id: security.id,
            side: 'Buy',
            entry_price: 100,
            first_stop_loss: 95,
            final_target: 110,
            lots: 1,
            visibility: 'followers',
          },
        },
        { ...base, kind: 'activated', at, content: { price: 100 } },
        { ...base, kind: 'closed', at, content: { price: 110, reason: 'target' } },
      ]),
    );
    await time(afterClose, () => reader.figures(expert, '1Y'));
  }
  const calls = await closedCallsOf(database.db, { expertUserId: expert });
  const computeTimes: number[] = [];
  for (let i = 0; i < 60; i += 1)
    await time(computeTimes, async () => trackRecordFigures(calls, '1Y', new Date()));
  lines.push(
    `figures 1Y of ${CALLS} closed calls, kept incrementally: first read (loads every call) ${ms(coldTook)}; ` +
      `then p50 ${ms(p50(warm.slice(10)))} unchanged, ${ms(p50(afterClose))} after one more call closed; ` +
      `baseline the head read alone p50 ${ms(p50(headOnly.slice(10)))}; the domain computation alone p50 ${ms(p50(computeTimes.slice(10)))}`,
  );

  // The real endpoint and verifier over HTTP: the bench expert's record (30,000 entries).
  const httpStarted = performance.now();
  const http = await verifyPublishedRecord(async (page) => {
    const response = await app.inject({ url: `/backend/api/track-record/${expert}/?page=${page}` });
    return response.json();
  });
  if (!http.ok) throw new Error(`http verifier: ${JSON.stringify(http)}`);
  lines.push(
    `verifier over the endpoint: ${http.checked} entries (${Math.ceil(http.checked / 100)} pages) in ${((performance.now() - httpStarted) / 1000).toFixed(2)} s`,
  );
  await app.close();
  await bus.close();
} finally {
  await database.close();
  await dispose();
}
console.log(lines.join('\n'));

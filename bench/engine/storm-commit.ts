/**
 * A storm, committed: 100,000 open trades on one security, one tick that activates all of them, the
 * engine's transitions written by the real writer (one transaction: bulk UPDATE guarded by version,
 * track record entries, checkpoint) on the embedded database, or on PostgreSQL with
 * STORM_DATABASE_URL. Baseline in the same run: the same 100,000 rows updated by one plain
 * `update trades set status = ...` statement. Checks every trade moved exactly once.
 *
 * Run: npm run engine-storm -w @tradecircle/bench
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  profiles,
  securities,
  trackRecordEntries,
  trackRecordHeads,
  trades,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { LifecycleIndex } from '../../apps/server/src/modules/trades/engine/index.ts';
import {
  type KnownVersion,
  writeTransitions,
} from '../../apps/server/src/modules/trades/lifecycle/transition-writer.ts';

const TRADES = Number(process.env.STORM_TRADES ?? 100_000);
const url = process.env.STORM_DATABASE_URL;

const database = url
  ? await openDatabase({ driver: 'postgres', url, poolSize: 4 })
  : await openDatabase({ driver: 'pglite', dataDir: undefined });
await database.migrate();
const db = database.db;
await db.execute(sql`truncate trades, engine_checkpoints restart identity cascade`);

const [user] = await db.insert(users).values({ phone: '9999912345' }).onConflictDoNothing().returning();
const userId = user?.id ?? (await db.select().from(users).where(eq(users.phone, '9999912345')))[0]!.id;
const [profile] = await db
  .insert(profiles)
  .values({ userId, name: 'Storm' })
  .onConflictDoNothing()
  .returning();
const profileId = profile?.id ?? (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.id;
const [security] = await db
  .insert(securities)
  .values({ symbol: 'STORM', name: 'Storm Ltd', exchange: 'NSE', closePrice: '100.00' })
  .onConflictDoNothing()
  .returning();
const securityId =
  security?.id ?? (await db.select().from(securities).where(eq(securities.symbol, 'STORM')))[0]!.id;

async function insertOpenTrades(): Promise<number[]> {
  const ids: number[] = [];
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let start = 0; start < TRADES; start += 5000) {
    const rows = Array.from({ length: Math.min(5000, TRADES - start) }, () => ({
      postedByUserId: userId,
      postedByProfileId: profileId,
      securityId,
      tradeType: 'Buy' as const,
      entryPrice: 101,
      lots: 1,
      firstTarget: 110,
      firstStopLoss: 95,
      finalTarget: 110,
      targetPrice: 110,
      stopLoss: 95,
      durationId: 1,
      expiresAt,
    }));
    const inserted = await db.insert(trades).values(rows).returning({ id: trades.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

const ids = await insertOpenTrades();
const index = new LifecycleIndex();
const versions = new Map<number, KnownVersion>();
for (const id of ids) {
  index.add(
    {
      id,
      securityId,
      tradeType: 'Buy',
      status: 'Inactive',
      entryPrice: 101,
      step: 0,
      targets: [110],
      stopLosses: [95],
      expiresAt: Date.now() + 86_400_000,
    },
    100,
  );
  versions.set(id, { version: 0, postedById: userId, step: 0, visibility: 'followers' });
}

// The record is append-only (no truncate): this run's entries are the storm user's after its head now.
const [head] = await db
  .select({ seq: trackRecordHeads.seq })
  .from(trackRecordHeads)
  .where(eq(trackRecordHeads.expertUserId, userId));
const seqBefore = head?.seq ?? 0;

const started = performance.now();
const transitions = index.onTick(securityId, 101.5, Date.now());
const indexMs = performance.now() - started;
const writeStarted = performance.now();
await writeTransitions(db, transitions, versions, new Map([[securityId, 101.5]]));
const writeMs = performance.now() - writeStarted;

const [active] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(trades)
  .where(eq(trades.status, 'Active'));
const [events] = await db
  .select({
    n: sql<number>`count(*)::int`,
    trades: sql<number>`count(distinct ${trackRecordEntries.tradeId})::int`,
  })
  .from(trackRecordEntries)
  .where(and(eq(trackRecordEntries.expertUserId, userId), gt(trackRecordEntries.seq, seqBefore)));
const replay = await writeTransitions(
  db,
  transitions,
  new Map([...versions].map(([id, known]) => [id, known])),
  new Map(),
);

// Baseline: the same rows, one plain UPDATE, no guard, no events.
const baselineStarted = performance.now();
await db.execute(
  sql`update trades set status = 'Inactive', version = version + 1 where security_id = ${securityId}`,
);
const baselineMs = performance.now() - baselineStarted;

console.log(`| database | ${url ? 'PostgreSQL' : 'PGlite (embedded)'} |`);
console.log(`| trades moved by one tick | ${transitions.length.toLocaleString('en-IN')} |`);
console.log(`| index work (onTick) | ${indexMs.toFixed(1)} ms |`);
console.log(
  `| commit (one transaction: guarded bulk UPDATE, events, checkpoint) | ${writeMs.toFixed(0)} ms |`,
);
console.log(
  `| baseline: one plain UPDATE of the same rows | ${baselineMs.toFixed(0)} ms (${(writeMs / baselineMs).toFixed(1)}x) |`,
);
console.log(
  `| rows Active / record entries / distinct trades in entries | ${active!.n} / ${events!.n} / ${events!.trades} |`,
);
console.log(`| replaying the same transitions writes | ${replay.written.size} rows |`);
const exactlyOnce =
  active!.n === TRADES && events!.n === TRADES && events!.trades === TRADES && replay.written.size === 0;
console.log(`| each trade transitioned exactly once | ${exactlyOnce} |`);
await database.close();
if (!exactlyOnce) process.exit(1);

/**
 * The load bench's data on one driver, made with the feed, groups and trending benches' generators
 * (inside the database, generate_series), and the signed-in users and URLs the load runs use.
 *
 * In one database: the demo seed; a reader, a group admin and a member signed in through the app
 * (in process; their tokens work on the real server too, the JWT secret being the database's); the
 * feed's experts (phones 6…) and trades, the reader following `follows` of them; the groups bench's
 * experts (phones 5…), a Private group of the admin with the member and `members` experts in it and
 * its trades; the trending bench's trades over the same experts (copies, bookmarks, stock follows,
 * record calls); VACUUM ANALYZE; the trending lists refreshed once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AppDb, type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { refreshTrending } from '../../apps/server/src/modules/trending/index.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { databaseUrl } from '../../apps/server/test/database-templates.ts';
import { signInThroughApp } from '../app-sign-in.ts';
import { startBenchApp } from '../bench-app.ts';
import { type CapturedStatement, captureStatements, openBenchDatabase } from '../bench-database.ts';
import * as feed from '../feed/generate.ts';
import * as groups from '../groups/generate.ts';
import * as trending from '../trending/generate.ts';

export type Driver = 'postgres' | 'pglite';

export type DataSize = {
  /** All generated trades: half the feed's, a fifth the group bench's, the rest trending's. */
  trades: number;
  /** Experts of each generator (feed's, and groups' and trending's). */
  experts: number;
  /** Experts the reader follows. */
  follows: number;
  /** Experts in the bench group beside the member. */
  members: number;
};

/** A URL the load runs hit, signed in (token) or as a visitor. */
export type Target = { name: string; path: string; token?: string };

export type PreparedData = {
  driver: Driver;
  /** PostgreSQL: the bench database's URL. PGlite: the data directory (closed, for the server). */
  databaseUrl?: string;
  dataDir?: string;
  targets: Target[];
  /** PostgreSQL only: the statements one request of each target sends, by target name. */
  statements: Record<string, CapturedStatement[]>;
  counts: Record<string, number>;
  dispose: () => Promise<void>;
};

type Log = (message: string) => void;

const DAY_MS = 86_400_000;
const TRENDING_HISTORY_S = 60 * 86_400;

/** The split of `size.trades` between the three generators. */
export function tradeSplit(trades: number) {
  const feedTrades = Math.round(trades / 2);
  const groupBenchTrades = Math.round(trades / 5);
  return { feedTrades, groupBenchTrades, trendingTrades: trades - feedTrades - groupBenchTrades };
}

async function openDriverDatabase(driver: Driver, pgUrl: string, name: string) {
  if (driver === 'postgres') {
    const opened = await openBenchDatabase('postgres', { name, pgUrl });
    return { ...opened, databaseUrl: databaseUrl(pgUrl, name), dataDir: undefined };
  }
  // The server opens DATA_DIR itself: the data goes into a directory the bench names, closed before.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name.replace(/_/g, '-')}-pglite-`));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  return {
    database,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    databaseUrl: undefined,
    dataDir,
  };
}

/** The admin's Private group, the member asking to join and the admin accepting, through the app. */
async function createGroupWithMember(
  app: FastifyInstance,
  admin: { headers: Record<string, string> },
  member: { userId: number; headers: Record<string, string> },
): Promise<number> {
  const expect = (response: { statusCode: number; body: string }, status: number, what: string) => {
    if (response.statusCode !== status)
      throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  };
  const created = await app.inject({
    method: 'POST',
    url: '/backend/api/own-groups/',
    headers: admin.headers,
    payload: { name: 'Load Bench Club', group_type: 'Private' },
  });
  expect(created, 201, 'own-groups');
  const groupId = created.json().group_detail.id as number;
  expect(
    await app.inject({
      method: 'POST',
      url: `/backend/api/groups/${groupId}/join/`,
      headers: member.headers,
    }),
    200,
    'join',
  );
  expect(
    await app.inject({
      method: 'PATCH',
      url: '/backend/api/join-leave/',
      headers: admin.headers,
      payload: { membership_type: 'member', group: groupId, member: member.userId },
    }),
    200,
    'join-leave',
  );
  return groupId;
}

async function generateData(
  db: AppDb,
  driver: Driver,
  size: DataSize,
  people: { reader: { userId: number; profileId: number }; admin: { userId: number; profileId: number } },
  groupId: number,
  log: Log,
) {
  const chunk = driver === 'pglite' ? 100_000 : 250_000;
  const { feedTrades, groupBenchTrades, trendingTrades } = tradeSplit(size.trades);
  log(`${driver}: feed data, ${size.experts} experts, ${feedTrades} trades`);
  await feed.generateExperts(db, size.experts);
  await feed.generateTrades(db, feedTrades, chunk);
  await feed.generateFollows(db, people.reader, size.follows, 2);
  log(`${driver}: group data, ${size.experts} experts, ${groupBenchTrades} trades`);
  await groups.generateExperts(db, size.experts);
  const otherGroupId = await groups.generateMemberships(db, groupId, Math.min(size.members, size.experts));
  await groups.generateTrades(
    db,
    {
      groupId,
      otherGroupId,
      admin: people.admin,
      total: groupBenchTrades,
      groupTrades: Math.round(groupBenchTrades / 2),
      featured: 10,
    },
    chunk,
  );
  log(`${driver}: trending data, ${trendingTrades} trades`);
  await trending.generateTrades(db, {
    total: trendingTrades,
    spacingSeconds: Math.max(1, Math.floor(TRENDING_HISTORY_S / Math.max(1, trendingTrades))),
    chunk,
  });
  await trending.generateFollowing(db);
  log(`${driver}: vacuum analyze`);
  await db.execute(sql`vacuum analyze`);
}

async function countRows(db: AppDb, readerId: number): Promise<Record<string, number>> {
  const result = (await db.execute(sql`select
      (select count(*) from trades)::int as trades,
      (select count(*) from profiles)::int as profiles,
      (select count(*) from trades where status in ('Active', 'Inactive'))::int as open_trades,
      (select count(*) from user_follows where follower_id = ${readerId})::int as reader_follows`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0]!;
}

async function firstFollowedExpert(db: AppDb, readerId: number): Promise<number> {
  const result = (await db.execute(
    sql`select min(followee_id)::int as id from user_follows where follower_id = ${readerId}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

/** The endpoints under load: exact URLs as the web app calls them (packages/domain endpoints). */
function loadTargets(
  ids: { readerId: number; expertId: number; groupId: number },
  tokens: { reader: string; member: string },
): Target[] {
  const since = encodeURIComponent(new Date(Date.now() - 7 * DAY_MS).toISOString());
  const trendingBase = `/backend/api/trade/${ids.readerId}/trending`;
  return [
    {
      name: 'feed, signed in',
      path: `/backend/api/trade/all-trade-list/${ids.readerId}/1/null/null/null`,
      token: tokens.reader,
    },
    { name: 'feed, visitor', path: '/backend/api/trade/all-trade-list/null/1/null/null/null' },
    {
      name: 'profile trades',
      path: `/backend/api/trade/trade-list/${ids.expertId}/0/1`,
      token: tokens.reader,
    },
    {
      name: 'trending: profitable',
      path: `${trendingBase}/?page=1&page_size=2&pandl_data__gt=0&created__gte=${since}`,
      token: tokens.reader,
    },
    {
      name: 'trending: to focus',
      path: `${trendingBase}/upcoming/?page=1&page_size=3&status=Inactive&created__gte=${since}`,
      token: tokens.reader,
    },
    { name: 'trending: experts', path: `${trendingBase}/profile/?page=1&page_size=6`, token: tokens.reader },
    {
      name: 'group trades, member',
      path: `/backend/api/trade/trade-list-view/?group_id=${ids.groupId}&trade_status=ALL&page_number=1`,
      token: tokens.member,
    },
  ];
}

/** The statements one request of each target sends (after one request to warm any cache). */
async function captureTargets(
  database: Database,
  app: FastifyInstance,
  targets: Target[],
): Promise<Record<string, CapturedStatement[]>> {
  const captured: Record<string, CapturedStatement[]> = {};
  for (const target of targets) {
    const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
    await app.inject({ url: target.path, headers });
    let status = 0;
    captured[target.name] = await captureStatements(database, async () => {
      status = (await app.inject({ url: target.path, headers })).statusCode;
    });
    if (status !== 200) throw new Error(`${target.name}: ${target.path} answered ${status} in process`);
  }
  return captured;
}

/** The driver's database with the data, closed (the server opens it), and what the runs need. */
export async function prepareData(
  driver: Driver,
  options: { pgUrl: string; name: string; size: DataSize; log: Log },
): Promise<PreparedData> {
  const { log } = options;
  const opened = await openDriverDatabase(driver, options.pgUrl, options.name);
  const { database } = opened;
  let closed = false;
  try {
    log(`${driver}: migrate and seed`);
    await database.migrate();
    await seedDemoData(database.db);
    // Tokens for the whole run: the server checks them with the database's secret.
    const { app, close } = await startBenchApp(database, {
      settle: true,
      env: { ACCESS_TOKEN_TTL_SECONDS: '86400' },
    });
    try {
      const reader = await signInThroughApp(app, '7000000301', 'Load Bench Reader');
      const admin = await signInThroughApp(app, '7000000302', 'Load Bench Admin');
      const member = await signInThroughApp(app, '7000000303', 'Load Bench Member');
      const groupId = await createGroupWithMember(app, admin, member);
      await generateData(database.db, driver, options.size, { reader, admin }, groupId, log);
      log(`${driver}: refresh trending`);
      await refreshTrending(database.db, app.quotes);
      const targets = loadTargets(
        { readerId: reader.userId, expertId: await firstFollowedExpert(database.db, reader.userId), groupId },
        { reader: reader.token, member: member.token },
      );
      const statements = driver === 'postgres' ? await captureTargets(database, app, targets) : {};
      const counts = await countRows(database.db, reader.userId);
      await close();
      await database.close();
      closed = true;
      return {
        driver,
        databaseUrl: opened.databaseUrl,
        dataDir: opened.dataDir,
        targets,
        statements,
        counts,
        dispose: opened.dispose,
      };
    } catch (error) {
      await close().catch(() => {});
      throw error;
    }
  } catch (error) {
    if (!closed) await database.close().catch(() => {});
    await opened.dispose().catch(() => {});
    throw error;
  }
}

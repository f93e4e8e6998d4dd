/**
 * trade-list-view for a member of a group with 100,000 trades (issue 17): the real app through
 * app.inject (routes, token check, viewer lookup, the group standing, the page and its count, presenting
 * with live prices, response validation), sequential requests, on a table of 500,000 trades of which
 * the group's are a fifth, spread through the history.
 *
 * Rows (each 500 requests after 50 warm-up; member and admin requests of one row alternate, so both
 * see the same machine):
 * - baseline: GET /backend/health (one trivial query through the same stack);
 * - page 1 ALL, page 2 ALL, res_type=featured, trade_status=Active: the member (visibility passes by
 *   the membership probe) beside the group's admin (passes by posted_by_user_id, no probe);
 * - database baselines, no HTTP: the 18 newest rows of the group by trades_group_created_idx with no
 *   visibility condition, and count(*) of the group's trades with none;
 * - listGroupTrades alone (no HTTP, token or viewer lookup) for the member's page 1.
 * Then the statements of one member request (captured on the database client) and EXPLAIN (ANALYZE,
 * BUFFERS) of each.
 *
 * PostgreSQL: creates (and drops at the end) its own database, bench_groups, on the server of
 * GROUPS_BENCH_PG_URL. PGlite: a fresh data directory under the system temp folder, removed at the end.
 *
 * Run: npm run groups -w @tradecircle/bench
 *   GROUPS_BENCH_DRIVERS=postgres (or postgres,pglite)  GROUPS_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test
 *   GROUPS_BENCH_TRADES=500000  GROUPS_BENCH_GROUP_TRADES=100000  GROUPS_BENCH_MEMBERS=2000
 *   GROUPS_BENCH_REQUESTS=500  GROUPS_BENCH_KEEP_DATABASE=1 (keeps bench_groups for EXPLAIN by hand)
 */
import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  GROUP_PAGES_AHEAD,
  listGroupTrades,
} from '../../apps/server/src/modules/trades/group-trades.service.ts';
import { visibleTrades } from '../../apps/server/src/modules/trades/trades.repository.ts';
import { trades } from '../../apps/server/src/modules/trades/trades.tables.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { signInThroughApp } from '../app-sign-in.ts';
import { okRequest, startBenchApp } from '../bench-app.ts';
import { captureStatements, explainStatement, openBenchDatabase } from '../bench-database.ts';
import { fmt, type Timing, timeInterleaved, timingRow } from '../stats.ts';
import { generateExperts, generateMemberships, generateTrades } from './generate.ts';

type Driver = 'postgres' | 'pglite';
const DRIVERS = (process.env.GROUPS_BENCH_DRIVERS || 'postgres').split(',') as Driver[];
const PG_URL = process.env.GROUPS_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TOTAL = Number(process.env.GROUPS_BENCH_TRADES || 500_000);
const GROUP_TRADES = Number(process.env.GROUPS_BENCH_GROUP_TRADES || 100_000);
const MEMBERS = Number(process.env.GROUPS_BENCH_MEMBERS || 2000);
const EXPERTS = Math.max(MEMBERS, 4000);
const FEATURED = 10;
const REQUESTS = Number(process.env.GROUPS_BENCH_REQUESTS || 500);
const WARMUP = 50;
const PAGE_SIZE = 18;
const BENCH_DATABASE = 'bench_groups';

const log = (message: string) =>
  console.error(`[groups bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

type PageBody = { results: unknown[]; page_info: { total_count: number }; is_member: boolean };

/** The calls of `calls` alternated, WARMUP rounds untimed then REQUESTS timed (stats.ts). */
const time = (calls: (() => Promise<unknown>)[]) =>
  timeInterleaved(calls, { warmup: WARMUP, requests: REQUESTS });
const row = (name: string, t: Timing, extra = '') => timingRow(name, t, extra);

async function runDriver(driver: Driver) {
  const { database, dispose } = await openBenchDatabase(driver, {
    name: BENCH_DATABASE,
    pgUrl: PG_URL,
    keep: process.env.GROUPS_BENCH_KEEP_DATABASE === '1',
  });
  const lines: string[] = [];
  try {
    log(`${driver}: migrate and seed`);
    await database.migrate();
    await seedDemoData(database.db);
    // The app starts before the data exists (as the feed bench): the lifecycle engine loads the open
    // trades at start, and the generated ones are not announced to it, so it stays idle.
    const { app, close } = await startBenchApp(database, { settle: true });
    try {
      // The group and its member through the app: the admin creates a Private group, the member asks
      // to join, the admin accepts.
      const admin = await signInThroughApp(app, '7000000101', 'Bench Group Admin');
      const member = await signInThroughApp(app, '7000000102', 'Bench Group Member');
      const created = await app.inject({
        method: 'POST',
        url: '/backend/api/own-groups/',
        headers: admin.headers,
        payload: { name: 'Bench Swing Club', group_type: 'Private' },
      });
      if (created.statusCode !== 201)
        throw new Error(`own-groups answered ${created.statusCode}: ${created.body}`);
      const groupId = created.json().group_detail.id as number;
      const joined = await app.inject({
        method: 'POST',
        url: `/backend/api/groups/${groupId}/join/`,
        headers: member.headers,
      });
      if (joined.statusCode !== 200) throw new Error(`join answered ${joined.statusCode}: ${joined.body}`);
      const accepted = await app.inject({
        method: 'PATCH',
        url: '/backend/api/join-leave/',
        headers: admin.headers,
        payload: { membership_type: 'member', group: groupId, member: member.userId },
      });
      if (accepted.statusCode !== 200)
        throw new Error(`join-leave answered ${accepted.statusCode}: ${accepted.body}`);

      const generation = performance.now();
      log(`${driver}: ${EXPERTS} experts, ${MEMBERS} members`);
      await generateExperts(database.db, EXPERTS);
      const otherGroupId = await generateMemberships(database.db, groupId, MEMBERS);
      await generateTrades(
        database.db,
        { groupId, otherGroupId, admin, total: TOTAL, groupTrades: GROUP_TRADES, featured: FEATURED },
        driver === 'pglite' ? 100_000 : 250_000,
        (done) => log(`${driver}: ${done} trades`),
      );
      const generated = performance.now() - generation;
      log(`${driver}: vacuum analyze`);
      await database.db.execute(sql`vacuum analyze`);
      const ready = performance.now() - generation;

      const countResult = (await database.db.execute(sql`select
          (select count(*) from trades)::int as trades,
          (select count(*) from trades where group_id = ${groupId})::int as group_trades,
          (select count(*) from trades where group_id = ${groupId} and status = 'Active')::int as active,
          (select count(*) from trades where group_id = ${groupId} and is_featured)::int as featured,
          (select count(*) from group_members)::int as memberships,
          (select count(*) from group_members where group_id = ${groupId} and status = 'member')::int as members`)) as unknown as {
        rows: Record<string, number>[];
      };
      const counts = countResult.rows[0]!;
      // A filtered view counts at most GROUP_PAGES_AHEAD pages past the first (the whole group exactly).
      const cap = (GROUP_PAGES_AHEAD + 1) * PAGE_SIZE;
      const expected: Record<string, number> = {
        ALL: counts.group_trades!,
        featured: Math.min(counts.featured!, cap),
        Active: Math.min(counts.active!, cap),
      };

      const url = (query: string) => `/backend/api/trade/trade-list-view/?group_id=${groupId}&${query}`;
      const cases = [
        ['page 1, ALL', 'trade_status=ALL&page_number=1', 'ALL'],
        ['page 2, ALL', 'trade_status=ALL&page_number=2', 'ALL'],
        ['featured', 'res_type=featured&trade_status=ALL&page_number=1', 'featured'],
        ['Active', 'trade_status=Active&page_number=1', 'Active'],
      ] as const;
      const checkPage = (who: string, name: string, total: number) => (body: PageBody) => {
        const rows = Math.min(PAGE_SIZE, Math.max(0, total - (name.startsWith('page 2') ? PAGE_SIZE : 0)));
        if (!body.is_member || body.page_info.total_count !== total || body.results.length !== rows)
          throw new Error(
            `${who} ${name}: ${body.results.length} rows, total ${body.page_info.total_count}, is_member ${body.is_member}; expected ${rows}, ${total}`,
          );
      };

      log(`${driver}: timing`);
      lines.push(
        `### ${driver === 'postgres' ? 'PostgreSQL (server)' : 'PGlite (embedded)'}`,
        '',
        `${counts.trades!.toLocaleString('en')} trades, of which the group's ${counts.group_trades!.toLocaleString('en')} (${counts.active} Active, ${counts.featured} featured); ` +
          `${counts.memberships!.toLocaleString('en')} group_members rows, the group's members ${counts.members!.toLocaleString('en')}; ` +
          `data generated in ${(generated / 1000).toFixed(1)} s (${(ready / 1000).toFixed(1)} s with VACUUM ANALYZE); ` +
          `${REQUESTS} sequential requests per row after ${WARMUP} warm-up; member and admin alternate`,
        '',
        '| request | p50 ms | p95 ms | p99 ms | max ms | member / admin p50, p99 |',
        '|---|---|---|---|---|---|',
      );
      const [health] = await time([okRequest(app, '/backend/health', {})]);
      lines.push(row('baseline: GET /backend/health', health!));
      for (const [name, query, kind] of cases) {
        const [asMember, asAdmin] = await time([
          okRequest(app, url(query), member.headers, checkPage('member', name, expected[kind]!)),
          okRequest(app, url(query), admin.headers, checkPage('admin', name, expected[kind]!)),
        ]);
        lines.push(
          row(
            `member, ${name}`,
            asMember!,
            `${fmt(asMember!.p50 / asAdmin!.p50)}x, ${fmt(asMember!.p99 / asAdmin!.p99)}x`,
          ),
          row(`baseline: admin, ${name}`, asAdmin!),
        );
        log(`${driver}: ${name} member p99 ${fmt(asMember!.p99)} ms, admin p99 ${fmt(asAdmin!.p99)} ms`);
      }
      // Database baselines: what the group's page and count cost with no visibility condition at all.
      const plainPage = () =>
        database.db
          .select({ id: trades.id, createdAt: trades.createdAt })
          .from(trades)
          .where(eq(trades.groupId, groupId))
          .orderBy(desc(trades.createdAt), desc(trades.id))
          .limit(PAGE_SIZE);
      const plainCount = () =>
        database.db.select({ n: count() }).from(trades).where(eq(trades.groupId, groupId));
      const [plainPageTiming, plainCountTiming] = await time([
        () => plainPage().execute(),
        () => plainCount().execute(),
      ]);
      const deps = { db: database.db, quotes: app.quotes };
      const memberViewer = { userId: member.userId, profileId: member.profileId };
      // The member's two statements alone, as listGroupTrades builds them for page 1 ALL (its conditions:
      // the group and visibility 'group'), one after the other instead of at once.
      const groupWhere = and(eq(trades.groupId, groupId), eq(trades.visibility, 'group'));
      const [memberPageTiming, memberCountTiming] = await time([
        () =>
          visibleTrades(database.db, memberViewer)
            .rows(groupWhere)
            .orderBy(desc(trades.createdAt), desc(trades.id))
            .limit(PAGE_SIZE)
            .execute(),
        () => visibleTrades(database.db, memberViewer).aggregate({ n: count() }, groupWhere).execute(),
      ]);
      const [serviceOnly] = await time([
        () =>
          listGroupTrades(deps, memberViewer, {
            groupId,
            featured: false,
            tradeStatus: 'ALL',
            page: 1,
            pageSize: PAGE_SIZE,
          }),
      ]);
      lines.push(
        row('database only: 18 newest of the group, no visibility condition', plainPageTiming!),
        row("database only: count(*) of the group's trades, no visibility condition", plainCountTiming!),
        row("database only: the member's page statement (page 1, ALL)", memberPageTiming!),
        row("database only: the member's count statement (ALL)", memberCountTiming!),
        row('listGroupTrades only (no HTTP), member, page 1, ALL', serviceOnly!),
      );

      // The statements of one member request, and their plans.
      for (const [name, query] of [cases[0], cases[2], cases[3]]) {
        const statements = await captureStatements(database, () =>
          app.inject({ url: url(query), headers: member.headers }),
        );
        lines.push(
          '',
          `#### member, ${name}: ${statements.length} statements`,
          '',
          ...statements.map(
            (statement, index) => `${index + 1}. \`${statement.text.replace(/\s+/g, ' ').slice(0, 160)}...\``,
          ),
        );
        for (const [index, statement] of statements.entries()) {
          // The member check of the standing (group_members) and the page and count (trades).
          if (!/^\s*select/i.test(statement.text) || !/from "(trades|group_members)"/.test(statement.text))
            continue;
          if (name !== 'page 1, ALL' && !/from "trades"/.test(statement.text)) continue;
          lines.push(
            '',
            `EXPLAIN (ANALYZE, BUFFERS) of statement ${index + 1}:`,
            '',
            '```',
            await explainStatement(database, statement),
            '```',
          );
        }
        if (name === 'page 1, ALL')
          for (const statement of statements.filter((s) => /from "trades"/.test(s.text)))
            lines.push('', '```sql', statement.text, `-- params: ${JSON.stringify(statement.params)}`, '```');
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

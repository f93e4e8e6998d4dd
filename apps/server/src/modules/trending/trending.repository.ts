import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { securityJoin } from '../securities/index.ts';
import { profileJoin } from '../users/index.ts';
import { trendingExperts, trendingSecurities, trendingTrades } from './trending.tables.ts';

export type TrendingTradeList = (typeof trendingTrades.$inferSelect)['list'];

export type RankedTrade = { tradeId: number; createdAt: Date; score: number };
export type RankedExpert = {
  userId: number;
  accuracy: number;
  closedTrades: number;
  avgTradeReturn: number;
  score: number;
};
export type RankedSecurity = { securityId: number; tradesCount: number; followsCount: number; score: number };

/*
 * Each list is replaced whole in one transaction: readers see the old ranks or the new ones, never a
 * mix. The EXCLUSIVE lock lets reads through (they take ACCESS SHARE) but queues a second refresh
 * (another instance that just became leader) behind this one instead of colliding on the ranks.
 */

/**
 * How long an instance serves a ranked list from memory. The job replaces a list every
 * TRENDING_REFRESH_MS (a minute); this instance's own replacement is seen at once, another
 * instance's within this time.
 */
export const RANKED_LIST_MEMORY_MS = 5000;
type RankedList = { readAt: number; rows: { tradeId: number; createdAt: Date }[] };
const rankedLists = new WeakMap<AppDb, Map<TrendingTradeList, RankedList>>();

const rememberedLists = (db: AppDb) => {
  const lists = rankedLists.get(db) ?? new Map<TrendingTradeList, RankedList>();
  rankedLists.set(db, lists);
  return lists;
};

export async function replaceTrendingTrades(
  db: AppDb,
  list: TrendingTradeList,
  ranked: readonly RankedTrade[],
  now: Date,
): Promise<void> {
  rememberedLists(db).delete(list);
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${trendingTrades} in exclusive mode`);
    await tx.delete(trendingTrades).where(eq(trendingTrades.list, list));
    if (ranked.length > 0)
      await tx.insert(trendingTrades).values(
        ranked.map((row, index) => ({
          list,
          rank: index + 1,
          tradeId: row.tradeId,
          score: row.score,
          createdAt: row.createdAt,
          refreshedAt: now,
        })),
      );
  });
  // Again after the commit: a read between the two would have remembered the old ranks.
  rememberedLists(db).delete(list);
}

export async function replaceTrendingExperts(
  db: AppDb,
  ranked: readonly RankedExpert[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${trendingExperts} in exclusive mode`);
    await tx.delete(trendingExperts);
    if (ranked.length > 0)
      await tx
        .insert(trendingExperts)
        .values(ranked.map((row, index) => ({ ...row, rank: index + 1, refreshedAt: now })));
  });
}

export async function replaceTrendingSecurities(
  db: AppDb,
  ranked: readonly RankedSecurity[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${trendingSecurities} in exclusive mode`);
    await tx.delete(trendingSecurities);
    if (ranked.length > 0)
      await tx
        .insert(trendingSecurities)
        .values(ranked.map((row, index) => ({ ...row, rank: index + 1, refreshedAt: now })));
  });
}

/**
 * The ids of a list's trades posted since `since`, best rank first (at most the 500 the job keeps):
 * the job's ranks, read from memory for RANKED_LIST_MEMORY_MS (every trending request needed them).
 * Visibility is the caller's, per viewer (visibleTradesInOrder).
 */
export async function rankedTradeIds(db: AppDb, list: TrendingTradeList, since: Date): Promise<number[]> {
  const lists = rememberedLists(db);
  let remembered = lists.get(list);
  if (!remembered || performance.now() - remembered.readAt > RANKED_LIST_MEMORY_MS) {
    const readAt = performance.now();
    const rows = await db
      .select({ tradeId: trendingTrades.tradeId, createdAt: trendingTrades.createdAt })
      .from(trendingTrades)
      .where(eq(trendingTrades.list, list))
      .orderBy(asc(trendingTrades.rank));
    remembered = { readAt, rows };
    lists.set(list, remembered);
  }
  return remembered.rows.filter((row) => row.createdAt >= since).map((row) => row.tradeId);
}

const listableExperts = (viewerUserId: number | null) =>
  and(eq(profileJoin.isSebiRegistered, true), notBlockedBy(viewerUserId, trendingExperts.userId));

/** A page of ranked experts with the total, built once per signed-in shape and prepared (issue 29). */
const rankedExpertsPage = preparedOnce((db: AppDb, name: string, signedIn: boolean) =>
  db
    .select({
      userId: trendingExperts.userId,
      accuracy: trendingExperts.accuracy,
      closedTrades: trendingExperts.closedTrades,
      avgTradeReturn: trendingExperts.avgTradeReturn,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(trendingExperts)
    .innerJoin(profileJoin.table, eq(profileJoin.userId, trendingExperts.userId))
    .where(listableExperts(signedIn ? (sql.placeholder('viewerUserId') as unknown as number) : null))
    .orderBy(asc(trendingExperts.rank))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * A page of the ranked experts as `viewerUserId` may list them (still SEBI-registered, not blocked
 * by the viewer), best first, and how many there are (a window count on the page's own statement;
 * a page past the end counts apart).
 */
export async function pageOfRankedExperts(
  db: AppDb,
  viewerUserId: number | null,
  page: { limit: number; offset: number },
) {
  const signedIn = Boolean(viewerUserId);
  const rows = await rankedExpertsPage(
    db,
    `ranked_experts_${signedIn ? 'user' : 'visitor'}`,
    signedIn,
  ).execute({
    viewerUserId,
    ...page,
  });
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [totals] = await db
    .select({ all: count() })
    .from(trendingExperts)
    .innerJoin(profileJoin.table, eq(profileJoin.userId, trendingExperts.userId))
    .where(listableExperts(viewerUserId));
  return { rows, total: Number(totals?.all ?? 0) };
}

/** The first `limit` ranked securities with their card columns. */
export async function topRankedSecurities(db: AppDb, limit: number) {
  return (
    db
      .select({
        id: securityJoin.id,
        name: securityJoin.name,
        symbol: securityJoin.symbol,
        exchange: securityJoin.exchange,
        logo: securityJoin.logo,
      })
      .from(trendingSecurities)
      .innerJoin(securityJoin.table, eq(securityJoin.id, trendingSecurities.securityId))
      // Trending Stocks: equities (a contract's calls were counted for its underlying).
      .where(eq(securityJoin.instrumentType, 'EQ'))
      .orderBy(asc(trendingSecurities.rank))
      .limit(limit)
  );
}

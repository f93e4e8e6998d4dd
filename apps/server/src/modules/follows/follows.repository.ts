import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { liveAccount, lockLiveAccounts, profileJoin } from '../users/index.ts';
import type { ExpertTradeStats } from './expert-stats.ts';
import { followedBy } from './follows.queries.ts';
import { followCounts, userFollows } from './follows.tables.ts';

const profiles = profileJoin.table;
const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves both users' counts by `delta`, writing the two rows in user id order: two transactions
 * touching the same two users (A follows B while B unfollows A) lock them in the same order and
 * cannot deadlock. A follow creates missing rows; an unfollow finds them there (its follow made them).
 */
async function adjustCounts(tx: AppDb, followerId: number, followeeId: number, delta: 1 | -1) {
  const rows = [
    { userId: followerId, followersCount: 0, followingCount: delta },
    { userId: followeeId, followersCount: delta, followingCount: 0 },
  ].sort((a, b) => a.userId - b.userId);
  if (delta === 1) {
    await tx
      .insert(followCounts)
      .values(rows)
      .onConflictDoUpdate({
        target: followCounts.userId,
        set: {
          followersCount: sql`${followCounts.followersCount} + excluded.followers_count`,
          followingCount: sql`${followCounts.followingCount} + excluded.following_count`,
        },
      });
    return;
  }
  // An insert's proposed row is checked (never negative) before its conflict is seen: update instead.
  for (const row of rows) {
    await tx
      .update(followCounts)
      .set({
        followersCount: sql`${followCounts.followersCount} + ${row.followersCount}`,
        followingCount: sql`${followCounts.followingCount} + ${row.followingCount}`,
      })
      .where(eq(followCounts.userId, row.userId));
  }
}

/**
 * Adds the follow; true when the row is new, 'deleted' when the followee's account was deleted
 * meanwhile (nothing changes). Only then do the counts move (by one each) and the
 * user.followed event go to the outbox, in the same transaction: following twice changes nothing.
 */
export async function insertFollow(
  db: AppDb,
  followerId: number,
  followeeId: number,
): Promise<boolean | 'deleted'> {
  return db.transaction(async (tx) => {
    // A deletion committing meanwhile is seen here, or else it erases this follow with the account.
    const live = await lockLiveAccounts(tx, [followerId, followeeId]);
    if (!live.has(followeeId)) return 'deleted';
    const inserted = await tx
      .insert(userFollows)
      .values({ followerId, followeeId })
      .onConflictDoNothing()
      .returning({ followeeId: userFollows.followeeId });
    if (inserted.length === 0) return false;
    await adjustCounts(tx, followerId, followeeId, 1);
    await recordEvents(tx, [
      { type: 'user.followed', followerUserId: followerId, followeeUserId: followeeId },
    ]);
    return true;
  });
}

/** Removes the follow; true when there was one (and only then do the counts move back by one). */
export async function deleteFollow(db: AppDb, followerId: number, followeeId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
      .returning({ followeeId: userFollows.followeeId });
    if (deleted.length === 0) return false;
    await adjustCounts(tx, followerId, followeeId, -1);
    return true;
  });
}

export type FollowSummary = { followersCount: number; followingCount: number; isFollowed: boolean };

/** A profile's counts and whether the viewer follows it (profile-details). */
export async function followSummary(
  db: AppDb,
  viewerUserId: number | null | undefined,
  userId: number,
): Promise<FollowSummary> {
  const [row] = await db
    .select({
      followersCount: followCounts.followersCount,
      followingCount: followCounts.followingCount,
    })
    .from(followCounts)
    .where(eq(followCounts.userId, userId));
  const isFollowed =
    !!viewerUserId &&
    (
      await db
        .select({ one: sql`1` })
        .from(userFollows)
        .where(and(eq(userFollows.followerId, viewerUserId), eq(userFollows.followeeId, userId)))
    ).length > 0;
  return { followersCount: row?.followersCount ?? 0, followingCount: row?.followingCount ?? 0, isFollowed };
}

/** The counts as stored (tests compare them with the rows). */
export async function storedCounts(db: AppDb, userId: number) {
  const [row] = await db.select().from(followCounts).where(eq(followCounts.userId, userId));
  return { followers: row?.followersCount ?? 0, following: row?.followingCount ?? 0 };
}

/** The profile of a user, or undefined (following needs both sides to have one). */
export async function findProfileOf(db: AppDb, userId: number) {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** The profile of a live account (not deleted), or undefined: whom one may follow. */
export async function findLiveProfileOf(db: AppDb, userId: number) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), liveAccount(profiles.userId)));
  return row;
}

const num = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** The columns of an Influencer, for a query over profiles joined to follow_counts and `perf`. */
function influencerColumns(viewerUserId: number | null, stats: ExpertTradeStats) {
  const kinds = stats.instrumentKindsOf(profiles.userId);
  return {
    userId: profiles.userId,
    profileId: profiles.id,
    name: profiles.name,
    profileImage: profiles.profileImage,
    isSebiRegistered: profileJoin.isSebiRegistered,
    sebiUserType: profiles.sebiUserType,
    followers: num(sql`coalesce(${followCounts.followersCount}, 0)`),
    following: num(sql`coalesce(${followCounts.followingCount}, 0)`),
    isFollowed: viewerUserId ? followedBy(viewerUserId, profiles.userId) : sql<boolean>`false`,
    tradesCount: num(sql`coalesce(perf.trades_count, 0)`),
    performanceCalls: num(sql`coalesce(perf.performance_calls, 0)`),
    pnl: num(sql`coalesce(perf.pnl, 0)`),
    meanPercent: num(sql`coalesce(perf.mean_percent, 0)`),
    pnlPercent: num(sql`coalesce(perf.pnl_percent, 0)`),
    tradesEquity: kinds.equity,
    tradesFno: kinds.fno,
  };
}

export type InfluencerRow = Awaited<ReturnType<typeof pageOfProfiles>>[number];

export type ProfilePage = {
  viewerUserId: number | null;
  /** Which profiles, beyond the viewer's blocks and deleted accounts (always left out). */
  where: (SQL | undefined)[];
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Join user_follows on the profile's user as this side (the follower and following lists). */
  followsAs?: { side: 'follower' | 'followee'; ofUserId: number };
};

const since = () => new Date(Date.now() - RECENT_DAYS * DAY_MS);

/** The follower or following join of a list page (the profile is that side of the follow). */
function withFollowsJoin<T extends PgSelect>(query: T, page: ProfilePage): T {
  if (!page.followsAs) return query;
  const [side, other] =
    page.followsAs.side === 'follower'
      ? [userFollows.followerId, userFollows.followeeId]
      : [userFollows.followeeId, userFollows.followerId];
  // With its selection given, the join adds no columns: the row type stays the query's.
  return query.innerJoin(
    userFollows,
    and(eq(side, profiles.userId), eq(other, page.followsAs.ofUserId)),
  ) as unknown as T;
}

const pageWhere = (page: ProfilePage) =>
  and(notBlockedBy(page.viewerUserId, profiles.userId), liveAccount(profiles.userId), ...page.where);

/** A page of profiles as Influencer rows: a lateral join computes the performance of only these. */
export async function pageOfProfiles(db: AppDb, stats: ExpertTradeStats, page: ProfilePage) {
  const query = withFollowsJoin(
    db.select(influencerColumns(page.viewerUserId, stats)).from(profiles).$dynamic(),
    page,
  );
  return query
    .leftJoin(followCounts, eq(followCounts.userId, profiles.userId))
    .leftJoinLateral(sql`(${stats.recentPerformanceOf(profiles.userId, since())}) perf`, sql`true`)
    .where(pageWhere(page))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The Influencer rows of `userIds` the viewer has not blocked, deleted accounts left out (cards for a list whose order is known,
 * such as trending experts), built once per signed-in shape and prepared (issue 29).
 */
const rowsByIdsStatement = preparedOnce(
  (db: AppDb, name: string, signedIn: boolean, stats: ExpertTradeStats) => {
    const viewerUserId = signedIn ? (sql.placeholder('viewerUserId') as unknown as number) : null;
    const recentSince = sql.placeholder('since') as unknown as Date;
    return db
      .select(influencerColumns(viewerUserId, stats))
      .from(profiles)
      .leftJoin(followCounts, eq(followCounts.userId, profiles.userId))
      .leftJoinLateral(sql`(${stats.recentPerformanceOf(profiles.userId, recentSince)}) perf`, sql`true`)
      .where(
        and(
          notBlockedBy(viewerUserId, profiles.userId),
          liveAccount(profiles.userId),
          sql`${profiles.userId} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .prepare(name);
  },
);

export async function influencerRowsByIds(
  db: AppDb,
  stats: ExpertTradeStats,
  viewerUserId: number | null,
  userIds: readonly number[],
): Promise<InfluencerRow[]> {
  const signedIn = Boolean(viewerUserId);
  const statement = rowsByIdsStatement(
    db,
    `influencers_by_ids_${signedIn ? 'user' : 'visitor'}`,
    signedIn,
    stats,
  );
  return statement.execute({ viewerUserId, since: since(), ids: [...userIds] });
}

/** How many profiles the same page conditions select in all. */
export async function countProfiles(db: AppDb, page: ProfilePage): Promise<number> {
  const [row] = await withFollowsJoin(db.select({ all: count() }).from(profiles).$dynamic(), page).where(
    pageWhere(page),
  );
  return row!.all;
}

/**
 * Recommendations: live experts (SEBI-registered, or posting public trades) other than the viewer that
 * the viewer neither follows nor blocked,
 * ranked SEBI-registered first, then recently profitable (positive P&L over their public trades of
 * the last 7 days), then by followers, then by that P&L, then oldest account first. The performance
 * is one grouped pass over the last 7 days' trades, joined to every candidate.
 */
export async function recommendationsPage(
  db: AppDb,
  stats: ExpertTradeStats,
  viewerUserId: number,
  limit: number,
  offset: number,
) {
  // Experts only: SEBI-registered, or with public trades to follow (not a new user, nor an admin who never posts).
  const kinds = stats.instrumentKindsOf(profiles.userId);
  const where = and(
    ne(profiles.userId, viewerUserId),
    sql`(${profileJoin.isSebiRegistered} or ${kinds.equity} or ${kinds.fno})`,
    sql`not ${followedBy(viewerUserId, profiles.userId)}`,
    notBlockedBy(viewerUserId, profiles.userId),
    // A deleted expert's public calls stay, but the account is no one to follow.
    liveAccount(profiles.userId),
  );
  const rows = await db
    .select(influencerColumns(viewerUserId, stats))
    .from(profiles)
    .leftJoin(followCounts, eq(followCounts.userId, profiles.userId))
    .leftJoin(sql`(${stats.recentPerformance(since())}) perf`, sql`perf.user_id = ${profiles.userId}`)
    .where(where)
    .orderBy(
      desc(profileJoin.isSebiRegistered),
      sql`coalesce(perf.pnl, 0) > 0 desc`,
      sql`coalesce(${followCounts.followersCount}, 0) desc`,
      sql`coalesce(perf.pnl, 0) desc`,
      asc(profiles.userId),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ all: count() }).from(profiles).where(where);
  return { rows, total: total!.all };
}

import { ADMIN_PAGE_SIZE } from '@tradecircle/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profileJoin } from '../users/index.ts';
import { reportReasons, userBlocks } from './moderation.tables.ts';

/** A reported user as the moderation queue counts them: reports, reasons with counts, the latest. */
export type ReportTally = {
  userId: number;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  latestReport: Date;
};

/**
 * One page of reported users (every report of Report & Block), the most reported first, then the
 * latest reported; with the number of reported users.
 */
export async function reportTallies(
  db: AppDb,
  pageNumber: number,
): Promise<{ tallies: ReportTally[]; total: number }> {
  const reportCount = sql<number>`count(*)::int`;
  const latest = sql<Date>`max(${userBlocks.createdAt})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ userId: userBlocks.blockedUserId, reportCount, latest })
      .from(userBlocks)
      .groupBy(userBlocks.blockedUserId)
      .orderBy(desc(reportCount), desc(latest), desc(userBlocks.blockedUserId))
      .limit(ADMIN_PAGE_SIZE)
      .offset((pageNumber - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(distinct ${userBlocks.blockedUserId})::int` }).from(userBlocks),
  ]);
  const userIds = rows.map((row) => row.userId);
  const reasons =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: userBlocks.blockedUserId,
            reason: reportReasons.reason,
            count: sql<number>`count(*)::int`,
          })
          .from(userBlocks)
          .innerJoin(reportReasons, eq(reportReasons.id, userBlocks.reasonId))
          .where(sql`${userBlocks.blockedUserId} = any(${sql.param(userIds)}::int[])`)
          .groupBy(userBlocks.blockedUserId, reportReasons.reason)
          .orderBy(desc(sql`count(*)`), reportReasons.reason);
  return {
    tallies: rows.map((row) => ({
      userId: row.userId,
      reportCount: Number(row.reportCount),
      reasons: reasons
        .filter((reason) => reason.userId === row.userId)
        .map(({ reason, count }) => ({ reason, count: Number(count) })),
      latestReport: new Date(row.latest),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** Every report of a user, newest first; the reporter's name is left out of an anonymous one. */
export async function reportsAgainst(db: AppDb, userId: number) {
  const rows = await db
    .select({
      id: userBlocks.id,
      reason: reportReasons.reason,
      reporterUserId: userBlocks.blockedByUserId,
      reporterName: profileJoin.name,
      isAnonymous: userBlocks.isAnonymous,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(reportReasons, eq(reportReasons.id, userBlocks.reasonId))
    .leftJoin(profileJoin.table, eq(profileJoin.userId, userBlocks.blockedByUserId))
    .where(eq(userBlocks.blockedUserId, userId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.id));
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    reporter: row.isAnonymous ? null : { id: row.reporterUserId, name: row.reporterName ?? '' },
    is_anonymous: row.isAnonymous,
    created: row.createdAt.toISOString(),
  }));
}

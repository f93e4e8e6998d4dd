import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profileJoin } from '../users/index.ts';
import { groups } from './groups.tables.ts';

/**
 * A group's margin (issue 30, set margin): the platform's fee on the group's sales in basis points,
 * null to fall back to its admin's margin, then the global PLATFORM_FEE_PERCENT.
 */

/** The group's own margin in basis points and its admin; undefined when the group is gone. */
export async function groupFeeOf(
  db: AppDb,
  groupId: number,
): Promise<{ bps: number | null; adminUserId: number } | undefined> {
  const [row] = await db
    .select({ bps: groups.platformFeeBps, adminUserId: groups.adminUserId })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row;
}

/**
 * Sets (or clears, null) the group's margin inside the caller's transaction, the group row locked;
 * answers the margin before, or undefined when there is no such group.
 */
export async function setGroupFeeBps(
  tx: AppDb,
  groupId: number,
  bps: number | null,
): Promise<{ before: number | null; name: string; adminUserId: number } | undefined> {
  const [current] = await tx
    .select({ bps: groups.platformFeeBps, name: groups.name, adminUserId: groups.adminUserId })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  if (!current) return undefined;
  // updated_at is left alone: it orders the review queue, and a margin is not the admin's edit.
  await tx.update(groups).set({ platformFeeBps: bps }).where(eq(groups.id, groupId));
  return { before: current.bps, name: current.name, adminUserId: current.adminUserId };
}

const hasMargin = isNotNull(groups.platformFeeBps);

/** How many groups have a margin of their own. */
export async function groupMarginCount(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(groups).where(hasMargin);
  return Number(row?.n ?? 0);
}

/** A slice of the groups with a margin of their own, by name, with their admin. */
export async function groupMargins(db: AppDb, offset: number, limit: number) {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      bps: groups.platformFeeBps,
      adminUserId: groups.adminUserId,
      adminName: profileJoin.name,
    })
    .from(groups)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, groups.adminUserId))
    .where(hasMargin)
    .orderBy(asc(groups.name), asc(groups.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ ...row, bps: row.bps ?? 0, adminName: row.adminName ?? '' }));
}

import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profiles } from './users.tables.ts';

/**
 * An expert's margin (issue 30, set margin): the platform's fee on their sales in basis points,
 * null to fall back to the global PLATFORM_FEE_PERCENT. A group's own margin wins over it.
 */

/** The expert's margin in basis points; null when none is set (or they have no profile). */
export async function expertFeeBpsOf(db: AppDb, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ bps: profiles.platformFeeBps })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.bps ?? null;
}

/**
 * Sets (or clears, null) the expert's margin inside the caller's transaction, the profile row
 * locked; answers the margin before, or undefined when the user has no profile.
 */
export async function setExpertFeeBps(
  tx: AppDb,
  userId: number,
  bps: number | null,
): Promise<{ before: number | null; name: string } | undefined> {
  const [current] = await tx
    .select({ id: profiles.id, bps: profiles.platformFeeBps, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!current) return undefined;
  await tx.update(profiles).set({ platformFeeBps: bps }).where(eq(profiles.id, current.id));
  return { before: current.bps, name: current.name };
}

const hasMargin = isNotNull(profiles.platformFeeBps);

/** How many experts have a margin of their own. */
export async function expertMarginCount(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(hasMargin);
  return Number(row?.n ?? 0);
}

/** A slice of the experts with a margin of their own, by name. */
export async function expertMargins(db: AppDb, offset: number, limit: number) {
  if (limit <= 0) return [];
  const rows = await db
    .select({ userId: profiles.userId, name: profiles.name, bps: profiles.platformFeeBps })
    .from(profiles)
    .where(hasMargin)
    .orderBy(asc(profiles.name), asc(profiles.userId))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ userId: row.userId, name: row.name, bps: row.bps ?? 0 }));
}

import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { activeMembership, coinUnlockAllowed, groupJoin } from '../groups/index.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { securityJoin } from '../securities/index.ts';
import { tradeShares, tradeUnlocks } from './trade-grants.tables.ts';
import { trades } from './trades.tables.ts';

/**
 * What a user gains on a trade besides its visibility (issue 32): a closed premium call unlocked
 * with coins (visibleTo lets them read it), and a share of a trade (the share task).
 */

/** The user unlocked this trade: a primary-key probe of trade_unlocks. */
export function unlockedBy(userId: number | SQL, tradeId: AnyColumn): SQL {
  return sql`exists (select 1 from ${tradeUnlocks} tu where tu.trade_id = ${tradeId} and tu.user_id = ${userId})`;
}

/**
 * A call coins may unlock: posted to a group (visibility group), Closed (its outcome known: open
 * calls stay behind the subscription), in a listed Premium group that allows it (coinUnlockAllowed).
 * Needs `groups` joined on the trade's group.
 */
const unlockableCall = (): SQL =>
  and(eq(trades.visibility, 'group'), eq(trades.status, 'Closed'), coinUnlockAllowed())!;

/** Unlockable calls as the viewer may list them: not their own, not of a user they blocked. */
const listedFor = (viewerUserId: number): SQL =>
  and(
    unlockableCall(),
    sql`${trades.postedByUserId} <> ${viewerUserId}`,
    notBlockedBy(viewerUserId, trades.postedByUserId),
  )!;

export type UnlockableCall = {
  id: number;
  industry: string | null;
  createdAt: Date;
  durationId: number;
  tradeType: string;
  entryPrice: number;
  exitPrice: number | null;
  groupId: number;
  groupName: string;
  /** The viewer may read it: unlocked, or a member of its group now. */
  isUnlocked: boolean;
};

/** A page of the unlockable calls, the latest closed first, with nothing of a locked call but these facts. */
export async function unlockableCalls(
  db: AppDb,
  viewerUserId: number,
  page: { limit: number; offset: number },
): Promise<{ calls: UnlockableCall[]; total: number }> {
  const where = listedFor(viewerUserId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: trades.id,
        industry: securityJoin.industry,
        createdAt: trades.createdAt,
        durationId: trades.durationId,
        tradeType: trades.tradeType,
        entryPrice: trades.entryPrice,
        exitPrice: trades.exitPrice,
        groupId: groupJoin.id,
        groupName: groupJoin.name,
        isUnlocked: sql<boolean>`(${unlockedBy(viewerUserId, trades.id)} or ${activeMembership(viewerUserId, trades.groupId)})`,
      })
      .from(trades)
      .innerJoin(groupJoin.table, eq(groupJoin.id, trades.groupId))
      .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
      .where(where)
      .orderBy(desc(trades.closedAt), desc(trades.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(trades)
      .innerJoin(groupJoin.table, eq(groupJoin.id, trades.groupId))
      .where(where),
  ]);
  return {
    calls: rows.map((row) => ({
      ...row,
      groupId: row.groupId!,
      groupName: row.groupName!,
      isUnlocked: Boolean(row.isUnlocked),
    })),
    total: totals?.total ?? 0,
  };
}

/** Whether the viewer may unlock the trade: it is unlockable and listed for them. */
export async function isUnlockableFor(tx: AppDb, viewerUserId: number, tradeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: trades.id })
    .from(trades)
    .innerJoin(groupJoin.table, eq(groupJoin.id, trades.groupId))
    .where(and(eq(trades.id, tradeId), listedFor(viewerUserId)));
  return row !== undefined;
}

/** The viewer may already read it (unlocked, or a member of its group now). */
export async function alreadyReadable(tx: AppDb, viewerUserId: number, tradeId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      readable: sql<boolean>`(${unlockedBy(viewerUserId, trades.id)} or ${activeMembership(viewerUserId, trades.groupId)})`,
    })
    .from(trades)
    .where(eq(trades.id, tradeId));
  return Boolean(row?.readable);
}

/** Opens the trade to the user (the caller spent the coins in the same transaction). */
export async function grantUnlock(tx: AppDb, userId: number, tradeId: number): Promise<void> {
  await tx.insert(tradeUnlocks).values({ userId, tradeId }).onConflictDoNothing();
}

/** Records a share of a trade; answers whether it is the user's first share of it. */
export async function recordShare(tx: AppDb, userId: number, tradeId: number): Promise<boolean> {
  const inserted = await tx
    .insert(tradeShares)
    .values({ userId, tradeId })
    .onConflictDoNothing()
    .returning({ tradeId: tradeShares.tradeId });
  return inserted.length === 1;
}

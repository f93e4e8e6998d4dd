import { count, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { followedBy } from '../follows/index.ts';
import { securityJoin } from '../securities/index.ts';
import type { Viewer } from '../users/index.ts';
import { visibleTrades } from './trades.repository.ts';
import { trades } from './trades.tables.ts';

/** What the experts a user follows called on one security, as the user may see it. */
export type FollowedCallsOnSecurity = {
  securityId: number;
  calls: number;
  openCalls: number;
  experts: { userId: number; name: string }[];
  latest: { tradeId: number; tradeType: string; status: string; createdAt: Date; expert: string } | null;
};

/**
 * The calls of the experts `viewer` follows on each of `securityIds` (a futures or options call
 * counts for its underlying), through the trades' visibility: a call the viewer may not see is not
 * counted. Two statements: the counts per security and expert, then the card rows of each pair's
 * latest call (its expert's name and the call's type and status).
 */
export async function followedCallsOnSecurities(
  db: AppDb,
  viewer: NonNullable<Viewer>,
  securityIds: readonly number[],
): Promise<FollowedCallsOnSecurity[]> {
  if (securityIds.length === 0) return [];
  const ids = sql.param([...securityIds]);
  const security = securityJoin.table;
  const heldSecurity = sql<number>`(select coalesce(${security.underlyingId}, ${security.id}) from ${security} where ${security.id} = ${trades.securityId})`;
  const groups = await visibleTrades(db, viewer)
    .aggregate(
      {
        securityId: heldSecurity,
        postedByUserId: trades.postedByUserId,
        calls: count(),
        openCalls: sql<number>`count(*) filter (where ${trades.status} in ('Inactive', 'Active'))`,
        latestId: sql<number>`max(${trades.id})`,
      },
      followedBy(viewer.userId, trades.postedByUserId),
      sql`${trades.securityId} in (select ${security.id} from ${security} where ${security.id} = any(${ids}::int[]) or ${security.underlyingId} = any(${ids}::int[]))`,
    )
    .groupBy(heldSecurity, trades.postedByUserId);
  if (groups.length === 0) return [];

  const latestRows = await visibleTrades(db, viewer).rows(
    inArray(
      trades.id,
      groups.map((group) => Number(group.latestId)),
    ),
  );
  const latestById = new Map(latestRows.map((row) => [row.trade.id, row]));
  const bySecurity = new Map<number, FollowedCallsOnSecurity>();
  for (const group of groups) {
    const securityId = Number(group.securityId);
    const row = latestById.get(Number(group.latestId));
    if (!row) continue;
    const entry = bySecurity.get(securityId) ?? {
      securityId,
      calls: 0,
      openCalls: 0,
      experts: [],
      latest: null,
    };
    entry.calls += Number(group.calls);
    entry.openCalls += Number(group.openCalls);
    entry.experts.push({ userId: group.postedByUserId, name: row.poster.name });
    if (!entry.latest || row.trade.id > entry.latest.tradeId) {
      entry.latest = {
        tradeId: row.trade.id,
        tradeType: row.trade.tradeType,
        status: row.trade.status,
        createdAt: row.trade.createdAt,
        expert: row.poster.name,
      };
    }
    bySecurity.set(securityId, entry);
  }
  return [...bySecurity.values()].map((entry) => ({
    ...entry,
    experts: entry.experts.sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

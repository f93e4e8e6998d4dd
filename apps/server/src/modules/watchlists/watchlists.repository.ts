import { and, asc, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securityJoin } from '../securities/index.ts';
import { watchlistItems, watchlists } from './watchlists.tables.ts';

export type WatchlistRow = typeof watchlists.$inferSelect;
export type WatchlistType = WatchlistRow['watchlistType'];

export async function listWatchlists(db: AppDb, profileId: number, type: WatchlistType) {
  return db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.profileId, profileId), eq(watchlists.watchlistType, type)))
    .orderBy(asc(watchlists.id));
}

export async function listStockItems(db: AppDb, watchlistIds: number[]) {
  if (watchlistIds.length === 0) return [];
  return db
    .select({
      id: watchlistItems.id,
      watchlistId: watchlistItems.watchlistId,
      security: {
        id: securityJoin.id,
        name: securityJoin.name,
        symbol: securityJoin.symbol,
        exchange: securityJoin.exchange,
        closePrice: securityJoin.closePrice,
      },
    })
    .from(watchlistItems)
    .innerJoin(securityJoin.table, eq(securityJoin.id, watchlistItems.securityId))
    .where(inArray(watchlistItems.watchlistId, watchlistIds))
    .orderBy(asc(watchlistItems.id));
}

export async function findWatchlist(db: AppDb, id: number) {
  const [row] = await db.select().from(watchlists).where(eq(watchlists.id, id));
  return row;
}

export async function countItems(db: AppDb, watchlistId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, watchlistId));
  return row!.n;
}

export async function findItem(db: AppDb, id: number) {
  const [row] = await db
    .select({ item: watchlistItems, profileId: watchlists.profileId })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .where(eq(watchlistItems.id, id));
  return row;
}

/** The trade bookmarks of these tabs, oldest first. */
export async function listTradeItems(db: AppDb, watchlistIds: number[]) {
  if (watchlistIds.length === 0) return [];
  const items = await db
    .select({
      id: watchlistItems.id,
      watchlistId: watchlistItems.watchlistId,
      tradeId: watchlistItems.tradeId,
    })
    .from(watchlistItems)
    .where(and(inArray(watchlistItems.watchlistId, watchlistIds), isNotNull(watchlistItems.tradeId)))
    .orderBy(asc(watchlistItems.id));
  return items.map((item) => ({ ...item, tradeId: item.tradeId! }));
}

/** Whether the profile keeps this stock in any of its watchlists (the security page's flag). */
export async function isSecurityInWatchlistsOf(db: AppDb, profileId: number, securityId: number) {
  const [hit] = await db
    .select({ id: watchlistItems.id })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .where(and(eq(watchlists.profileId, profileId), eq(watchlistItems.securityId, securityId)))
    .limit(1);
  return Boolean(hit);
}

/**
 * Per security, how many profiles put it in a stock tab since `since` (and keep it there): the
 * follows trending's securities count.
 */
export async function stockFollowCountsSince(db: AppDb, since: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({
      securityId: watchlistItems.securityId,
      follows: sql<number>`count(distinct ${watchlists.profileId})::int`,
    })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .where(
      and(
        eq(watchlists.watchlistType, 'stock'),
        isNotNull(watchlistItems.securityId),
        gte(watchlistItems.createdAt, since),
      ),
    )
    .groupBy(watchlistItems.securityId);
  return new Map(rows.map((row) => [row.securityId!, Number(row.follows)]));
}

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securities, watchlistItems, watchlists } from '../../db/schema/index.ts';

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
        id: securities.id,
        name: securities.name,
        symbol: securities.symbol,
        exchange: securities.exchange,
        closePrice: securities.closePrice,
      },
    })
    .from(watchlistItems)
    .innerJoin(securities, eq(securities.id, watchlistItems.securityId))
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

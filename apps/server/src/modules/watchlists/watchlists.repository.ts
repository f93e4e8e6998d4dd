import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securities, trades, watchlistItems, watchlists } from '../../db/schema/index.ts';
import { selectTrades, visibleTo } from '../trades/trades.repository.ts';
import type { Viewer } from '../users/index.ts';

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

/** Trade bookmarks of these tabs, as full trades, only those the viewer may still see. */
export async function listTradeItems(db: AppDb, watchlistIds: number[], viewer: Viewer) {
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
  if (items.length === 0) return [];
  const rows = await selectTrades(db, viewer).where(
    and(
      inArray(
        trades.id,
        items.map((item) => item.tradeId!),
      ),
      visibleTo(viewer),
    ),
  );
  const byId = new Map(rows.map((row) => [row.trade.id, row]));
  return items.flatMap((item) => {
    const row = byId.get(item.tradeId!);
    return row ? [{ id: item.id, watchlistId: item.watchlistId, row }] : [];
  });
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

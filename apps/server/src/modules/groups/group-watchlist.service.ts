import {
  GROUP_WATCHLIST_MAX,
  GROUP_WATCHLIST_TARGET_MESSAGE,
  type GroupWatchlistItem,
} from '@tradecircle/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { QuoteBook } from '../market/index.ts';
import { findSecurityById, searchSecuritiesByPrefix, securityJoin } from '../securities/index.ts';
import { requireGroupAdmin, requireGroupReader } from './group-access.ts';
import { groupWatchlistItems, groupWatchlists } from './groups.tables.ts';

export const GROUP_WATCHLIST_MESSAGES = {
  full: `A group watchlist holds at most ${GROUP_WATCHLIST_MAX} securities`,
  duplicate: 'Already in the watchlist',
  securityNotFound: 'Security not found',
  watchlistNotFound: 'Watchlist not found',
  itemNotFound: 'Watchlist item not found',
  target: GROUP_WATCHLIST_TARGET_MESSAGE,
  added: 'Added to watchlist',
  removed: 'Removed from watchlist',
} as const;

/** Securities one search answers. */
export const GROUP_WATCHLIST_SEARCH_LIMIT = 20;
const DEFAULT_NAME = 'Watchlist';

export type GroupWatchlist = { id: number; name: string };
/** Which watchlist a call means: its id, or its group's id (before the client knows the watchlist). */
export type WatchlistTarget = { watchlist?: number | undefined; group?: number | undefined };

/** A group's watchlist (the group detail's watchlist_data), or null before its first security. */
export async function groupWatchlistOf(db: AppDb, groupId: number): Promise<GroupWatchlist | null> {
  const [row] = await db
    .select({ id: groupWatchlists.id, name: groupWatchlists.name })
    .from(groupWatchlists)
    .where(eq(groupWatchlists.groupId, groupId));
  return row ?? null;
}

/** How many securities a group's watchlist holds (0 without one). */
export async function groupWatchlistCount(db: AppDb, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupWatchlistItems)
    .innerJoin(groupWatchlists, eq(groupWatchlists.id, groupWatchlistItems.watchlistId))
    .where(eq(groupWatchlists.groupId, groupId));
  return row?.n ?? 0;
}

/** The group a watchlist belongs to; 404 for an unknown watchlist. */
export async function groupOfWatchlist(db: AppDb, watchlistId: number): Promise<number> {
  const [row] = await db
    .select({ groupId: groupWatchlists.groupId })
    .from(groupWatchlists)
    .where(eq(groupWatchlists.id, watchlistId));
  if (!row) throw notFound(GROUP_WATCHLIST_MESSAGES.watchlistNotFound);
  return row.groupId;
}

/** The group a watchlist item belongs to; 404 for an unknown item. */
export async function groupOfWatchlistItem(db: AppDb, itemId: number): Promise<number> {
  const [found] = await db
    .select({ groupId: groupWatchlists.groupId })
    .from(groupWatchlistItems)
    .innerJoin(groupWatchlists, eq(groupWatchlists.id, groupWatchlistItems.watchlistId))
    .where(eq(groupWatchlistItems.id, itemId));
  if (!found) throw notFound(GROUP_WATCHLIST_MESSAGES.itemNotFound);
  return found.groupId;
}

/** The group the target names; 404 for an unknown watchlist (or one of another group than `group`). */
async function groupIdOf(db: AppDb, target: WatchlistTarget): Promise<number> {
  if (target.watchlist === undefined) {
    if (target.group === undefined) throw badRequest(GROUP_WATCHLIST_MESSAGES.target);
    return target.group;
  }
  const groupId = await groupOfWatchlist(db, target.watchlist);
  if (target.group !== undefined && target.group !== groupId) {
    throw notFound(GROUP_WATCHLIST_MESSAGES.watchlistNotFound);
  }
  return groupId;
}

async function findOrCreateWatchlist(db: AppDb, groupId: number): Promise<GroupWatchlist> {
  const existing = await groupWatchlistOf(db, groupId);
  if (existing) return existing;
  // Two first adds at once: one inserts, the other's insert does nothing, and both read the one row.
  await db.insert(groupWatchlists).values({ groupId, name: DEFAULT_NAME }).onConflictDoNothing();
  return (await groupWatchlistOf(db, groupId))!;
}

async function securityIdsIn(db: AppDb, watchlistId: number): Promise<Set<number>> {
  const rows = await db
    .select({ securityId: groupWatchlistItems.securityId })
    .from(groupWatchlistItems)
    .where(eq(groupWatchlistItems.watchlistId, watchlistId));
  return new Set(rows.map((row) => row.securityId));
}

function presentItem(
  item: {
    id: number;
    security: { id: number; name: string; symbol: string; exchange: string; closePrice: string | null };
  },
  quotes: QuoteBook,
): GroupWatchlistItem {
  const quote = quotes.getQuote(item.security.id);
  const close = item.security.closePrice === null ? null : Number(item.security.closePrice);
  return {
    id: item.id,
    stock_data: {
      id: item.security.id,
      symbol: item.security.symbol,
      name: item.security.name,
      exchange: item.security.exchange,
      live_price: quote?.livePrice ?? close,
      up_down_price: quote?.change ?? null,
      up_down_percent: quote?.changePercent ?? null,
    },
  };
}

/** The watchlist's securities with live prices, oldest first, for the group's members and admin. */
export async function readGroupWatchlist(
  { db, quotes }: { db: AppDb; quotes: QuoteBook },
  viewerUserId: number | null,
  target: WatchlistTarget,
) {
  const groupId = await groupIdOf(db, target);
  await requireGroupReader(db, groupId, viewerUserId);
  const watchlist = await groupWatchlistOf(db, groupId);
  const rows = watchlist
    ? await db
        .select({
          id: groupWatchlistItems.id,
          security: {
            id: securityJoin.id,
            name: securityJoin.name,
            symbol: securityJoin.symbol,
            exchange: securityJoin.exchange,
            closePrice: securityJoin.closePrice,
          },
        })
        .from(groupWatchlistItems)
        .innerJoin(securityJoin.table, eq(securityJoin.id, groupWatchlistItems.securityId))
        .where(eq(groupWatchlistItems.watchlistId, watchlist.id))
        .orderBy(asc(groupWatchlistItems.id))
    : [];
  const items = rows.map((row) => presentItem(row, quotes));
  return { items, count: items.length, max: GROUP_WATCHLIST_MAX };
}

/** Securities whose symbol or name starts with `text`, leaving out those the watchlist holds. */
export async function searchForGroupWatchlist(
  db: AppDb,
  viewerUserId: number | null,
  target: WatchlistTarget,
  text: string,
) {
  const groupId = await groupIdOf(db, target);
  await requireGroupReader(db, groupId, viewerUserId);
  const search = text.trim();
  if (search === '') return { results: [] };
  const watchlist = await groupWatchlistOf(db, groupId);
  const present = watchlist ? await securityIdsIn(db, watchlist.id) : new Set<number>();
  // Asking for as many more as the watchlist holds still leaves a full page after leaving those out.
  const found = await searchSecuritiesByPrefix(db, search, GROUP_WATCHLIST_SEARCH_LIMIT + present.size);
  const results = found
    .filter((security) => !present.has(security.id))
    .slice(0, GROUP_WATCHLIST_SEARCH_LIMIT)
    .map((security) => ({
      id: security.id,
      symbol: security.symbol,
      name: security.name,
      exchange: security.exchange,
    }));
  return { results };
}

/**
 * The admin adds a security; the group's watchlist is created by its first add. The count is taken
 * under a lock on the watchlist row, so simultaneous adds never take it past GROUP_WATCHLIST_MAX.
 */
export async function addToGroupWatchlist(
  db: AppDb,
  actorUserId: number,
  target: WatchlistTarget,
  securityId: number,
): Promise<{ id: number }> {
  const groupId = await groupIdOf(db, target);
  await requireGroupAdmin(db, groupId, actorUserId);
  if (!(await findSecurityById(db, securityId))) throw notFound(GROUP_WATCHLIST_MESSAGES.securityNotFound);
  const watchlist = await findOrCreateWatchlist(db, groupId);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: groupWatchlists.id })
      .from(groupWatchlists)
      .where(eq(groupWatchlists.id, watchlist.id))
      .for('update');
    if (!locked) throw notFound(GROUP_WATCHLIST_MESSAGES.watchlistNotFound);
    const [present] = await tx
      .select({ id: groupWatchlistItems.id })
      .from(groupWatchlistItems)
      .where(
        and(
          eq(groupWatchlistItems.watchlistId, watchlist.id),
          eq(groupWatchlistItems.securityId, securityId),
        ),
      );
    if (present) throw conflict(GROUP_WATCHLIST_MESSAGES.duplicate);
    const [held] = await tx
      .select({ n: count() })
      .from(groupWatchlistItems)
      .where(eq(groupWatchlistItems.watchlistId, watchlist.id));
    if (held!.n >= GROUP_WATCHLIST_MAX) throw badRequest(GROUP_WATCHLIST_MESSAGES.full);
    const [item] = await tx
      .insert(groupWatchlistItems)
      .values({ watchlistId: watchlist.id, securityId })
      .returning({ id: groupWatchlistItems.id });
    return item!;
  });
}

/** The admin removes one of the watchlist's items (by the item's id). */
export async function removeFromGroupWatchlist(db: AppDb, actorUserId: number, itemId: number) {
  await requireGroupAdmin(db, await groupOfWatchlistItem(db, itemId), actorUserId);
  await db.delete(groupWatchlistItems).where(eq(groupWatchlistItems.id, itemId));
}

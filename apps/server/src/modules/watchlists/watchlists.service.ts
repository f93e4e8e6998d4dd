import { canBookmark, MAX_WATCHLIST_ITEMS, WATCHLIST_ITEM_MESSAGES } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { assertAllowed, badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { QuoteBook } from '../market/index.ts';
import { findSecurityById } from '../securities/index.ts';
import { findProfileByUserId } from '../users/index.ts';
import type { WatchlistTrades } from './watchlist-trades.ts';
import { presentWatchlist } from './watchlists.presenter.ts';
import {
  countItems,
  findItem,
  findWatchlist,
  listStockItems,
  listTradeItems,
  listWatchlists,
  type WatchlistRow,
  type WatchlistType,
} from './watchlists.repository.ts';
import { watchlistItems, watchlists } from './watchlists.tables.ts';
import { WATCHLIST_ACCESS_MESSAGES } from './watchlists.who-may-act.ts';

export type WatchlistDeps = { db: AppDb; quotes: QuoteBook; trades: WatchlistTrades };

const DEFAULT_TAB_NAME: Record<WatchlistType, string> = { stock: 'My Watchlist', trade: 'Saved Trades' };

async function actorProfileId(db: AppDb, userId: number): Promise<number> {
  const profile = await findProfileByUserId(db, userId);
  if (!profile) throw badRequest('Complete your profile to use watchlists');
  return profile.id;
}

async function ownedWatchlist(db: AppDb, actorUserId: number, watchlistId: number): Promise<WatchlistRow> {
  const watchlist = await findWatchlist(db, watchlistId);
  if (!watchlist) throw notFound('Watchlist not found');
  if (watchlist.profileId !== (await actorProfileId(db, actorUserId))) {
    throw forbidden(WATCHLIST_ACCESS_MESSAGES.notYours);
  }
  return watchlist;
}

/** The profile's tabs of one type, oldest first; with none yet, the default one is created. */
async function tabsWithDefault(db: AppDb, profileId: number, type: WatchlistType): Promise<WatchlistRow[]> {
  const tabs = await listWatchlists(db, profileId, type);
  if (tabs.length > 0) return tabs;
  await db
    .insert(watchlists)
    .values({ profileId, name: DEFAULT_TAB_NAME[type], watchlistType: type })
    .onConflictDoNothing();
  return listWatchlists(db, profileId, type);
}

/** The owner's tabs of one type with their items and live prices; the first read creates a default tab. */
export async function getWatchlists(
  { db, quotes, trades }: WatchlistDeps,
  actorUserId: number,
  ownerUserId: number,
  type: WatchlistType,
) {
  if (actorUserId !== ownerUserId) throw forbidden(WATCHLIST_ACCESS_MESSAGES.notYourList);
  const profileId = await actorProfileId(db, actorUserId);
  const tabs = await tabsWithDefault(db, profileId, type);
  const tabIds = tabs.map((tab) => tab.id);
  const items = type === 'stock' ? await listStockItems(db, tabIds) : [];
  const bookmarks = type === 'trade' ? await listTradeItems(db, tabIds) : [];
  const visible = await trades.presentVisible(
    db,
    quotes,
    { userId: actorUserId, profileId },
    bookmarks.map((item) => item.tradeId),
  );
  // Bookmarked trades the owner can no longer see (made private, deleted) drop out here.
  const tradeItems = bookmarks.flatMap((item) => {
    const trade = visible.get(item.tradeId);
    return trade ? [{ id: item.id, watchlistId: item.watchlistId, trade }] : [];
  });
  return tabs.map((tab) =>
    presentWatchlist(
      tab,
      items.filter((item) => item.watchlistId === tab.id),
      tradeItems.filter((item) => item.watchlistId === tab.id),
      quotes,
    ),
  );
}

export async function createWatchlist(
  db: AppDb,
  actorUserId: number,
  input: { name: string; type: WatchlistType },
) {
  const profileId = await actorProfileId(db, actorUserId);
  const [created] = await db
    .insert(watchlists)
    .values({ profileId, name: input.name, watchlistType: input.type })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(`You already have a watchlist named ${input.name}`);
  return created;
}

export async function renameWatchlist(db: AppDb, actorUserId: number, watchlistId: number, name: string) {
  const watchlist = await ownedWatchlist(db, actorUserId, watchlistId);
  const [renamed] = await db
    .update(watchlists)
    .set({ name })
    .where(eq(watchlists.id, watchlist.id))
    .returning()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505' || String(error).includes('unique')) {
        throw conflict(`You already have a watchlist named ${name}`);
      }
      throw error;
    });
  return renamed!;
}

export async function deleteWatchlist(db: AppDb, actorUserId: number, watchlistId: number) {
  const watchlist = await ownedWatchlist(db, actorUserId, watchlistId);
  await db.delete(watchlists).where(eq(watchlists.id, watchlist.id));
}

/** Adds a stock to a stock tab, or a trade the user may see (and did not post) to a trade tab. */
export async function addWatchlistItem(
  { db, trades }: Pick<WatchlistDeps, 'db' | 'trades'>,
  actorUserId: number,
  input: { watchlistId: number; securityId?: number | undefined; tradeId?: number | undefined },
) {
  const watchlist = await ownedWatchlist(db, actorUserId, input.watchlistId);
  if (input.tradeId !== undefined) return addTradeItem({ db, trades }, actorUserId, watchlist, input.tradeId);
  if (input.securityId === undefined) throw badRequest('Choose a stock to add');
  if (watchlist.watchlistType !== 'stock') throw badRequest('Stocks go in a stock watchlist');
  return db.transaction(async (tx) => {
    const security = await findSecurityById(tx, input.securityId!);
    if (!security) throw notFound('Security not found');
    if ((await countItems(tx, watchlist.id)) >= MAX_WATCHLIST_ITEMS) {
      throw badRequest(`A watchlist can hold at most ${MAX_WATCHLIST_ITEMS} items`);
    }
    const [item] = await tx
      .insert(watchlistItems)
      .values({ watchlistId: watchlist.id, securityId: security.id })
      .onConflictDoNothing()
      .returning();
    if (!item) throw conflict('This stock is already in this watchlist');
    return item;
  });
}

/**
 * The followers' add (trades.md §7): bookmarks a trade into the caller's default trade tab, the
 * oldest one ('Saved Trades', created here when they have none), with the normal add's rules.
 * `followerId` must name the caller, by user id or by profile id: the spec names neither and a
 * client holds both; any other id is refused (403).
 */
export async function addFollowerBookmark(
  { db, trades }: Pick<WatchlistDeps, 'db' | 'trades'>,
  actorUserId: number,
  input: { followerId: number; tradeId: number },
) {
  const profileId = await actorProfileId(db, actorUserId);
  if (input.followerId !== actorUserId && input.followerId !== profileId) {
    throw forbidden(WATCHLIST_ITEM_MESSAGES.notYou);
  }
  const [defaultTab] = await tabsWithDefault(db, profileId, 'trade');
  return addTradeItem({ db, trades }, actorUserId, defaultTab!, input.tradeId);
}

async function addTradeItem(
  { db, trades }: Pick<WatchlistDeps, 'db' | 'trades'>,
  actorUserId: number,
  watchlist: WatchlistRow,
  tradeId: number,
) {
  if (watchlist.watchlistType !== 'trade') throw badRequest('Trades go in a trade watchlist');
  const viewer = { userId: actorUserId, profileId: watchlist.profileId };
  const trade = await trades.findVisible(db, viewer, tradeId);
  if (!trade) throw notFound('Trade not found');
  assertAllowed(canBookmark(trade, { userId: actorUserId }));
  return db.transaction(async (tx) => {
    if ((await countItems(tx, watchlist.id)) >= MAX_WATCHLIST_ITEMS) {
      throw badRequest(`A watchlist can hold at most ${MAX_WATCHLIST_ITEMS} items`);
    }
    const [item] = await tx
      .insert(watchlistItems)
      .values({ watchlistId: watchlist.id, tradeId })
      .onConflictDoNothing()
      .returning();
    if (!item) throw conflict('This trade is already in this watchlist');
    return item;
  });
}

export async function removeWatchlistItem(db: AppDb, actorUserId: number, itemId: number) {
  const found = await findItem(db, itemId);
  if (!found) throw notFound('Watchlist item not found');
  if (found.profileId !== (await actorProfileId(db, actorUserId))) {
    throw forbidden(WATCHLIST_ACCESS_MESSAGES.notYours);
  }
  await db.delete(watchlistItems).where(eq(watchlistItems.id, itemId));
}

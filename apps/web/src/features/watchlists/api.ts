/** The watchlist calls (trades.md §3, §7): stock and trade tabs with their items, owner only. */
import {
  type CreatedRecord,
  WATCHLIST_ENDPOINTS,
  type Watchlist,
  type WatchlistTab,
  type WatchlistType,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/**
 * The user's tabs of one type with their items; the server creates the default tab ('My Watchlist',
 * 'Saved Trades') on the first call.
 */
export function fetchWatchlists(userId: string, type: WatchlistType): Promise<Watchlist[]> {
  return call(WATCHLIST_ENDPOINTS.watchlists, {
    query: { category__watchlist_type: type, profile__user__id: userId },
    // The stock and the trade tabs load side by side on the Watchlist page.
    abortKey: `GET watchlist/detail/ ${type}`,
  });
}

// Mutations keep earlier in-flight calls: two quick clicks are two intended changes.
export function createWatchlistTab(name: string, type: WatchlistType = 'stock'): Promise<WatchlistTab> {
  return call(WATCHLIST_ENDPOINTS.createTab, {
    body: { name, watchlist_type: type },
    keepPrevious: true,
  });
}

export function renameWatchlistTab(id: number, name: string): Promise<WatchlistTab> {
  return call(WATCHLIST_ENDPOINTS.renameTab, { params: { id }, body: { name }, keepPrevious: true });
}

/** 204: nothing to read. */
export function deleteWatchlistTab(id: number): Promise<void> {
  return call(WATCHLIST_ENDPOINTS.deleteTab, { params: { id }, keepPrevious: true });
}

export function addWatchlistItem(watchlistId: number, securityId: number): Promise<CreatedRecord> {
  return call(WATCHLIST_ENDPOINTS.addItem, {
    body: { watchlist: watchlistId, stock: securityId },
    keepPrevious: true,
  });
}

/** 204: nothing to read. */
export function removeWatchlistItem(itemId: number): Promise<void> {
  return call(WATCHLIST_ENDPOINTS.removeItem, { params: { id: itemId }, keepPrevious: true });
}

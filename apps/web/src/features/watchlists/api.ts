/** The watchlist calls (trades.md §3, §7): stock and trade tabs with their items, owner only. */
import type {
  AddWatchlistItemRequest,
  CreatedRecord,
  CreateWatchlistTabRequest,
  RenameWatchlistTabRequest,
  Watchlist,
  WatchlistTab,
  WatchlistType,
} from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/**
 * The user's tabs of one type with their items; the server creates the default tab ('My Watchlist',
 * 'Saved Trades') on the first call.
 */
export function fetchWatchlists(userId: string, type: WatchlistType): Promise<Watchlist[]> {
  return request<Watchlist[]>('watchlist/detail/', {
    query: { category__watchlist_type: type, profile__user__id: userId },
    // The stock and the trade tabs load side by side on the Watchlist page.
    abortKey: `GET watchlist/detail/ ${type}`,
  });
}

// Mutations keep earlier in-flight calls: two quick clicks are two intended changes.
export function createWatchlistTab(name: string, type: WatchlistType = 'stock'): Promise<WatchlistTab> {
  const body: CreateWatchlistTabRequest = { name, watchlist_type: type };
  return request<WatchlistTab>('watchlist/tabs/', {
    method: 'POST',
    body,
    keepPrevious: true,
  });
}

export function renameWatchlistTab(id: number, name: string): Promise<WatchlistTab> {
  const body: RenameWatchlistTabRequest = { name };
  return request<WatchlistTab>(`watchlist/tabs/${id}/`, {
    method: 'PATCH',
    body,
    keepPrevious: true,
  });
}

export function deleteWatchlistTab(id: number): Promise<null> {
  return request<null>(`watchlist/tabs/${id}/`, { method: 'DELETE', keepPrevious: true });
}

export function addWatchlistItem(watchlistId: number, securityId: number): Promise<CreatedRecord> {
  const body: AddWatchlistItemRequest = { watchlist: watchlistId, stock: securityId };
  return request('watchlist/items/', {
    method: 'POST',
    body,
    keepPrevious: true,
  });
}

export function removeWatchlistItem(itemId: number): Promise<null> {
  return request<null>(`watchlist/items/${itemId}/`, { method: 'DELETE', keepPrevious: true });
}

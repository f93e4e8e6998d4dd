/** The stock watchlist calls (trades.md §3, §7): tabs with their items, owner only. */
import { request } from '../../api/request.ts';

export interface WatchlistStock {
  id: number;
  name: string;
  symbol: string;
  exchange: string;
  live_price: number;
  up_down_price: number;
  up_down_percent: number;
}

export interface WatchlistItem {
  id: number;
  stock_data: WatchlistStock;
}

export interface Watchlist {
  id: number;
  name: string;
  watchlist_type: 'stock' | 'trade';
  items_count: number;
  items: WatchlistItem[];
}

export interface WatchlistTab {
  id: number;
  name: string;
  watchlist_type: 'stock' | 'trade';
}

/** The user's stock tabs; the server creates 'My Watchlist' on the first call. */
export function fetchStockWatchlists(userId: string): Promise<Watchlist[]> {
  return request<Watchlist[]>('watchlist/detail/', {
    query: { category__watchlist_type: 'stock', profile__user__id: userId },
  });
}

// Mutations keep earlier in-flight calls: two quick clicks are two intended changes.
export function createWatchlistTab(name: string): Promise<WatchlistTab> {
  return request<WatchlistTab>('watchlist/tabs/', {
    method: 'POST',
    body: { name, watchlist_type: 'stock' },
    keepPrevious: true,
  });
}

export function renameWatchlistTab(id: number, name: string): Promise<WatchlistTab> {
  return request<WatchlistTab>(`watchlist/tabs/${id}/`, {
    method: 'PATCH',
    body: { name },
    keepPrevious: true,
  });
}

export function deleteWatchlistTab(id: number): Promise<null> {
  return request<null>(`watchlist/tabs/${id}/`, { method: 'DELETE', keepPrevious: true });
}

export function addWatchlistItem(
  watchlistId: number,
  securityId: number,
): Promise<{ id: number; message: string }> {
  return request('watchlist/items/', {
    method: 'POST',
    body: { watchlist: watchlistId, stock: securityId },
    keepPrevious: true,
  });
}

export function removeWatchlistItem(itemId: number): Promise<null> {
  return request<null>(`watchlist/items/${itemId}/`, { method: 'DELETE', keepPrevious: true });
}

/** Bookmarks a trade into the user's first trade tab (the server creates 'Saved Trades' on first read). */
export async function bookmarkTrade(
  userId: string,
  tradeId: number,
): Promise<{ id: number; message: string }> {
  const tabs = await request<WatchlistTab[]>('watchlist/detail/', {
    query: { category__watchlist_type: 'trade', profile__user__id: userId },
    keepPrevious: true,
  });
  const [tab] = tabs;
  if (!tab) throw new Error('No trade watchlist');
  return request('watchlist/items/', {
    method: 'POST',
    body: { watchlist: tab.id, trade: tradeId },
    keepPrevious: true,
    handledStatuses: [409],
  });
}

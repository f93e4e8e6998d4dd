/** The watchlist calls (trades.md §3, §7): stock and trade tabs with their items, owner only. */
import type { Trade } from '@tradecircle/domain';
import { request } from '../../api/request.ts';

export type WatchlistType = 'stock' | 'trade';

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

/** A bookmarked trade in a trade tab: `id` is the item (what removing it takes), `trade_data` the trade. */
export interface WatchlistTradeItem {
  id: number;
  trade_data: Trade;
}

export interface Watchlist {
  id: number;
  name: string;
  watchlist_type: WatchlistType;
  items_count: number;
  /** Stock tabs: the stocks with their prices. */
  items: WatchlistItem[];
  /** Trade tabs: the bookmarked trades the user may still see (hidden ones drop out on the server). */
  trade_items: WatchlistTradeItem[];
}

export interface WatchlistTab {
  id: number;
  name: string;
  watchlist_type: WatchlistType;
}

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
  return request<WatchlistTab>('watchlist/tabs/', {
    method: 'POST',
    body: { name, watchlist_type: type },
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

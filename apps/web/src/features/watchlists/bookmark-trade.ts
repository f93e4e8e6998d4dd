/** A trade card's bookmark (trades' port, app/feature-ports.tsx): loaded with the card's actions. */
import type { AddWatchlistItemRequest, CreatedRecord, WatchlistTab } from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/** Bookmarks a trade into the user's first trade tab (the server creates 'Saved Trades' on first read). */
export async function bookmarkTrade(userId: string, tradeId: number): Promise<CreatedRecord> {
  const tabs = await request<WatchlistTab[]>('watchlist/detail/', {
    query: { category__watchlist_type: 'trade', profile__user__id: userId },
    keepPrevious: true,
  });
  const [tab] = tabs;
  if (!tab) throw new Error('No trade watchlist');
  const body: AddWatchlistItemRequest = { watchlist: tab.id, trade: tradeId };
  return request('watchlist/items/', {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: [409],
  });
}

/** A trade card's bookmark (trades' port, app/feature-ports.tsx): loaded with the card's actions. */
import { type CreatedRecord, WATCHLIST_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** Bookmarks a trade into the user's first trade tab (the server creates 'Saved Trades' on first read). */
export async function bookmarkTrade(userId: string, tradeId: number): Promise<CreatedRecord> {
  const tabs = await call(WATCHLIST_ENDPOINTS.watchlists, {
    query: { category__watchlist_type: 'trade', profile__user__id: userId },
    keepPrevious: true,
  });
  const [tab] = tabs;
  if (!tab) throw new Error('No trade watchlist');
  return call(WATCHLIST_ENDPOINTS.addItem, {
    body: { watchlist: tab.id, trade: tradeId },
    keepPrevious: true,
    handledStatuses: [409],
  });
}

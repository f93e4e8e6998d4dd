import type { PolicyTrade, Trade } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import type { QuoteBook } from '../market/index.ts';
import type { Viewer } from '../users/index.ts';

/**
 * What trade tabs need from the trades module. Trades implements it (tradesForWatchlists) and app.ts
 * hands it to the watchlist routes, so watchlists does not depend on trades while trades reads its
 * bookmark flags through this module's fragments.
 */
export type WatchlistTrades = {
  /** The trade when `viewer` may see it (who posted it: bookmarking your own is refused), else undefined. */
  findVisible(db: AppDb, viewer: Viewer, tradeId: number): Promise<PolicyTrade | undefined>;
  /** These trades as `viewer` may see them, with live prices; hidden or deleted ones are left out. */
  presentVisible(
    db: AppDb,
    quotes: QuoteBook,
    viewer: Viewer,
    tradeIds: number[],
  ): Promise<Map<number, Trade>>;
};

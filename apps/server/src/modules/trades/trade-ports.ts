import { and, inArray } from 'drizzle-orm';
import type { WatchlistTrades } from '../watchlists/index.ts';
import { presentTrade } from './trades.presenter.ts';
import { findVisibleTrade, selectTrades, visibleTo } from './trades.repository.ts';
import { trades } from './trades.tables.ts';

/*
 * What trades provides to the modules below it, which cannot import it (they would form a cycle
 * with the flags and counts trades reads from them); app.ts hands these over.
 */

/** Trade tabs of watchlists: bookmarking checks and the bookmarked trades, as the viewer may see them. */
export const tradesForWatchlists: WatchlistTrades = {
  async findVisible(db, viewer, tradeId) {
    const row = await findVisibleTrade(db, viewer, tradeId);
    return row && { postedByUserId: row.trade.postedByUserId };
  },
  async presentVisible(db, quotes, viewer, tradeIds) {
    if (tradeIds.length === 0) return new Map();
    const rows = await selectTrades(db, viewer).where(and(inArray(trades.id, tradeIds), visibleTo(viewer)));
    return new Map(rows.map((row) => [row.trade.id, presentTrade(row, quotes)]));
  },
};

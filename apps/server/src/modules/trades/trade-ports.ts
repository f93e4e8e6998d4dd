import { isDerivativeInstrument, type TradeStatus } from '@tradecircle/domain';
import { inArray, sql } from 'drizzle-orm';
import type { CommentSubject, SharedTradeLookup, TradeCommentSubjects } from '../comments/index.ts';
import { activeMembership } from '../groups/index.ts';
import type { TrackRecordTrades } from '../track-record/index.ts';
import type { WatchlistTrades } from '../watchlists/index.ts';
import { presentTrade } from './trades.presenter.ts';
import { findVisibleTrade, publicCall, visibleTrades } from './trades.repository.ts';
import { engineCheckpoints, trades, withheldReasonings } from './trades.tables.ts';

/*
 * What trades provides to the modules below it, which cannot import it (they would form a cycle
 * with the flags and counts trades reads from them); app.ts hands these over.
 */

/** Trade tabs of watchlists: bookmarking checks and the bookmarked trades, as the viewer may see them. */
export const tradesForWatchlists: WatchlistTrades = {
  async findVisible(db, viewer, tradeId) {
    const row = await findVisibleTrade(db, viewer, tradeId);
    return row && { posted_by_id: row.trade.postedByUserId, status: row.trade.status };
  },
  async presentVisible(db, quotes, viewer, tradeIds) {
    if (tradeIds.length === 0) return new Map();
    const rows = await visibleTrades(db, viewer).rows(inArray(trades.id, tradeIds));
    return new Map(rows.map((row) => [row.trade.id, presentTrade(row, quotes)]));
  },
};

/** A trade as a comment subject: visible to the viewer and, when `kind` is given, of that card kind. */
function tradeSubject(kind?: 'equity' | 'fno'): CommentSubject {
  return {
    type: 'trade',
    notFoundMessage: 'Trade not found',
    async findVisible(db, viewer, tradeId) {
      const row = await findVisibleTrade(db, viewer, tradeId);
      if (!row) return undefined;
      if (kind !== undefined && isDerivativeInstrument(row.security.instrumentType) !== (kind === 'fno'))
        return undefined;
      return { ownerUserId: row.trade.postedByUserId };
    },
  };
}

/** Trade comments: any trade the viewer may see, or only an equity or only an F&O one. */
export const tradeCommentSubjects: TradeCommentSubjects = {
  anyTrade: tradeSubject(),
  equityTrade: tradeSubject('equity'),
  fnoTrade: tradeSubject('fno'),
};

/** A shared trade's link preview: the trade as the viewer may see it. */
export const findSharedTrade: SharedTradeLookup = async (db, viewer, tradeId) => {
  const row = await findVisibleTrade(db, viewer, tradeId);
  if (!row) return undefined;
  return {
    symbol: row.security.symbol,
    tradeType: row.trade.tradeType,
    entryPrice: row.trade.entryPrice,
    status: row.trade.status as TradeStatus,
    reasoning: row.trade.reasoningHiddenAt ? '' : row.trade.reasoning,
    logo: row.security.logo,
  };
};

/**
 * The track record's view of trades: a call hidden now (private or group, or a real trade awaiting
 * its broker: only one recorded before the record waited for the broker's confirmation) shows only
 * its hashes; so do the entries carrying a reasoning the moderators hid, to anyone but the expert.
 */
export const trackRecordTrades: TrackRecordTrades = {
  hiddenNow: (tradeIdColumn) =>
    sql<boolean>`exists (select 1 from ${trades} where ${trades.id} = ${tradeIdColumn} and not ${publicCall()})`,
  reasoningHiddenNow: (tradeIdColumn) =>
    // `in`, not a correlated exists: the caller's column may come unqualified (a one-table select),
    // and both tables name it trade_id.
    sql<boolean>`${tradeIdColumn} in (select ${withheldReasonings.tradeId} from ${withheldReasonings})`,
  sharedWith: (tradeIdColumn, userId) =>
    sql<boolean>`exists (select 1 from ${trades} where ${trades.id} = ${tradeIdColumn} and ${trades.visibility} = 'group' and ${activeMembership(userId, trades.groupId)})`,
  lastPrice: (securityIdColumn) =>
    sql<
      number | null
    >`(select ${engineCheckpoints.price} from ${engineCheckpoints} where ${engineCheckpoints.securityId} = ${securityIdColumn})`,
};

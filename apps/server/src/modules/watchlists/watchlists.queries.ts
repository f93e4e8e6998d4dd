import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { watchlistItems, watchlists } from './watchlists.tables.ts';

/*
 * Fragments for other modules' read models (the trades list's bookmark flags, the trade report list):
 * conditions over this module's tables, for the outer query's trade or security column.
 */

/** True when the profile keeps this trade in any of its watchlists. */
export function tradeSavedBy(profileId: number, tradeId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${watchlistItems} join ${watchlists} on ${watchlists.id} = ${watchlistItems.watchlistId} where ${watchlists.profileId} = ${profileId} and ${watchlistItems.tradeId} = ${tradeId})`;
}

/** True when the profile keeps this security in any of its watchlists. */
export function securitySavedBy(profileId: number, securityId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${watchlistItems} join ${watchlists} on ${watchlists.id} = ${watchlistItems.watchlistId} where ${watchlists.profileId} = ${profileId} and ${watchlistItems.securityId} = ${securityId})`;
}

/**
 * The securities in the profile's stock tabs (the securities it follows), as a subquery for
 * `column in (...)`: read once and hashed, so a scan of trades tests each row in O(1) (the Home feed).
 */
export function stocksFollowedBy(profileId: number): SQL {
  return sql`select ${watchlistItems.securityId} from ${watchlistItems} join ${watchlists} on ${watchlists.id} = ${watchlistItems.watchlistId}
    where ${watchlists.profileId} = ${profileId} and ${watchlists.watchlistType} = 'stock' and ${watchlistItems.securityId} is not null`;
}

/** True when the trade sits in one of the profile's trade tabs (a stock tab's stray trade row does not count). */
export function tradeInTradeTabsOf(profileId: number, tradeId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${watchlistItems} join ${watchlists} on ${watchlists.id} = ${watchlistItems.watchlistId}
    where ${watchlists.profileId} = ${profileId} and ${watchlists.watchlistType} = 'trade'
      and ${watchlistItems.tradeId} = ${tradeId})`;
}

/**
 * The profiles that keep this trade in any of their watchlists (its bookmarkers), as a subquery for
 * `column in (...)`: the notifications fan-out and a deleted trade's audience read it.
 */
export function profilesSavingTrade(tradeId: number | AnyColumn): SQL {
  return sql`select ${watchlists.profileId} from ${watchlistItems} join ${watchlists} on ${watchlists.id} = ${watchlistItems.watchlistId} where ${watchlistItems.tradeId} = ${tradeId}`;
}

/**
 * How many watchlist items hold the trade (its bookmarks), for the outer query's trade column: one
 * range of watchlist_items_trade_idx (trending's Trades to Focus rank by it).
 */
export function bookmarkCountOf(tradeId: AnyColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${watchlistItems} where ${watchlistItems.tradeId} = ${tradeId})`;
}

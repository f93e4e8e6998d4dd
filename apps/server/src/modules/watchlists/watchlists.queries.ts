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

/** True when the trade sits in one of the profile's trade tabs (a stock tab's stray trade row does not count). */
export function tradeInTradeTabsOf(profileId: number, tradeId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${watchlistItems} join ${watchlists} on ${watchlists.id} = ${watchlistItems.watchlistId}
    where ${watchlists.profileId} = ${profileId} and ${watchlists.watchlistType} = 'trade'
      and ${watchlistItems.tradeId} = ${tradeId})`;
}

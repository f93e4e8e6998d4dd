import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * What the follows lists need to know of an expert's trades. Trades implements it
 * (expertTradeStats) and app.ts hands it to the follows routes, so follows does not depend on trades
 * while trades reads its follow flags and feed condition through this module's fragments.
 *
 * Both performance forms are a derived table of one row per user with the columns
 *   user_id, trades_count, pnl, mean_percent, pnl_percent
 * over the user's PUBLIC trades (visibility followers) posted since `since`:
 * - trades_count: how many;
 * - pnl: the summed P&L in rupees of those that are Live (at the last price the lifecycle engine
 *   processed for the security) or Closed (at the exit price); Upcoming and expired ones have none;
 * - mean_percent: the mean P&L percent of the same trades; pnl_percent: pnl over the capital they
 *   put in (entry price x quantity), in percent. Rounded to 2 decimals; 0 when there are none.
 */
export type ExpertTradeStats = {
  /** Grouped over every user with such trades: join it on user_id (rankings over all experts). */
  recentPerformance(since: Date): SQL;
  /** Correlated to the outer `userIdColumn`: a lateral join's one row (a page of experts). */
  recentPerformanceOf(userIdColumn: AnyColumn, since: Date): SQL;
  /** Whether the user has public equity trades, and public F&O trades. */
  instrumentKindsOf(userIdColumn: AnyColumn): { equity: SQL<boolean>; fno: SQL<boolean> };
};

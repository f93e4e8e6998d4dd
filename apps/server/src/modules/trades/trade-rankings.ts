import type { Trade } from '@tradecircle/domain';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { QuoteBook } from '../market/index.ts';
import { liveSecurity, securityJoin } from '../securities/index.ts';
import type { Viewer } from '../users/index.ts';
import { bookmarkCountOf } from '../watchlists/index.ts';
import { presentTrade } from './trades.presenter.ts';
import { publicCall, visibleTradeIdsAmong, visibleTradeRowsByIds } from './trades.repository.ts';
import { trades } from './trades.tables.ts';

/*
 * What rankings of trades (trending's lists, refreshed by a job) read of trades: scans of the PUBLIC
 * calls (publicCall: visibility followers and not awaiting a broker, what a visitor may see) posted
 * in a window, each answering only the few rows a ranking keeps; and the read of a page of ranked
 * trades as a viewer may see them now.
 */

const publicSince = (since: Date) => and(publicCall(), gte(trades.createdAt, since));

export type RankedCall = { tradeId: number; createdAt: Date; score: number };

/**
 * The public calls posted since `since` in profit, best P&L % first (then newest), at most `limit`:
 * a Closed call at its exit price, a Live one at the live price of `quotes` (Upcoming and expired
 * calls have no P&L). The percent is the card's (packages/domain tradePnl): the move from entry,
 * reversed for Sell, over the entry, rounded to two decimals; a call at +0.00% is not in profit.
 */
export async function publicCallsInProfit(
  db: AppDb,
  quotes: QuoteBook,
  since: Date,
  limit: number,
): Promise<RankedCall[]> {
  const liveSecurities = await db
    .selectDistinct({ id: trades.securityId })
    .from(trades)
    .where(and(publicSince(since), eq(trades.status, 'Active')));
  const priced = liveSecurities.flatMap(({ id }) => {
    const price = quotes.getQuote(id)?.livePrice;
    return price === undefined ? [] : [{ id, price }];
  });
  const ids = sql.param(priced.map((row) => row.id));
  const prices = sql.param(priced.map((row) => row.price));
  const percent = sql<number>`round((case when ${trades.tradeType} = 'Buy' then 1 else -1 end
      * (coalesce(case when ${trades.status} = 'Closed' then ${trades.exitPrice} end, live.price) - ${trades.entryPrice})
      * 100 / nullif(${trades.entryPrice}, 0))::numeric, 2)::float8`;
  const rows = await db
    .select({ tradeId: trades.id, createdAt: trades.createdAt, score: percent })
    .from(trades)
    .leftJoin(
      sql`unnest(${ids}::int[], ${prices}::float8[]) as live(security_id, price)`,
      sql`live.security_id = ${trades.securityId} and ${trades.status} = 'Active'`,
    )
    .where(and(publicSince(since), inArray(trades.status, ['Active', 'Closed']), sql`${percent} > 0`))
    .orderBy(desc(percent), desc(trades.createdAt), desc(trades.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

/**
 * The public Upcoming calls posted since `since`, most followed first (copies, i.e. trades with it as
 * copy origin, plus bookmarks), then newest, at most `limit`; `score` is that count. A call on a
 * contract expired at `now` is no call to focus on, even before the trade sweep settles it.
 */
export async function mostFollowedUpcomingCalls(
  db: AppDb,
  since: Date,
  limit: number,
  now = new Date(),
): Promise<RankedCall[]> {
  const copies = sql<number>`(select count(*)::int from ${trades} as copies where copies.copy_origin_id = ${trades.id})`;
  const followed = sql<number>`(${copies} + ${bookmarkCountOf(trades.id)})`;
  const rows = await db
    .select({ tradeId: trades.id, createdAt: trades.createdAt, score: followed })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(and(publicSince(since), eq(trades.status, 'Inactive'), liveSecurity(now)))
    .orderBy(desc(followed), desc(trades.createdAt), desc(trades.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

/** Per security, the public calls posted since `since` (copies are calls too; a contract's count for its underlying). */
export async function publicCallCountsBySecurity(db: AppDb, since: Date): Promise<Map<number, number>> {
  // A call on a futures or options contract counts for its underlying stock or index.
  const security = sql<number>`coalesce(${securityJoin.underlyingId}, ${trades.securityId})`;
  const rows = await db
    .select({ securityId: security, calls: count() })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(publicSince(since))
    .groupBy(security);
  return new Map(rows.map((row) => [Number(row.securityId), Number(row.calls)]));
}

/** How many pages past the one asked for a ranked read checks for calls hidden since the ranking. */
export const RANKED_PAGES_AHEAD = 10;

/**
 * The trades named by `orderedIds` (a ranking made a moment ago of calls public then) that `viewer`
 * may see now, in that order: the page from `offset`, presented as the trade lists present them,
 * and how many there are. visibleTrades decides: a call made private, moved to a group, deleted or
 * of a user the viewer blocked since the ranking is gone. Two statements: the visible ids among the
 * ranked ones up to RANKED_PAGES_AHEAD pages past this one (primary-key probes and the visibility
 * condition only), then the card rows of the page's few ids. `count` is the ranked calls less those
 * found hidden: exact for every page up to that reach; a call hidden further down is counted until
 * a read reaches its page (or the next ranking drops it), so no page pays a probe of all 500.
 */
export async function visibleTradesInOrder(
  deps: { db: AppDb; quotes: QuoteBook },
  viewer: Viewer,
  orderedIds: readonly number[],
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Trade[] }> {
  const reach = orderedIds.slice(0, page.offset + page.limit * (1 + RANKED_PAGES_AHEAD));
  if (reach.length === 0) return { count: 0, results: [] };
  const visibleIds = await visibleTradeIdsAmong(deps.db, viewer, reach);
  const listed = reach.filter((id) => visibleIds.has(id));
  const count = orderedIds.length - (reach.length - listed.length);
  const pageIds = listed.slice(page.offset, page.offset + page.limit);
  if (pageIds.length === 0) return { count, results: [] };
  const rows = await visibleTradeRowsByIds(deps.db, viewer, pageIds);
  return { count, results: rows.map((row) => presentTrade(row, deps.quotes)) };
}

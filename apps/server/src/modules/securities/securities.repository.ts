import { earliestLiveExpiry } from '@tradecircle/domain';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { securities } from './securities.tables.ts';

export type SecurityRow = typeof securities.$inferSelect;

/**
 * Securities that trade at `now`: stocks and indices, and futures and options contracts until 15:30
 * IST on their expiry date (the domain's isContractExpired, as a date comparison). Search, the
 * trending lists and new trades leave an expired contract out; its page and its past trades stay.
 */
export function liveSecurity(now: Date): SQL {
  return sql`(${securities.expiry} is null or ${securities.expiry} >= ${earliestLiveExpiry(now)})`;
}

/**
 * Prefix match on symbol or name, case-insensitive; served by the lower(...) text_pattern_ops indexes.
 * Expired contracts are left out (liveSecurity).
 */
export async function searchSecuritiesByPrefix(
  db: AppDb,
  text: string,
  limit: number,
  now = new Date(),
): Promise<SecurityRow[]> {
  const pattern = `${escapeLike(text.toLowerCase())}%`;
  return db
    .select()
    .from(securities)
    .where(
      and(
        or(sql`lower(${securities.symbol}) like ${pattern}`, sql`lower(${securities.name}) like ${pattern}`),
        liveSecurity(now),
      ),
    )
    .orderBy(
      // Exact symbol first; then stocks and indices before their futures and options.
      sql`case when lower(${securities.symbol}) = ${text.toLowerCase()} then 0 else 1 end`,
      sql`case when ${securities.underlyingId} is null then 0 else 1 end`,
      // Then symbol prefixes before name prefixes.
      sql`case when lower(${securities.symbol}) like ${pattern} then 0 else 1 end`,
      // Contracts: nearest expiry, futures before options, strikes in numeric order, calls before puts.
      asc(securities.expiry),
      sql`case when ${securities.instrumentType} = 'FUT' then 0 else 1 end`,
      asc(securities.strikePrice),
      asc(securities.symbol),
      // NSE before BSE: NSE is where most retail volume trades.
      sql`case when ${securities.exchange} = 'NSE' then 0 else 1 end`,
    )
    .limit(limit);
}

export async function findSecurityById(db: AppDb, id: number): Promise<SecurityRow | undefined> {
  const [row] = await db.select().from(securities).where(eq(securities.id, id));
  return row;
}

/**
 * The Search route's `{name}-{exchange}`: the part after the last dash is the exchange, the rest the
 * symbol or the full name (case-insensitive), so `BAJAJ-AUTO-NSE` and `Reliance Industries Ltd-BSE` work.
 */
export async function findSecurityBySearchQuery(db: AppDb, query: string): Promise<SecurityRow | undefined> {
  const dash = query.lastIndexOf('-');
  if (dash <= 0) return undefined;
  const name = query.slice(0, dash).trim().toLowerCase();
  const exchange = query
    .slice(dash + 1)
    .trim()
    .toUpperCase();
  if (exchange !== 'NSE' && exchange !== 'BSE') return undefined;
  const [row] = await db
    .select()
    .from(securities)
    .where(
      and(
        eq(securities.exchange, exchange),
        or(sql`lower(${securities.symbol}) = ${name}`, sql`lower(${securities.name}) = ${name}`),
      ),
    )
    .orderBy(sql`case when lower(${securities.symbol}) = ${name} then 0 else 1 end`)
    .limit(1);
  return row;
}

export async function listSecuritiesForFeed(db: AppDb) {
  return db
    .select({
      id: securities.id,
      symbol: securities.symbol,
      instrumentType: securities.instrumentType,
      closePrice: securities.closePrice,
      underlyingId: securities.underlyingId,
      expiry: securities.expiry,
      strikePrice: securities.strikePrice,
    })
    .from(securities)
    .orderBy(asc(securities.id));
}

/**
 * For other modules' read models about a security (a trade's, a report's, a watchlist item's): join
 * `table` on `id` and read these columns. Reading only: securities are written by the seed.
 */
export const securityJoin = {
  table: securities,
  id: securities.id,
  name: securities.name,
  symbol: securities.symbol,
  exchange: securities.exchange,
  logo: securities.logo,
  instrumentType: securities.instrumentType,
  lotSize: securities.lotSize,
  closePrice: securities.closePrice,
  industry: securities.industry,
  /** A futures or options contract's underlying stock or index; null otherwise. */
  underlyingId: securities.underlyingId,
  /** A contract's expiry date ('YYYY-MM-DD', IST; trading ends 15:30 IST); null otherwise. */
  expiry: securities.expiry,
};

/** The columns a security card or list entry shows (id, name, symbol, exchange, logo). */
export const securityCardColumns = {
  id: securities.id,
  name: securities.name,
  symbol: securities.symbol,
  exchange: securities.exchange,
  logo: securities.logo,
};

/** NSE equities: the pool the trending strip ranks by today's move. */
export async function listTrendingCandidates(db: AppDb) {
  return db
    .select(securityCardColumns)
    .from(securities)
    .where(and(eq(securities.exchange, 'NSE'), eq(securities.instrumentType, 'EQ')));
}

/** Every index (NIFTY 50, SENSEX, ...), in seed order: the market index tickers. */
export async function listIndices(db: AppDb) {
  return db
    .select(securityCardColumns)
    .from(securities)
    .where(eq(securities.instrumentType, 'INDEX'))
    .orderBy(asc(securities.id));
}

/**
 * NSE equities with what the market overview needs beyond the card: sector and shares outstanding
 * (null when unknown), for the movers and the sector heatmap.
 */
export async function listMarketEquities(db: AppDb) {
  return db
    .select({
      ...securityCardColumns,
      sector: securities.sector,
      sharesOutstanding: securities.sharesOutstanding,
    })
    .from(securities)
    .where(and(eq(securities.exchange, 'NSE'), eq(securities.instrumentType, 'EQ')))
    .orderBy(asc(securities.id));
}

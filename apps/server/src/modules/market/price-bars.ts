import type { FillBar } from '@tradecircle/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import type { Quote } from '../../providers/market-feed/market-feed.types.ts';
import { securityPriceBars } from './price-bars.tables.ts';

type OpenBar = FillBar & { securityId: number };

/** Rows per INSERT: a flush of every security's bar stays well under the protocol's parameter limit. */
const ROWS_PER_STATEMENT = 1000;

export type PriceBarWriter = {
  /** One tick batch of the feed (the leader's). */
  add(quotes: readonly Quote[]): void;
  /** Writes the bars that closed; with `all`, the bars still open too (a stop, a demotion). */
  flush(all?: boolean): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Turns the feed's ticks into bars of `barMs` and writes each bar once it closed (a tick of the next
 * bar, or its time over), every `barMs`. Runs on the instance running the feed. A new leader that
 * takes over mid-bar writes what it saw of that bar: the upsert widens the stored bar and moves its
 * close, so nothing written is lost.
 */
export function startPriceBarWriter(options: {
  db: AppDb;
  barMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}): PriceBarWriter {
  const { db, barMs, log } = options;
  const now = options.now ?? Date.now;
  const open = new Map<number, OpenBar>();
  let closed: OpenBar[] = [];
  let writing: Promise<void> = Promise.resolve();

  const write = async (bars: OpenBar[]) => {
    for (let start = 0; start < bars.length; start += ROWS_PER_STATEMENT) {
      const rows = bars.slice(start, start + ROWS_PER_STATEMENT).map((bar) => ({
        securityId: bar.securityId,
        barAt: new Date(bar.at),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
      }));
      await db
        .insert(securityPriceBars)
        .values(rows)
        .onConflictDoUpdate({
          target: [securityPriceBars.securityId, securityPriceBars.barAt],
          set: {
            high: sql`greatest(${securityPriceBars.high}, excluded.high)`,
            low: sql`least(${securityPriceBars.low}, excluded.low)`,
            close: sql`excluded.close`,
          },
        });
    }
  };

  const flush = (all = false): Promise<void> => {
    const cutoff = now() - barMs;
    for (const [securityId, bar] of open)
      if (all || bar.at <= cutoff) {
        closed.push(bar);
        open.delete(securityId);
      }
    const bars = closed;
    closed = [];
    // One flush at a time, in order: a bar's later write never lands before its earlier one.
    writing = writing.then(() =>
      bars.length === 0
        ? undefined
        : write(bars).catch((error: unknown) => log.warn({ err: error }, 'could not write price bars')),
    );
    return writing;
  };

  const timer = setInterval(() => void flush(), barMs);
  timer.unref();

  return {
    add(quotes) {
      for (const quote of quotes) {
        const price = quote.livePrice;
        const at = Math.floor(quote.updatedAt.getTime() / barMs) * barMs;
        const bar = open.get(quote.securityId);
        if (bar && bar.at === at) {
          bar.high = Math.max(bar.high, price);
          bar.low = Math.min(bar.low, price);
          bar.close = price;
          continue;
        }
        if (bar && bar.at > at) continue;
        if (bar) closed.push(bar);
        open.set(quote.securityId, {
          securityId: quote.securityId,
          at,
          open: price,
          high: price,
          low: price,
          close: price,
        });
      }
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush(true);
    },
  };
}

/** A security's stored bars from `from` (inclusive) to `to` (exclusive), in time order. */
export async function priceBarsBetween(
  db: AppDb,
  securityId: number,
  from: Date,
  to: Date,
): Promise<FillBar[]> {
  const rows = await db
    .select({
      barAt: securityPriceBars.barAt,
      open: securityPriceBars.open,
      high: securityPriceBars.high,
      low: securityPriceBars.low,
      close: securityPriceBars.close,
    })
    .from(securityPriceBars)
    .where(
      and(
        eq(securityPriceBars.securityId, securityId),
        gte(securityPriceBars.barAt, from),
        lt(securityPriceBars.barAt, to),
      ),
    )
    .orderBy(asc(securityPriceBars.barAt));
  return rows.map(({ barAt, ...bar }) => ({ at: barAt.getTime(), ...bar }));
}

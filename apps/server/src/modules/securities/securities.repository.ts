import { asc, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securities } from '../../db/schema/index.ts';

export type SecurityRow = typeof securities.$inferSelect;

/** Prefix match on symbol or name, case-insensitive; served by the lower(...) text_pattern_ops indexes. */
export async function searchSecuritiesByPrefix(
  db: AppDb,
  text: string,
  limit: number,
): Promise<SecurityRow[]> {
  const pattern = `${escapeLike(text.toLowerCase())}%`;
  return db
    .select()
    .from(securities)
    .where(
      or(sql`lower(${securities.symbol}) like ${pattern}`, sql`lower(${securities.name}) like ${pattern}`),
    )
    .orderBy(
      // Exact symbol first, then symbol prefixes, then name prefixes.
      sql`case when lower(${securities.symbol}) = ${text.toLowerCase()} then 0
               when lower(${securities.symbol}) like ${pattern} then 1 else 2 end`,
      asc(securities.symbol),
      // NSE before BSE: NSE is where most retail volume trades.
      sql`case when ${securities.exchange} = 'NSE' then 0 else 1 end`,
    )
    .limit(limit);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

import { MAX_RECENT_SEARCHES, type RecentSearch } from '@tradecircle/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recentSearches } from './search.tables.ts';

const NOT_FOUND = 'Recent search not found';

const columns = { id: recentSearches.id, query: recentSearches.query, searchedAt: recentSearches.searchedAt };

function present(row: { id: number; query: string; searchedAt: Date }): RecentSearch {
  return { id: row.id, query: row.query, created: row.searchedAt.toISOString() };
}

/** The user's recent searches, newest first. */
export async function listRecentSearches(db: AppDb, userId: number): Promise<RecentSearch[]> {
  const rows = await db
    .select(columns)
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id))
    .limit(MAX_RECENT_SEARCHES);
  return rows.map(present);
}

/**
 * Adds a search at the top: the same text in any case is the one entry, moved to the top with the
 * new spelling; past MAX_RECENT_SEARCHES the oldest go. clock_timestamp (not the transaction's now)
 * so two searches in quick succession keep their order.
 */
export async function addRecentSearch(db: AppDb, userId: number, query: string): Promise<RecentSearch> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recentSearches)
      .values({ userId, query, queryKey: sql`lower(${query})`, searchedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [recentSearches.userId, recentSearches.queryKey],
        set: { query, searchedAt: sql`clock_timestamp()` },
      })
      .returning(columns);
    await tx.execute(sql`
      delete from ${recentSearches}
      where ${recentSearches.userId} = ${userId}
        and ${recentSearches.id} not in (
          select ${recentSearches.id} from ${recentSearches}
          where ${recentSearches.userId} = ${userId}
          order by ${recentSearches.searchedAt} desc, ${recentSearches.id} desc
          limit ${MAX_RECENT_SEARCHES})`);
    return present(row!);
  });
}

/** Removes one of the user's own recent searches; another user's (or none) is 404. */
export async function deleteRecentSearch(db: AppDb, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(recentSearches)
    .where(and(eq(recentSearches.id, id), eq(recentSearches.userId, userId)))
    .returning({ id: recentSearches.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}

export async function clearRecentSearches(db: AppDb, userId: number): Promise<void> {
  await db.delete(recentSearches).where(eq(recentSearches.userId, userId));
}

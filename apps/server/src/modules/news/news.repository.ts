import { asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { FeedValidators, FetchedNewsItem } from '../../providers/news/index.ts';
import { securityJoin } from '../securities/index.ts';
import { newsFeedStates, newsItemSecurities, newsItems } from './news.tables.ts';
import type { TaggableSecurity } from './news-tagging.ts';

export type NewsRow = typeof newsItems.$inferSelect;

/** Stocks and indices: what an item may be tagged with (futures and options are not). */
export async function listTaggableSecurities(db: AppDb): Promise<TaggableSecurity[]> {
  return db
    .select({
      id: securityJoin.id,
      symbol: securityJoin.symbol,
      name: securityJoin.name,
      exchange: securityJoin.exchange,
    })
    .from(securityJoin.table)
    .where(or(eq(securityJoin.instrumentType, 'EQ'), eq(securityJoin.instrumentType, 'INDEX')))
    .orderBy(asc(securityJoin.id));
}

export async function readFeedValidators(db: AppDb, feed: string): Promise<FeedValidators | undefined> {
  const [row] = await db
    .select({ etag: newsFeedStates.etag, lastModified: newsFeedStates.lastModified })
    .from(newsFeedStates)
    .where(eq(newsFeedStates.feedUrl, feed));
  return row;
}

/** Records a read of `feed`: its new validators when given (a fresh answer), its error or none. */
export async function recordFeedRead(
  db: AppDb,
  feed: string,
  read: { fetchedAt: Date; lastError: string | null; validators?: FeedValidators },
): Promise<void> {
  const set = {
    fetchedAt: read.fetchedAt,
    lastError: read.lastError,
    ...(read.validators ? { etag: read.validators.etag, lastModified: read.validators.lastModified } : {}),
  };
  await db
    .insert(newsFeedStates)
    .values({ feedUrl: feed, ...set })
    .onConflictDoUpdate({ target: newsFeedStates.feedUrl, set });
}

/** Which of these external ids are stored already. */
export async function storedExternalIds(db: AppDb, externalIds: readonly string[]): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db
    .select({ externalId: newsItems.externalId })
    .from(newsItems)
    .where(inArray(newsItems.externalId, [...externalIds]));
  return new Set(rows.map((row) => row.externalId));
}

export type NewItem = FetchedNewsItem & {
  /** In order of mention, each with its price at publication (null when the feed had none). */
  securities: { securityId: number; priceAtPublication: number | null }[];
};

/** Stores the items not stored yet (an external id already there is skipped) with their tags; how many were new. */
export async function insertNewsItems(db: AppDb, items: readonly NewItem[]): Promise<number> {
  if (items.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsItems)
      .values(
        items.map((item) => ({
          externalId: item.externalId,
          source: item.source,
          title: item.title,
          description: item.description,
          imageUrl: item.imageUrl,
          newsUrl: item.newsUrl,
          publishedAt: item.publishedAt,
          isDemo: item.isDemo,
        })),
      )
      .onConflictDoNothing({ target: newsItems.externalId })
      .returning({ id: newsItems.id, externalId: newsItems.externalId });
    const byExternalId = new Map(items.map((item) => [item.externalId, item]));
    const tags = inserted.flatMap(({ id, externalId }) =>
      (byExternalId.get(externalId)?.securities ?? []).map((tag, position) => ({
        newsId: id,
        securityId: tag.securityId,
        position,
        priceAtPublication: tag.priceAtPublication === null ? null : tag.priceAtPublication.toFixed(2),
      })),
    );
    if (tags.length > 0) await tx.insert(newsItemSecurities).values(tags);
    return inserted.length;
  });
}

export async function countNewsItems(db: AppDb): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsItems);
  return row?.total ?? 0;
}

/** Newest first (publication time, then id), served by news_items_published_idx. */
export async function listNewsItems(db: AppDb, limit: number, offset: number): Promise<NewsRow[]> {
  return db
    .select()
    .from(newsItems)
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
    .limit(limit)
    .offset(offset);
}

export async function findNewsItem(db: AppDb, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row;
}

export type NewsSecurityRow = {
  newsId: number;
  priceAtPublication: string | null;
  id: number;
  symbol: string;
  name: string;
  exchange: 'NSE' | 'BSE';
};

/** The tagged securities of these items, in order of mention. */
export async function listNewsSecurities(db: AppDb, newsIds: readonly number[]): Promise<NewsSecurityRow[]> {
  if (newsIds.length === 0) return [];
  return db
    .select({
      newsId: newsItemSecurities.newsId,
      priceAtPublication: newsItemSecurities.priceAtPublication,
      id: securityJoin.id,
      symbol: securityJoin.symbol,
      name: securityJoin.name,
      exchange: securityJoin.exchange,
    })
    .from(newsItemSecurities)
    .innerJoin(securityJoin.table, eq(securityJoin.id, newsItemSecurities.securityId))
    .where(inArray(newsItemSecurities.newsId, [...newsIds]))
    .orderBy(asc(newsItemSecurities.newsId), asc(newsItemSecurities.position));
}

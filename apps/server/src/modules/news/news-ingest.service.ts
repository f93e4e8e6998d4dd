import type { AppDb } from '../../db/client.ts';
import type { FetchedNewsItem, NewsProvider } from '../../providers/news/index.ts';
import {
  insertNewsItems,
  listTaggableSecurities,
  type NewItem,
  readFeedValidators,
  recordFeedRead,
  storedExternalIds,
} from './news.repository.ts';
import { createSecurityMatcher, type SecurityMatcher } from './news-tagging.ts';
import { type PriceHistory, priceAtMinute } from './price-at-publication.ts';

export type FeedReport = {
  feed: string;
  status: 'fresh' | 'not-modified' | 'failed';
  /** Items stored by this read (new external ids). */
  stored: number;
  error?: string;
};

export type IngestOptions = {
  db: AppDb;
  provider: NewsProvider;
  history: PriceHistory;
  now?: Date;
};

/** The item's securities in order of mention (title, then description), each priced at publication. */
function tagItem(item: FetchedNewsItem, matcher: SecurityMatcher, history: PriceHistory): NewItem {
  const securityIds = matcher(`${item.title}\n${item.description}`);
  return {
    ...item,
    securities: securityIds.map((securityId) => ({
      securityId,
      priceAtPublication: priceAtMinute(history, securityId, item.publishedAt),
    })),
  };
}

/**
 * One pass over the provider's feeds: each is read with the validators of its last answer; the
 * items of a fresh answer whose external id is new are tagged, priced and stored. A feed that fails
 * keeps its validators and records the error; the other feeds still run.
 */
export async function ingestNews({ db, provider, history, now = new Date() }: IngestOptions) {
  // Read once per pass, and only when some feed has new items.
  let matcher: Promise<SecurityMatcher> | undefined;
  const securityMatcher = () => {
    matcher ??= listTaggableSecurities(db).then(createSecurityMatcher);
    return matcher;
  };
  const reports: FeedReport[] = [];
  for (const feed of provider.feeds) {
    const result = await provider.fetchFeed(feed, await readFeedValidators(db, feed), now);
    if (result.status === 'failed') {
      await recordFeedRead(db, feed, { fetchedAt: now, lastError: result.error });
      reports.push({ feed, status: 'failed', stored: 0, error: result.error });
      continue;
    }
    let stored = 0;
    if (result.status === 'fresh') {
      const unique = [...new Map(result.items.map((item) => [item.externalId, item])).values()];
      const known = await storedExternalIds(
        db,
        unique.map((item) => item.externalId),
      );
      const fresh = unique.filter((item) => !known.has(item.externalId));
      if (fresh.length > 0) {
        const match = await securityMatcher();
        const tagged = fresh.map((item) => tagItem(item, match, history));
        stored = await insertNewsItems(db, tagged);
      }
    }
    await recordFeedRead(db, feed, {
      fetchedAt: now,
      lastError: null,
      ...(result.status === 'fresh' ? { validators: result.validators } : {}),
    });
    reports.push({ feed, status: result.status, stored });
  }
  return reports;
}

import { createHash } from 'node:crypto';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { FetchedNewsItem } from './news.provider.ts';
import { cutText, toPlainText } from './plain-text.ts';

type FeedItem = ReturnType<typeof parseFeed>['items'][number];

/** The columns' sizes (news.tables.ts); descriptions are kept short, the list shows 170 characters. */
export const NEWS_TEXT_LIMITS = { externalId: 500, source: 120, title: 500, description: 1000 } as const;

const isHttpUrl = (value: string | null | undefined, base: string, protocols = ['http:', 'https:']) => {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return protocols.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * A guid unique across feeds: a URI (a link, a tag: URI) as it is, a bare one ("12345") prefixed
 * with the feed's address; past the column's size, its hash.
 */
function externalIdOf(id: string, feedUrl: string): string {
  const unique = /^[a-z][a-z0-9+.-]*:/i.test(id) ? id : `${feedUrl}#${id}`;
  if (unique.length <= NEWS_TEXT_LIMITS.externalId) return unique;
  return `sha256:${createHash('sha256').update(unique).digest('hex')}`;
}

function imageOf(item: FeedItem, base: string): string | null {
  const candidates = [
    item.image?.url,
    ...item.mediaImages.map((media) => media.url),
    ...item.media.map((media) => media.image),
  ];
  for (const candidate of candidates) {
    const url = isHttpUrl(candidate, base, ['https:']);
    if (url) return url;
  }
  return null;
}

/**
 * The items of an RSS (2.0, 1.0) or Atom document. An item needs a title and an http(s) link; its
 * time is its publication (else update) date, never later than `now` (a feed dated in the future
 * would otherwise stay on top of the list); without one it is `now`. Throws when the document is
 * not a feed at all.
 */
export function parseNewsFeed(xml: string, feedUrl: string, now: Date): FetchedNewsItem[] {
  const feed = parseFeed(xml);
  const base = feed.url ?? feedUrl;
  const source = cutText(toPlainText(feed.title ?? '') || new URL(feedUrl).hostname, NEWS_TEXT_LIMITS.source);
  return feed.items.flatMap((item): FetchedNewsItem[] => {
    const title = cutText(toPlainText(item.title ?? ''), NEWS_TEXT_LIMITS.title);
    const newsUrl = isHttpUrl(item.url, base);
    if (!title || !newsUrl) return [];
    const date = item.published ?? item.updated;
    return [
      {
        externalId: externalIdOf(item.id ?? newsUrl, feedUrl),
        source,
        title,
        description: cutText(
          toPlainText(item.description ?? item.content ?? ''),
          NEWS_TEXT_LIMITS.description,
        ),
        imageUrl: imageOf(item, base),
        newsUrl,
        publishedAt: date && date.getTime() < now.getTime() ? date : now,
        isDemo: false,
      },
    ];
  });
}

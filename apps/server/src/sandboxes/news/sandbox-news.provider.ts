import { createHash } from 'node:crypto';
import type { FetchedNewsItem, NewsProvider } from '../../providers/news/news.provider.ts';
import { SANDBOX_HEADLINES, SANDBOX_SOURCE, type SandboxHeadline } from './sandbox-headlines.ts';

/** The sandbox's one feed, the key of its stored validators. */
export const SANDBOX_FEED = 'sandbox:demo-headlines';

/**
 * The demo headlines as a feed. Like a real feed it answers with validators and then "not modified"
 * while its set is unchanged, so the headlines are stored once, with their times relative to the
 * start that first stored them (a restart does not re-date them).
 */
export function createSandboxNewsProvider(
  options: { startedAt?: Date; headlines?: readonly SandboxHeadline[] } = {},
): NewsProvider {
  const startedAt = options.startedAt ?? new Date();
  const headlines = options.headlines ?? SANDBOX_HEADLINES;
  // Names the set: adding headlines changes it, and the new ones are then stored.
  const etag = `"${createHash('sha256')
    .update(headlines.map((headline) => headline.slug).join('\n'))
    .digest('base64url')
    .slice(0, 16)}"`;

  const toItem = (headline: SandboxHeadline): FetchedNewsItem => ({
    externalId: `tradecircle-demo:${headline.slug}`,
    source: headline.source ?? SANDBOX_SOURCE,
    title: headline.title,
    description: headline.description,
    imageUrl: null,
    newsUrl: `/search/${headline.link}`,
    publishedAt: new Date(startedAt.getTime() - headline.minutesAgo * 60_000),
    isDemo: true,
  });

  return {
    kind: 'sandbox',
    feeds: [SANDBOX_FEED],
    fetchFeed: async (_feed, previous) => {
      if (previous?.etag === etag) return { status: 'not-modified' };
      return { status: 'fresh', items: headlines.map(toItem), validators: { etag, lastModified: null } };
    },
  };
}

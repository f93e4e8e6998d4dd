import { createSandboxNewsProvider } from '../../sandboxes/news/index.ts';
import type { NewsProvider } from './news.provider.ts';
import { createRssNewsProvider } from './rss-news.provider.ts';

export {
  createSandboxNewsProvider,
  SANDBOX_FEED,
  SANDBOX_HEADLINES,
  SANDBOX_SOURCE,
} from '../../sandboxes/news/index.ts';
export type {
  FeedResult,
  FeedValidators,
  FetchedNewsItem,
  NewsProvider,
} from './news.provider.ts';
export {
  createRssNewsProvider,
  FEED_FETCH_LIMITS,
  type RssNewsProviderOptions,
} from './rss-news.provider.ts';

export type NewsProviderConfig = { provider: 'sandbox' } | { provider: 'rss'; feeds: readonly string[] };

/**
 * The configured provider (NEWS_PROVIDER): the demo headlines (sandboxes/news/), or the RSS/Atom feeds
 * of NEWS_FEEDS.
 */
export function createNewsProvider(config: NewsProviderConfig): NewsProvider {
  return config.provider === 'rss'
    ? createRssNewsProvider({ feeds: config.feeds })
    : createSandboxNewsProvider();
}

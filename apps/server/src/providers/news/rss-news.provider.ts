import {
  createGuardedHttpFetch,
  type FetchLike,
  type HostLookup,
  systemLookup,
} from '../../net/guarded-http.ts';
import {
  decodeText,
  fetchPublic,
  type PublicFetchIo,
  type PublicFetchLimits,
} from '../../net/public-fetch.ts';
import type { FeedResult, FeedValidators, NewsProvider } from './news.provider.ts';
import { parseNewsFeed } from './parse-feed.ts';

/** As for link previews, wider: a feed is larger than a page's head and a news site may be slow. */
export const FEED_FETCH_LIMITS: PublicFetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
};

const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1';

export type RssNewsProviderOptions = {
  /** NEWS_FEEDS: the RSS/Atom URLs to read. */
  feeds: readonly string[];
  /** Defaults to a node:http client that connects to public addresses only. */
  fetchImpl?: FetchLike;
  /** Defaults to dns.lookup with all addresses. */
  lookup?: HostLookup;
  limits?: Partial<PublicFetchLimits>;
  /**
   * Tests only, to read a fixture from a server of their own: the addresses allowed instead of
   * public ones (e.g. exactly 127.0.0.1) and any port. Production never sets it.
   */
  testNetwork?: { isAllowedAddress: (address: string) => boolean; allowAnyPort: boolean };
};

/** The encoding an XML declaration names, for a feed whose Content-Type names none. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.-]+)["']/.exec(head)?.[1];
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'No complete answer within the time limit';
    if ('code' in error && error.code === 'INVALID_FEED') return 'Not an RSS or Atom feed';
    return error.message || error.name;
  }
  return String(error);
}

/**
 * NEWS_PROVIDER=rss: each configured feed read over HTTP(S) with a conditional request (the last
 * answer's ETag and Last-Modified sent back as If-None-Match and If-Modified-Since; a 304 is "not
 * modified"), through the same guarded fetch as link previews: public addresses only on every hop
 * and redirect, default ports, at most 1 MB and 10 s. A feed larger than the limit is refused whole.
 */
export function createRssNewsProvider(options: RssNewsProviderOptions): NewsProvider {
  const lookup = options.lookup ?? systemLookup;
  const widened = options.testNetwork;
  const io: PublicFetchIo = {
    lookup,
    fetchImpl:
      options.fetchImpl ??
      createGuardedHttpFetch(lookup, widened ? { isAllowedAddress: widened.isAllowedAddress } : {}),
    ...(widened ? { isAllowedAddress: widened.isAllowedAddress, allowAnyPort: widened.allowAnyPort } : {}),
  };
  const limits = { ...FEED_FETCH_LIMITS, ...options.limits };
  const tooLarge = `The feed is larger than ${Math.round(limits.maxBytes / 1024)} KB`;
  const failed = (error: string): FeedResult => ({ status: 'failed', error });

  async function fetchFeed(feed: string, previous: FeedValidators | undefined, now: Date) {
    const headers: Record<string, string> = { accept: ACCEPT, 'user-agent': 'TradeCircle-News/1.0' };
    if (previous?.etag) headers['if-none-match'] = previous.etag;
    if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
    const answer = await fetchPublic(new URL(feed), io, limits, {
      headers,
      // A declared length past the limit is refused before any of the body is read.
      wantsBody: (response) =>
        response.ok && !(Number(response.headers.get('content-length')) > limits.maxBytes),
    });
    if (answer.status === 304) return { status: 'not-modified' } as const;
    if (answer.status < 200 || answer.status > 299) return failed(`The feed answered HTTP ${answer.status}`);
    if (!answer.body || answer.truncated) {
      return failed(answer.body || answer.headers.get('content-length') ? tooLarge : 'The feed is empty');
    }
    const contentType = answer.headers.get('content-type') ?? '';
    const xml = decodeText(answer.body, contentType, declaredEncoding(answer.body));
    return {
      status: 'fresh',
      items: parseNewsFeed(xml, feed, now),
      validators: { etag: answer.headers.get('etag'), lastModified: answer.headers.get('last-modified') },
    } as const;
  }

  return {
    kind: 'rss',
    feeds: options.feeds,
    fetchFeed: (feed, previous, now) =>
      fetchFeed(feed, previous, now).catch((error: unknown) => failed(describeFailure(error))),
  };
}

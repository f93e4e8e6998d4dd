/** A headline as a feed gives it, before it is stored and tagged. */
export type FetchedNewsItem = {
  /** The feed's guid (made unique across feeds), else its link: an item fetched again is not stored twice. */
  externalId: string;
  source: string;
  title: string;
  /** Plain text: markup stripped, entities decoded, whitespace collapsed. */
  description: string;
  /** https only (the page's CSP loads images from https). */
  imageUrl: string | null;
  /** http(s), or a path on TradeCircle for the sandbox's demo items. */
  newsUrl: string;
  publishedAt: Date;
  isDemo: boolean;
};

/** A feed's HTTP validators of its last answer, sent back for a conditional request. */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedResult =
  | { status: 'fresh'; items: FetchedNewsItem[]; validators: FeedValidators }
  | { status: 'not-modified' }
  | { status: 'failed'; error: string };

/**
 * Where headlines come from: NEWS_PROVIDER `sandbox` (the shipped demo headlines) or `rss` (the
 * RSS/Atom feeds of NEWS_FEEDS). The news module reads every feed on a schedule and stores what is new.
 */
export interface NewsProvider {
  readonly kind: 'sandbox' | 'rss';
  /** The feeds to read, each the key of its stored validators. */
  readonly feeds: readonly string[];
  /** One feed's items; `previous` are the validators its last answer gave (a 304 then means no change). */
  fetchFeed(feed: string, previous: FeedValidators | undefined, now: Date): Promise<FeedResult>;
}

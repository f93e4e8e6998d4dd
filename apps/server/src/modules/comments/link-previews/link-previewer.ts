import type { LinkPreview } from '@tradecircle/domain';
import type { AppDb } from '../../../db/client.ts';
import {
  createGuardedHttpFetch,
  type FetchLike,
  type HostLookup,
  systemLookup,
} from '../../../net/guarded-http.ts';
import type { QuoteBook } from '../../market/index.ts';
import type { Viewer } from '../../users/index.ts';
import { fetchHtmlPage, type PageFetchLimits } from './fetch-html-page.ts';
import { findFirstUrl } from './find-first-url.ts';
import { parseHtmlMeta } from './html-meta.ts';
import { previewOwnLink, type SharedTradeLookup } from './own-link-previews.ts';
import { TtlLru } from './ttl-lru.ts';

export const EXTERNAL_PREVIEW_LIMITS: PageFetchLimits = {
  timeoutMs: 3_000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
};
export const PREVIEW_CACHE_SIZE = 500;
export const PREVIEW_CACHE_TTL_MS = 60 * 60 * 1000;
/** A page that could not be read is tried again sooner than one that was. */
export const FAILED_PREVIEW_CACHE_TTL_MS = 5 * 60 * 1000;

export type LinkPreviewerOptions = {
  db: AppDb;
  /** Reads a shared trade for its link's preview; the trades module provides it (app.ts wires it). */
  findSharedTrade: SharedTradeLookup;
  /** Read external pages for their title, description and image; off shows the host name only. */
  fetchExternal: boolean;
  /** TradeCircle's own origins, e.g. `http://localhost:8080`; links there are read from the database. */
  appOrigins: readonly string[];
  quotes?: QuoteBook;
  /** Defaults to a node:http client that connects to public addresses only. */
  fetchImpl?: FetchLike;
  /** Defaults to dns.lookup with all addresses. */
  lookup?: HostLookup;
  limits?: Partial<PageFetchLimits>;
  now?: () => number;
};

export type LinkPreviewer = {
  /** The preview of `url` (absolute, or a path on TradeCircle) as `viewer` may see it. */
  preview(url: string, viewer: Viewer): Promise<LinkPreview | null>;
  /** The preview of the first http(s) link in a comment, or null when it has none. */
  previewComment(text: string, viewer: Viewer): Promise<LinkPreview | null>;
};

export function createLinkPreviewer(options: LinkPreviewerOptions): LinkPreviewer {
  const lookup = options.lookup ?? systemLookup;
  const io = { lookup, fetchImpl: options.fetchImpl ?? createGuardedHttpFetch(lookup) };
  const limits = { ...EXTERNAL_PREVIEW_LIMITS, ...options.limits };
  const appOrigins = new Set(options.appOrigins.map((origin) => new URL(origin).origin));
  const cache = new TtlLru<Promise<LinkPreview>>(PREVIEW_CACHE_SIZE, options.now);

  // External previews do not depend on the viewer, so one fetch serves everyone (and concurrent asks).
  function previewExternal(link: URL, url: string): Promise<LinkPreview> {
    const basic: LinkPreview = {
      url,
      kind: 'external',
      title: link.hostname,
      description: null,
      image: null,
    };
    if (!options.fetchExternal) return Promise.resolve(basic);
    const key = link.href;
    const cached = cache.get(key);
    if (cached) return cached.then((shared) => ({ ...shared, url }));
    const pending = fetchHtmlPage(link, io, limits).then(
      (page): LinkPreview => {
        if (!page) return basic;
        const meta = parseHtmlMeta(page.html, page.url);
        return {
          ...basic,
          title: meta.title ?? basic.title,
          description: meta.description,
          image: meta.image,
        };
      },
      () => {
        cache.set(key, pending, FAILED_PREVIEW_CACHE_TTL_MS);
        return basic;
      },
    );
    cache.set(key, pending, PREVIEW_CACHE_TTL_MS);
    return pending;
  }

  async function preview(url: string, viewer: Viewer): Promise<LinkPreview | null> {
    const isPath = url.startsWith('/') && !url.startsWith('//');
    let link: URL;
    try {
      link = isPath ? new URL(url, 'http://tradecircle.invalid') : new URL(url);
    } catch {
      return null;
    }
    if (isPath || appOrigins.has(link.origin)) return previewOwnLink(options, link, viewer, url);
    if (link.protocol !== 'http:' && link.protocol !== 'https:') return null;
    return previewExternal(link, url);
  }

  return {
    preview,
    previewComment: async (text, viewer) => {
      const url = findFirstUrl(text);
      return url ? preview(url, viewer) : null;
    },
  };
}

import {
  decodeText,
  fetchPublic,
  type PublicFetchIo,
  type PublicFetchLimits,
} from '../../../net/public-fetch.ts';

export type PageFetchLimits = PublicFetchLimits;

export type FetchedPage = { url: URL; html: string };

const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  'user-agent': 'TradeCircle-LinkPreview/1.0',
};

const contentTypeOf = (headers: Headers) => headers.get('content-type') ?? '';

/**
 * The start of an external HTML page (its first maxBytes), or null when the page is not HTML or not a
 * success. Refused hops (see fetchPublic: public addresses on the default ports only) throw.
 */
export async function fetchHtmlPage(
  link: URL,
  io: PublicFetchIo,
  limits: PageFetchLimits,
): Promise<FetchedPage | null> {
  const page = await fetchPublic(link, io, limits, {
    headers: REQUEST_HEADERS,
    wantsBody: (response) => response.ok && HTML_TYPE.test(contentTypeOf(response.headers)),
  });
  if (!page.body) return null;
  return { url: page.url, html: decodeText(page.body, contentTypeOf(page.headers)) };
}

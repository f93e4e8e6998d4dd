import { type FetchLike, type HostLookup, resolvePublicAddresses } from './guarded-http.ts';

export type PageFetchLimits = {
  /** For the whole page: every lookup, redirect and body read. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export type FetchedPage = { url: URL; html: string };

export class UnfetchableUrlError extends Error {}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  'user-agent': 'TradeCircle-LinkPreview/1.0',
};

/**
 * The start of an external HTML page, or null when the page is not HTML or not a success. Every hop
 * (the link and each redirect, followed by hand) must be http or https on the default port, without
 * credentials, and resolve to public addresses only; otherwise this throws.
 */
export async function fetchHtmlPage(
  link: URL,
  io: { fetchImpl: FetchLike; lookup: HostLookup },
  limits: PageFetchLimits,
): Promise<FetchedPage | null> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = link;
  for (let redirects = 0; ; redirects++) {
    await untilAborted(assertFetchable(url, io.lookup), signal);
    const response = await untilAborted(
      io.fetchImpl(url.href, { signal, headers: REQUEST_HEADERS, redirect: 'manual' }),
      signal,
    );
    if (REDIRECT_STATUSES.has(response.status)) {
      await discard(response);
      const location = response.headers.get('location');
      if (!location) return null;
      if (redirects >= limits.maxRedirects) throw new UnfetchableUrlError('Too many redirects');
      url = new URL(location, url);
      continue;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !HTML_TYPE.test(contentType) || !response.body) {
      await discard(response);
      return null;
    }
    const bytes = await readAtMost(response.body, limits.maxBytes, signal);
    return { url, html: decode(bytes, contentType) };
  }
}

async function assertFetchable(url: URL, lookup: HostLookup): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnfetchableUrlError(`Scheme ${url.protocol} is not fetched`);
  }
  // URL drops the scheme's default port, so any port left is a non-default one.
  if (url.port !== '') throw new UnfetchableUrlError('Only the default ports 80 and 443 are fetched');
  if (url.username || url.password) throw new UnfetchableUrlError('Links with credentials are not fetched');
  await resolvePublicAddresses(url.hostname, lookup);
}

/** Reads up to `maxBytes` and then stops the download, whatever the page's length. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number, signal: AbortSignal) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    while (total < maxBytes) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

/** `work`, or the abort reason as soon as the signal fires, even if `work` ignores the signal. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

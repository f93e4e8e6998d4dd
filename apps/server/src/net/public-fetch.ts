import { isPublicAddress } from './blocked-addresses.ts';
import { type FetchLike, type HostLookup, resolvePublicAddresses } from './guarded-http.ts';

/**
 * One outbound GET to the public internet, shared by comment link previews and news feeds: every
 * hop (the URL and each redirect, followed by hand) is http or https on the default port, without
 * credentials, resolving to public addresses only, all within one time limit and a size limit.
 */
export type PublicFetchLimits = {
  /** For the whole fetch: every lookup, redirect and body read. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export type PublicFetchIo = {
  fetchImpl: FetchLike;
  lookup: HostLookup;
  /**
   * Tests widen these to reach a server of their own on 127.0.0.1 and its random port; production
   * keeps the defaults (public addresses, ports 80 and 443).
   */
  isAllowedAddress?: (address: string) => boolean;
  allowAnyPort?: boolean;
};

export type PublicFetchRequest = {
  headers: Record<string, string>;
  /** Whether the final answer's body is read (up to maxBytes); otherwise only its status and headers. */
  wantsBody(response: Response): boolean;
};

export type PublicFetchResult = {
  /** The URL that answered, after redirects. */
  url: URL;
  status: number;
  headers: Headers;
  body: Uint8Array | null;
  /** The body went on past maxBytes; `body` holds its first maxBytes. */
  truncated: boolean;
};

export class UnfetchableUrlError extends Error {}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GETs `link`, following up to `maxRedirects` redirects. Throws UnfetchableUrlError (a refused hop,
 * too many redirects), RefusedAddressError (a host with a non-public address) or the abort reason at
 * the time limit; a redirect without a location is answered as it is.
 */
export async function fetchPublic(
  link: URL,
  io: PublicFetchIo,
  limits: PublicFetchLimits,
  request: PublicFetchRequest,
): Promise<PublicFetchResult> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = link;
  for (let redirects = 0; ; redirects++) {
    await untilAborted(assertFetchable(url, io), signal);
    const response = await untilAborted(
      io.fetchImpl(url.href, { signal, headers: request.headers, redirect: 'manual' }),
      signal,
    );
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location) {
      await discard(response);
      if (redirects >= limits.maxRedirects) throw new UnfetchableUrlError('Too many redirects');
      url = new URL(location, url);
      continue;
    }
    const answer = { url, status: response.status, headers: response.headers };
    if (!response.body || !request.wantsBody(response)) {
      await discard(response);
      return { ...answer, body: null, truncated: false };
    }
    return { ...answer, ...(await readAtMost(response.body, limits.maxBytes, signal)) };
  }
}

async function assertFetchable(url: URL, io: PublicFetchIo): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnfetchableUrlError(`Scheme ${url.protocol} is not fetched`);
  }
  // URL drops the scheme's default port, so any port left is a non-default one.
  if (url.port !== '' && !io.allowAnyPort) {
    throw new UnfetchableUrlError('Only the default ports 80 and 443 are fetched');
  }
  if (url.username || url.password) throw new UnfetchableUrlError('Links with credentials are not fetched');
  await resolvePublicAddresses(url.hostname, io.lookup, io.isAllowedAddress ?? isPublicAddress);
}

/** Reads up to `maxBytes` (one byte more tells a longer body) and then stops the download. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number, signal: AbortSignal) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    while (total <= maxBytes) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  return { body: Buffer.concat(chunks).subarray(0, maxBytes), truncated: total > maxBytes };
}

/** Text in the charset the Content-Type names (else `fallbackCharset`, else UTF-8). */
export function decodeText(bytes: Uint8Array, contentType: string, fallbackCharset = 'utf-8'): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? fallbackCharset;
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

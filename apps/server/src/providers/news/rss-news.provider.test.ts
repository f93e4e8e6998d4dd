import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from '../../net/blocked-addresses.ts';
import type { FetchLike, HostLookup } from '../../net/guarded-http.ts';
import { createRssNewsProvider, type RssNewsProviderOptions } from './rss-news.provider.ts';

const RSS = readFileSync(path.join(import.meta.dirname, 'fixtures', 'markets.rss.xml'));
const NOW = new Date('2026-11-20T06:00:00Z');
const PUBLIC_LOOKUP: HostLookup = async () => [{ address: '93.184.215.14', family: 4 }];

type ResponseBody = ConstructorParameters<typeof Response>[0];
const feedResponse = (body: ResponseBody, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/rss+xml', ...headers } });

function providerWith(fetchImpl: FetchLike, extra: Partial<RssNewsProviderOptions> = {}) {
  return createRssNewsProvider({ feeds: [], fetchImpl, lookup: PUBLIC_LOOKUP, ...extra });
}

let server: http.Server;
let port: number;
let requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the rss provider reads', () => {
  it('a feed over real HTTP when a test allows exactly 127.0.0.1 and its port', async () => {
    requests = [];
    const provider = createRssNewsProvider({
      feeds: [],
      testNetwork: { isAllowedAddress: (address) => address === '127.0.0.1', allowAnyPort: true },
    });
    const result = await provider.fetchFeed(`http://127.0.0.1:${port}/feed.xml`, undefined, NOW);
    expect(result).toMatchObject({ status: 'fresh', validators: { etag: null, lastModified: null } });
    expect(result.status === 'fresh' && result.items).toHaveLength(4);
    expect(requests).toEqual(['/feed.xml']);
  });

  it('sends the last validators back and answers not-modified for a 304', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => new Response(null, { status: 304 }));
    const result = await providerWith(fetchImpl).fetchFeed(
      'https://feeds.example.com/markets.xml',
      { etag: '"abc"', lastModified: 'Fri, 20 Nov 2026 05:00:00 GMT' },
      NOW,
    );
    expect(result).toEqual({ status: 'not-modified' });
    expect(fetchImpl.mock.calls[0]![1].headers).toMatchObject({
      'if-none-match': '"abc"',
      'if-modified-since': 'Fri, 20 Nov 2026 05:00:00 GMT',
    });
  });

  it('decodes the charset the XML declaration names when the Content-Type names none', async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Caf\xe9</title>
      <item><title>Na\xefve</title><link>https://x.example.com/a</link></item></channel></rss>`;
    const fetchImpl: FetchLike = async () =>
      new Response(Buffer.from(xml, 'latin1'), { headers: { 'content-type': 'application/xml' } });
    const result = await providerWith(fetchImpl).fetchFeed('https://x.example.com/rss', undefined, NOW);
    expect(result.status === 'fresh' && result.items[0]).toMatchObject({ source: 'Café', title: 'Naïve' });
  });
});

describe('the rss provider refuses, without fetching', () => {
  it('loopback, private, link-local and metadata addresses and local names', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => feedResponse(RSS));
    // The system resolver: IP literals and localhost answer without any network.
    const provider = createRssNewsProvider({ feeds: [], fetchImpl });
    for (const feed of [
      'http://127.0.0.1/feed',
      'http://localhost/rss',
      'http://[::1]/rss',
      'http://10.0.0.8/rss',
      'http://192.168.1.1/rss',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/rss',
    ]) {
      expect(await provider.fetchFeed(feed, undefined, NOW), feed).toEqual({
        status: 'failed',
        error: expect.stringMatching(/does not resolve to public addresses only/),
      });
    }
    const intranet = createRssNewsProvider({
      feeds: [],
      fetchImpl,
      lookup: async () => [{ address: '10.20.30.40', family: 4 }],
    });
    expect(await intranet.fetchFeed('https://feeds.corp.example/rss', undefined, NOW)).toMatchObject({
      status: 'failed',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a real server on 127.0.0.1, even with its port allowed: it never receives a request', async () => {
    requests = [];
    const provider = createRssNewsProvider({
      feeds: [],
      testNetwork: { isAllowedAddress: isPublicAddress, allowAnyPort: true },
    });
    for (const feed of [`http://127.0.0.1:${port}/feed.xml`, `http://localhost:${port}/feed.xml`]) {
      expect(await provider.fetchFeed(feed, undefined, NOW)).toMatchObject({ status: 'failed' });
    }
    expect(requests).toEqual([]);
  });

  it('a redirect to a private or metadata address, after the first hop only', async () => {
    requests = [];
    const local = createRssNewsProvider({
      feeds: [],
      testNetwork: { isAllowedAddress: (address) => address === '127.0.0.1', allowAnyPort: true },
    });
    expect(await local.fetchFeed(`http://127.0.0.1:${port}/to-metadata`, undefined, NOW)).toEqual({
      status: 'failed',
      error: '169.254.169.254 does not resolve to public addresses only',
    });
    expect(requests).toEqual(['/to-metadata']);

    const lookup = vi.fn<HostLookup>(async (host) =>
      host === 'intranet.example.com' ? [{ address: '10.0.0.5', family: 4 }] : PUBLIC_LOOKUP(host),
    );
    const fetchImpl = vi.fn<FetchLike>(
      async () =>
        new Response(null, { status: 301, headers: { location: 'http://intranet.example.com/rss' } }),
    );
    expect(
      await providerWith(fetchImpl, { lookup }).fetchFeed('https://feeds.example.com/rss', undefined, NOW),
    ).toMatchObject({ status: 'failed' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('intranet.example.com');
  });

  it('other schemes, non-default ports and credentials', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => feedResponse(RSS));
    const provider = providerWith(fetchImpl);
    for (const feed of [
      'https://feeds.example.com:8443/rss',
      'https://user:secret@feeds.example.com/rss',
      'ftp://feeds.example.com/rss',
    ]) {
      expect(await provider.fetchFeed(feed, undefined, NOW), feed).toMatchObject({ status: 'failed' });
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('the rss provider limits', () => {
  it('refuses a feed that says it is larger than 1 MB without reading it', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      // Nothing is pulled until someone reads.
      { highWaterMark: 0 },
    );
    const provider = providerWith(async () =>
      feedResponse(body, { 'content-length': String(2 * 1024 * 1024) }),
    );
    expect(await provider.fetchFeed('https://big.example.com/rss', undefined, NOW)).toEqual({
      status: 'failed',
      error: 'The feed is larger than 1024 KB',
    });
    expect(pulled).toBe(false);
  });

  it('stops reading a feed past 1 MB and refuses it rather than parse half of it', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulls = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<rss version="2.0"><channel><title>Big</title>'));
      },
      pull(controller) {
        pulls++;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const provider = providerWith(async () => feedResponse(body));
    expect(await provider.fetchFeed('https://endless.example.com/rss', undefined, NOW)).toEqual({
      status: 'failed',
      error: 'The feed is larger than 1024 KB',
    });
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThanOrEqual(18);
  });

  it('gives up after the time limit', async () => {
    const provider = providerWith(() => new Promise<Response>(() => {}), { limits: { timeoutMs: 100 } });
    expect(await provider.fetchFeed('https://slow.example.com/rss', undefined, NOW)).toEqual({
      status: 'failed',
      error: 'No complete answer within the time limit',
    });
  });

  it('reports errors and pages that are not feeds', async () => {
    const failing = providerWith(async () => feedResponse('oops', {}, 500));
    expect(await failing.fetchFeed('https://down.example.com/rss', undefined, NOW)).toEqual({
      status: 'failed',
      error: 'The feed answered HTTP 500',
    });
    const html = providerWith(async () =>
      feedResponse('<html><body>Not a feed</body></html>', { 'content-type': 'text/html' }),
    );
    expect(await html.fetchFeed('https://www.example.com/', undefined, NOW)).toEqual({
      status: 'failed',
      error: 'Not an RSS or Atom feed',
    });
  });
});

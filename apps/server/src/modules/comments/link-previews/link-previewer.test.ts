import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support.ts';
import { insertTrade } from '../../../../test/trade-rows.ts';
import { profiles, securities, users } from '../../../db/schema/index.ts';
import type { FetchLike, HostLookup } from '../../../net/guarded-http.ts';
import { seedDemoData } from '../../../seed/seed.ts';
import type { QuoteBook } from '../../market/index.ts';
import { findSharedTrade } from '../../trades/index.ts';
import type { Viewer } from '../../users/index.ts';
import { createLinkPreviewer, type LinkPreviewerOptions } from './link-previewer.ts';

const APP = 'http://localhost:8080';
let database: TestDatabase;
let expert: { userId: number; profileId: number };
let member: { userId: number; profileId: number };
let relianceId: number;
let liveTradeId: number;
let privateTradeId: number;

async function seededUser(phone: string) {
  const [row] = await database.db
    .select({ userId: users.id, profileId: profiles.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.phone, phone));
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  expert = await seededUser('9810000001'); // Ananya Sharma, SEBI registered
  member = await seededUser('9810000005'); // Priya Nair
  const [reliance] = await database.db
    .update(securities)
    .set({ logo: 'https://cdn.tradecircle.test/logos/reliance.png' })
    .where(and(eq(securities.symbol, 'RELIANCE'), eq(securities.exchange, 'NSE')))
    .returning();
  relianceId = reliance!.id;
  liveTradeId = (
    await insertTrade(database.db, expert, {
      status: 'Active',
      reasoning: `Breakout above resistance. ${'x'.repeat(300)}`,
    })
  ).id;
  privateTradeId = (await insertTrade(database.db, expert, { visibility: 'private', reasoning: 'Only mine' }))
    .id;
});
afterAll(() => database.close());

const viewerOf = (user: { userId: number; profileId: number }): Viewer => user;

function ownPreviewer(extra: Partial<LinkPreviewerOptions> = {}) {
  const fetchImpl = vi.fn<FetchLike>();
  const lookup = vi.fn<HostLookup>();
  const previewer = createLinkPreviewer({
    db: database.db,
    findSharedTrade,
    fetchExternal: true,
    appOrigins: [APP],
    fetchImpl,
    lookup,
    ...extra,
  });
  return { previewer, fetchImpl, lookup };
}

describe('previews of TradeCircle links', () => {
  it('shows a shared trade from the database: symbol, side, entry, status, reasoning and logo', async () => {
    const { previewer, fetchImpl } = ownPreviewer();
    const url = `${APP}/trade/${liveTradeId}/Reliance%20Industries%20Ltd`;
    const preview = await previewer.preview(url, null);
    expect(preview).toEqual({
      url,
      kind: 'trade',
      title: 'RELIANCE Buy @ ₹2,450.00 · Live',
      description: expect.stringMatching(/^Breakout above resistance\. x+…$/),
      image: 'https://cdn.tradecircle.test/logos/reliance.png',
    });
    expect(preview!.description).toHaveLength(160);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads relative paths and profile share links that carry trade_id', async () => {
    const { previewer } = ownPreviewer();
    const relative = await previewer.preview(`/trade/${liveTradeId}/RELIANCE`, null);
    expect(relative).toMatchObject({ kind: 'trade', title: 'RELIANCE Buy @ ₹2,450.00 · Live' });
    const shareLink = `${APP}/profile/${expert.userId}/Ananya%20Sharma/?fotrade=false&trade_id=${liveTradeId}&trade_name=RELIANCE`;
    expect(await previewer.preview(shareLink, null)).toMatchObject({ url: shareLink, kind: 'trade' });
    const upcoming = await insertTrade(database.db, expert, {
      tradeType: 'Sell',
      entryPrice: 123456.5,
      reasoning: '',
    });
    expect(
      await previewer.preview(`${APP}/my-profile?trade_id=${upcoming.id}`, viewerOf(member)),
    ).toMatchObject({
      title: 'RELIANCE Sell @ ₹1,23,456.50 · Upcoming',
      description: null,
    });
  });

  it('hides a private trade from everyone but its owner, whatever the link shape', async () => {
    const { previewer } = ownPreviewer();
    const links = [
      `${APP}/trade/${privateTradeId}/RELIANCE`,
      `/profile/${expert.userId}/Ananya/?trade_id=${privateTradeId}`,
    ];
    for (const link of links) {
      expect(await previewer.preview(link, viewerOf(expert))).toMatchObject({
        kind: 'trade',
        description: 'Only mine',
      });
      expect(await previewer.preview(link, viewerOf(member))).toBeNull();
      expect(await previewer.preview(link, null)).toBeNull();
    }
  });

  it('shows a security with its live price, or its last close without a quote book', async () => {
    const quotes: QuoteBook = {
      getQuote: (id) =>
        id === relianceId
          ? {
              securityId: id,
              livePrice: 2500.5,
              previousClose: 2490,
              change: 10.5,
              changePercent: 0.42,
              updatedAt: new Date(),
            }
          : undefined,
    };
    const withQuotes = ownPreviewer({ quotes }).previewer;
    expect(await withQuotes.preview(`${APP}/search/RELIANCE-NSE?tab=0`, null)).toEqual({
      url: `${APP}/search/RELIANCE-NSE?tab=0`,
      kind: 'security',
      title: 'Reliance Industries Ltd',
      description: 'RELIANCE · NSE · ₹2,500.50',
      image: 'https://cdn.tradecircle.test/logos/reliance.png',
    });
    const byName = await ownPreviewer().previewer.preview('/search/Reliance%20Industries%20Ltd-BSE', null);
    expect(byName).toMatchObject({
      kind: 'security',
      description: expect.stringMatching(/^RELIANCE · BSE · ₹[\d,]+\.\d\d$/),
    });
    expect(await withQuotes.preview('/search/NOSUCHSTOCK-NSE', null)).toBeNull();
  });

  it('shows a profile with its SEBI badge', async () => {
    const { previewer } = ownPreviewer();
    expect(await previewer.preview(`${APP}/profile/${expert.userId}/Ananya%20Sharma`, null)).toEqual({
      url: `${APP}/profile/${expert.userId}/Ananya%20Sharma`,
      kind: 'profile',
      title: 'Ananya Sharma',
      description: 'SEBI registered',
      image: null,
    });
    expect(await previewer.preview(`/profile/${member.userId}/Priya%20Nair`, null)).toMatchObject({
      title: 'Priya Nair',
      description: null,
    });
  });

  it('answers null for groups (not built yet), other pages and unknown or out-of-range ids', async () => {
    const { previewer, fetchImpl } = ownPreviewer();
    for (const link of [
      `${APP}/groups/3`,
      `${APP}/home/1`,
      `${APP}/`,
      '/trade/999999/RELIANCE',
      '/trade/99999999999/RELIANCE',
      '/trade/abc/RELIANCE',
      '/profile/999999/Nobody',
    ]) {
      expect(await previewer.preview(link, viewerOf(member)), link).toBeNull();
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('previews the first link of a comment, and nothing for a comment without one', async () => {
    const { previewer } = ownPreviewer();
    const comment = `Look at this (${APP}/trade/${liveTradeId}/RELIANCE). Also https://example.com`;
    expect(await previewer.previewComment(comment, null)).toMatchObject({
      url: `${APP}/trade/${liveTradeId}/RELIANCE`,
      kind: 'trade',
    });
    expect(await previewer.previewComment('no link here', null)).toBeNull();
  });
});

const PUBLIC_LOOKUP: HostLookup = async () => [{ address: '93.184.215.14', family: 4 }];

const htmlResponse = (html: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const redirectTo = (location: string, status = 302) => new Response(null, { status, headers: { location } });

const ARTICLE = `<html><head><title>Fallback</title>
  <meta property="og:title" content="Markets close higher">
  <meta property="og:description" content="Nifty ends at a record">
  <meta property="og:image" content="/img/nifty.png"></head><body>…</body></html>`;

function externalPreviewer(fetchImpl: FetchLike, extra: Partial<LinkPreviewerOptions> = {}) {
  return createLinkPreviewer({
    db: database.db,
    findSharedTrade,
    fetchExternal: true,
    appOrigins: [APP],
    fetchImpl,
    lookup: PUBLIC_LOOKUP,
    ...extra,
  });
}

const basic = (url: string, host: string) => ({
  url,
  kind: 'external',
  title: host,
  description: null,
  image: null,
});

describe('previews of external pages', () => {
  it('shows only the host name, without any network use, while fetching is off (the default)', async () => {
    const fetchImpl = vi.fn<FetchLike>();
    const lookup = vi.fn<HostLookup>();
    const previewer = createLinkPreviewer({
      db: database.db,
      findSharedTrade,
      fetchExternal: false,
      appOrigins: [APP],
      fetchImpl,
      lookup,
    });
    const url = 'https://www.moneycontrol.com/news/markets/story.html';
    expect(await previewer.preview(url, null)).toEqual(basic(url, 'www.moneycontrol.com'));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('reads title, description and image of a public page, and caches them for an hour', async () => {
    let now = 1_000_000;
    const fetchImpl = vi.fn<FetchLike>(async () => htmlResponse(ARTICLE));
    const previewer = externalPreviewer(fetchImpl, { now: () => now });
    const url = 'https://news.example.in/markets/today';
    const expected = {
      url,
      kind: 'external',
      title: 'Markets close higher',
      description: 'Nifty ends at a record',
      image: 'https://news.example.in/img/nifty.png',
    };
    const [first, concurrent] = await Promise.all([
      previewer.preview(url, null),
      previewer.preview(url, viewerOf(member)),
    ]);
    expect(first).toEqual(expected);
    expect(concurrent).toEqual(expected);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });

    now += 59 * 60 * 1000;
    expect(await previewer.preview(url, null)).toEqual(expected);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 2 * 60 * 1000;
    expect(await previewer.preview(url, null)).toEqual(expected);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('refuses a real HTTP server on 127.0.0.1: it never receives a request', async () => {
    let requests = 0;
    const server = http.createServer((_request, response) => {
      requests++;
      response.setHeader('content-type', 'text/html');
      response.end('<title>Internal admin</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const previewer = createLinkPreviewer({
        db: database.db,
        findSharedTrade,
        fetchExternal: true,
        appOrigins: [APP],
      });
      for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/admin`]) {
        expect(await previewer.preview(url, null)).toEqual(basic(url, new URL(url).hostname));
      }
      expect(requests).toBe(0);
      // The server does answer when asked directly, so the refusals above are the previewer's.
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('Internal admin');
      expect(requests).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses loopback, private, link-local and metadata addresses on the default ports too', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => htmlResponse(ARTICLE));
    const previewer = createLinkPreviewer({
      db: database.db,
      findSharedTrade,
      fetchExternal: true,
      appOrigins: [APP],
      fetchImpl,
    });
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://[::1]/',
      'http://10.0.0.8/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:192.168.1.1]/',
      'http://0.0.0.0/',
    ]) {
      expect(await previewer.preview(url, null), url).toMatchObject({ kind: 'external', description: null });
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a host when any one of its addresses is private, and non-default ports and credentials', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => htmlResponse(ARTICLE));
    const mixed = externalPreviewer(fetchImpl, {
      lookup: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    });
    expect(await mixed.preview('https://split.example.in/', null)).toEqual(
      basic('https://split.example.in/', 'split.example.in'),
    );
    const publicOnly = externalPreviewer(fetchImpl);
    for (const url of ['https://news.example.in:8443/x', 'http://user:pass@news.example.in/x']) {
      expect(await publicOnly.preview(url, null)).toMatchObject({
        title: 'news.example.in',
        description: null,
      });
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('follows up to 3 redirects, checking every hop, and refuses one to a private address', async () => {
    const lookup = vi.fn<HostLookup>(async (host) =>
      host === 'intranet.example.in'
        ? [{ address: '10.0.0.5', family: 4 }]
        : [{ address: '93.184.215.14', family: 4 }],
    );
    const toPrivate = vi.fn<FetchLike>(async () => redirectTo('http://intranet.example.in/secrets'));
    const url = 'https://short.example.in/abc';
    expect(await externalPreviewer(toPrivate, { lookup }).preview(url, null)).toEqual(
      basic(url, 'short.example.in'),
    );
    expect(toPrivate).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('intranet.example.in');

    const hops = ['/one', 'https://cdn.example.in/two', '/three'];
    let hop = 0;
    const chain = vi.fn<FetchLike>(async () => {
      const next = hops[hop++];
      return next ? redirectTo(next, 301) : htmlResponse(ARTICLE);
    });
    expect(await externalPreviewer(chain).preview('https://short.example.in/ok', null)).toMatchObject({
      title: 'Markets close higher',
      image: 'https://cdn.example.in/img/nifty.png',
    });
    expect(chain.mock.calls.map(([target]) => target)).toEqual([
      'https://short.example.in/ok',
      'https://short.example.in/one',
      'https://cdn.example.in/two',
      'https://cdn.example.in/three',
    ]);

    const endless = vi.fn<FetchLike>(async () => redirectTo('/again'));
    expect(await externalPreviewer(endless).preview('https://loop.example.in/', null)).toMatchObject({
      title: 'loop.example.in',
    });
    expect(endless).toHaveBeenCalledTimes(4);

    const toFile = vi.fn<FetchLike>(async () => redirectTo('file:///etc/passwd'));
    expect(await externalPreviewer(toFile).preview('https://odd.example.in/', null)).toMatchObject({
      title: 'odd.example.in',
    });
    expect(toFile).toHaveBeenCalledTimes(1);
  });

  it('reads at most 512 KB of a page, then stops the download', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html><head><title>Big page</title>'));
      },
      pull(controller) {
        pulled++;
        if (pulled < 20) return controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('<meta property="og:title" content="Too far">'));
        controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    const previewer = externalPreviewer(async () => htmlResponse(body));
    expect(await previewer.preview('https://big.example.in/', null)).toMatchObject({ title: 'Big page' });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(10);
  });

  it('gives up after the time limit, whether the answer or its body is slow', async () => {
    const never = vi.fn<FetchLike>(() => new Promise<Response>(() => {}));
    const started = Date.now();
    expect(
      await externalPreviewer(never, { limits: { timeoutMs: 150 } }).preview(
        'https://slow.example.in/',
        null,
      ),
    ).toEqual(basic('https://slow.example.in/', 'slow.example.in'));
    expect(Date.now() - started).toBeLessThan(2_000);

    let cancelled = false;
    const stalls = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<meta property="og:title" content="Partial">'));
      },
      pull: () => new Promise(() => {}),
      cancel() {
        cancelled = true;
      },
    });
    expect(
      await externalPreviewer(async () => htmlResponse(stalls), { limits: { timeoutMs: 150 } }).preview(
        'https://drip.example.in/',
        null,
      ),
    ).toMatchObject({ title: 'drip.example.in' });
    expect(cancelled).toBe(true);
  });

  it('shows only the host for pages that are not HTML or not found', async () => {
    const pdf = externalPreviewer(
      async () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    );
    expect(await pdf.preview('https://files.example.in/report.pdf', null)).toMatchObject({
      title: 'files.example.in',
    });
    const missing = externalPreviewer(
      async () => new Response(ARTICLE, { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    expect(await missing.preview('https://gone.example.in/', null)).toMatchObject({
      title: 'gone.example.in',
    });
  });
});

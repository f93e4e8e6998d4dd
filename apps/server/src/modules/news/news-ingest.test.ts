import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import { newsFeedStates, newsItemSecurities, newsItems, securities } from '../../db/schema/index.ts';
import { createMarketSimulator, type MarketSimulator } from '../../providers/market-feed/index.ts';
import {
  createRssNewsProvider,
  createSandboxNewsProvider,
  type FetchedNewsItem,
  type NewsProvider,
  SANDBOX_FEED,
  SANDBOX_HEADLINES,
} from '../../providers/news/index.ts';
import { listTrendingNews } from './news.service.ts';
import { ingestNews } from './news-ingest.service.ts';

const FIXTURES = path.join(import.meta.dirname, '../../providers/news/fixtures');
// A fixed clock: history, the live prices and the ingest all see the same instant.
const NOW = new Date('2026-11-24T09:20:27Z');
const MINUTE = 60_000;

let database: TestDatabase;
let simulator: MarketSimulator;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const rows = await database.db
    .select()
    .from(securities)
    .where(inArray(securities.instrumentType, ['EQ', 'INDEX']));
  for (const row of rows) if (row.exchange === 'NSE' || row.symbol === 'SENSEX') ids[row.symbol] = row.id;
  simulator = createMarketSimulator({
    securities: rows.map((row) => ({
      id: row.id,
      symbol: row.symbol,
      instrumentType: row.instrumentType as 'EQ' | 'INDEX',
      referencePrice: Number(row.closePrice),
    })),
    seed: 'news-test',
    mode: 'always',
    anchor: new Date('2026-11-20T10:00:00+05:30'),
    clock: () => NOW,
  });
});
afterAll(() => database.close());

const item = (externalId: string, title: string, publishedAt: Date): FetchedNewsItem => ({
  externalId,
  source: 'Test Wire',
  title,
  description: '',
  imageUrl: null,
  newsUrl: `https://news.example.com/${externalId}`,
  publishedAt,
  isDemo: false,
});

/** A feed that always answers the same items, without validators. */
function staticFeed(feed: string, items: FetchedNewsItem[]): NewsProvider {
  return {
    kind: 'rss',
    feeds: [feed],
    fetchFeed: async () => ({ status: 'fresh', items, validators: { etag: null, lastModified: null } }),
  };
}

async function storedItem(externalId: string) {
  const [row] = await database.db.select().from(newsItems).where(eq(newsItems.externalId, externalId));
  const tags = await database.db
    .select()
    .from(newsItemSecurities)
    .where(eq(newsItemSecurities.newsId, row!.id))
    .orderBy(newsItemSecurities.position);
  return { row: row!, tags };
}

const countOf = async (externalIds: string[]) =>
  (
    await database.db.select({ n: count() }).from(newsItems).where(inArray(newsItems.externalId, externalIds))
  )[0]!.n;

describe("'Since News' growth", () => {
  it('prices each tagged security at its publication minute from the simulator history, growth to the live price', async () => {
    // On a 15-minute bar boundary 26 hours back: the history at NOW has the bar that ends there.
    const boundary = new Date(Math.floor((NOW.getTime() - 26 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
    // Seconds are dropped: 40 s past the boundary is priced at the boundary's minute.
    const publishedAt = new Date(boundary.getTime() + 40_000);
    const provider = staticFeed('test:growth', [
      item('growth-1', 'Infosys and HDFC Bank lead; TCS and ITC follow', publishedAt),
    ]);
    await ingestNews({ db: database.db, provider, history: simulator, now: NOW });

    const { row, tags } = await storedItem('growth-1');
    expect(tags.map((tag) => tag.securityId)).toEqual([ids.INFY, ids.HDFCBANK, ids.TCS, ids.ITC]);
    const expected = [ids.INFY!, ids.HDFCBANK!].map((securityId) => {
      // Independently: the bar of the history up to now that ends at the publication minute.
      const bar = simulator
        .history(securityId, '1WEEK', NOW)
        .find((candle) => candle.time * 1000 === boundary.getTime() - 15 * MINUTE)!;
      const live = simulator.getQuote(securityId)!.livePrice;
      return {
        securityId,
        atPublication: bar.close,
        growth: Number((((live - bar.close) / bar.close) * 100).toFixed(2)),
      };
    });
    expect(tags.slice(0, 2).map((tag) => Number(tag.priceAtPublication))).toEqual(
      expected.map((entry) => entry.atPublication),
    );

    const page = await listTrendingNews({
      db: database.db,
      quotes: simulator,
      pageNumber: 1,
      detailCount: 50,
    });
    const listed = page.news_data.find((news) => news.id === row.id)!;
    expect(listed.all_growth).toEqual([
      { id: ids.INFY, symbol: 'INFY', name: 'Infosys Ltd', exchange: 'NSE', growth: expected[0]!.growth },
      {
        id: ids.HDFCBANK,
        symbol: 'HDFCBANK',
        name: 'HDFC Bank Ltd',
        exchange: 'NSE',
        growth: expected[1]!.growth,
      },
    ]);
    expect(listed.time).toBe(publishedAt.toISOString());
  });

  it('leaves out a security the feed has no price for at publication (before its history)', async () => {
    const provider = staticFeed('test:ancient', [
      item('ancient-1', 'Wipro in 1990', new Date('1990-01-01T05:00:00Z')),
    ]);
    await ingestNews({ db: database.db, provider, history: simulator, now: NOW });
    const { row, tags } = await storedItem('ancient-1');
    expect(tags).toEqual([expect.objectContaining({ securityId: ids.WIPRO, priceAtPublication: null })]);
    const page = await listTrendingNews({
      db: database.db,
      quotes: simulator,
      pageNumber: 1,
      detailCount: 50,
    });
    expect(page.news_data.find((news) => news.id === row.id)!.all_growth).toEqual([]);
  });
});

describe('ingestion', () => {
  it('stores an item once, however often its feed is read or repeats it', async () => {
    const items = [
      item('dedupe-1', 'Cipla launches a generic', new Date(NOW.getTime() - 90 * MINUTE)),
      item('dedupe-2', 'Titan Company opens stores', new Date(NOW.getTime() - 60 * MINUTE)),
    ];
    const provider = staticFeed('test:dedupe', [...items, items[0]!]);
    const first = await ingestNews({ db: database.db, provider, history: simulator, now: NOW });
    const second = await ingestNews({ db: database.db, provider, history: simulator, now: NOW });
    expect(first).toEqual([{ feed: 'test:dedupe', status: 'fresh', stored: 2 }]);
    expect(second).toEqual([{ feed: 'test:dedupe', status: 'fresh', stored: 0 }]);
    expect(await countOf(['dedupe-1', 'dedupe-2'])).toBe(2);
    const tagRows = await database.db
      .select({ n: count() })
      .from(newsItemSecurities)
      .innerJoin(newsItems, eq(newsItems.id, newsItemSecurities.newsId))
      .where(inArray(newsItems.externalId, ['dedupe-1', 'dedupe-2']));
    expect(tagRows[0]!.n).toBe(2);
  });

  it('stores the sandbox headlines once, marked demo, over the three days before the start', async () => {
    const startedAt = new Date(NOW.getTime() - 5 * MINUTE);
    const sandbox = createSandboxNewsProvider({ startedAt });
    expect(await ingestNews({ db: database.db, provider: sandbox, history: simulator, now: NOW })).toEqual([
      { feed: SANDBOX_FEED, status: 'fresh', stored: SANDBOX_HEADLINES.length },
    ]);
    // A restart: a new provider, a later clock; the stored ETag answers "not modified".
    const restarted = createSandboxNewsProvider({ startedAt: NOW });
    expect(await ingestNews({ db: database.db, provider: restarted, history: simulator, now: NOW })).toEqual([
      { feed: SANDBOX_FEED, status: 'not-modified', stored: 0 },
    ]);
    const rows = await database.db.select().from(newsItems).where(eq(newsItems.isDemo, true));
    expect(rows).toHaveLength(SANDBOX_HEADLINES.length);
    expect(SANDBOX_HEADLINES.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) {
      expect(row.source).toMatch(/^TradeCircle Demo/);
      expect(row.publishedAt.getTime()).toBeLessThanOrEqual(startedAt.getTime());
      expect(row.publishedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 72 * 60 * MINUTE);
    }
  });

  it('records a failing feed and still reads the others', async () => {
    const provider: NewsProvider = {
      kind: 'rss',
      feeds: ['test:broken', 'test:fine'],
      fetchFeed: async (feed) =>
        feed === 'test:broken'
          ? { status: 'failed', error: 'The feed answered HTTP 503' }
          : {
              status: 'fresh',
              items: [item('fine-1', 'NTPC adds capacity', NOW)],
              validators: { etag: null, lastModified: null },
            },
    };
    expect(await ingestNews({ db: database.db, provider, history: simulator, now: NOW })).toEqual([
      { feed: 'test:broken', status: 'failed', stored: 0, error: 'The feed answered HTTP 503' },
      { feed: 'test:fine', status: 'fresh', stored: 1 },
    ]);
    const [state] = await database.db
      .select()
      .from(newsFeedStates)
      .where(eq(newsFeedStates.feedUrl, 'test:broken'));
    expect(state).toMatchObject({ lastError: 'The feed answered HTTP 503', fetchedAt: NOW });
  });
});

describe('an RSS feed over HTTP', () => {
  let server: http.Server;
  let feedUrl: string;
  const seen: { ifNoneMatch?: string; ifModifiedSince?: string }[] = [];
  const ETAG = '"fixture-v1"';
  const LAST_MODIFIED = 'Fri, 20 Nov 2026 05:00:00 GMT';

  beforeAll(async () => {
    const rss = readFileSync(path.join(FIXTURES, 'markets.rss.xml'));
    server = http.createServer((request, response) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      seen.push({
        ...(ifNoneMatch ? { ifNoneMatch } : {}),
        ...(ifModifiedSince ? { ifModifiedSince } : {}),
      });
      if (ifNoneMatch === ETAG) {
        response.writeHead(304, { etag: ETAG }).end();
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/rss+xml',
        etag: ETAG,
        'last-modified': LAST_MODIFIED,
      });
      response.end(rss);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/markets.rss.xml`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is read with its last validators; a 304 stores nothing and keeps them', async () => {
    const provider = createRssNewsProvider({
      feeds: [feedUrl],
      testNetwork: { isAllowedAddress: (address) => address === '127.0.0.1', allowAnyPort: true },
    });
    const first = await ingestNews({ db: database.db, provider, history: simulator, now: NOW });
    expect(first).toEqual([{ feed: feedUrl, status: 'fresh', stored: 4 }]);
    const { tags } = await storedItem('https://www.example.com/markets/lt-large-order-2026-11-20.html');
    expect(tags.map((tag) => tag.securityId)).toEqual([ids.LT, ids.NIFTY]);
    const [switchItem] = await database.db
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(and(eq(newsItems.title, 'Network SWITCH maker lists on the SME platform')));
    expect(
      await database.db
        .select()
        .from(newsItemSecurities)
        .where(eq(newsItemSecurities.newsId, switchItem!.id)),
    ).toEqual([]);

    const before = await database.db.select({ n: count() }).from(newsItems);
    const second = await ingestNews({ db: database.db, provider, history: simulator, now: NOW });
    expect(second).toEqual([{ feed: feedUrl, status: 'not-modified', stored: 0 }]);
    expect(seen).toEqual([{}, { ifNoneMatch: ETAG, ifModifiedSince: LAST_MODIFIED }]);
    expect(await database.db.select({ n: count() }).from(newsItems)).toEqual(before);
    const [state] = await database.db
      .select()
      .from(newsFeedStates)
      .where(eq(newsFeedStates.feedUrl, feedUrl));
    expect(state).toMatchObject({ etag: ETAG, lastModified: LAST_MODIFIED, lastError: null });
  });
});

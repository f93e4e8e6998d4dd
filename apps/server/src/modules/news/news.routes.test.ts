import type { NewsItem, TrendingNewsResponse } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { SANDBOX_HEADLINES } from '../../providers/news/index.ts';

let ctx: TestContext;
const TOTAL = SANDBOX_HEADLINES.length;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/backend/api/trade/${url}`, headers });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  // Tests read the feeds by hand (NEWS_REFRESH_MS is 0 in the test configuration), once this
  // instance holds the job's lock (at once on PGlite, a moment later on PostgreSQL).
  await vi.waitFor(() => expect(ctx.app.news!.isLeader()).toBe(true), { timeout: 10_000 });
  expect(await ctx.app.news!.runOnce()).toEqual([
    { feed: 'sandbox:demo-headlines', status: 'fresh', stored: TOTAL },
  ]);
});
afterAll(() => ctx.close());

describe('GET /backend/api/trade/trending-news', () => {
  it('answers the first 10 headlines, newest first, with page_info', async () => {
    const response = await get('trending-news');
    expect(response.statusCode).toBe(200);
    const body = response.json<TrendingNewsResponse>();
    expect(body.page_info).toEqual({
      page_number: 1,
      detail_count: 10,
      total_page: Math.ceil(TOTAL / 10),
      total_count: TOTAL,
    });
    expect(body.news_data).toHaveLength(10);
    const times = body.news_data.map((item) => Date.parse(item.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.news_data[0]).toMatchObject({
      title: SANDBOX_HEADLINES[0]!.title,
      source: 'TradeCircle Demo Markets Desk',
      news_url: '/search/NIFTY-NSE',
      image_url: null,
      is_demo: true,
    });
  });

  it("shows the 'Since News' growth of up to two securities, in order of mention", async () => {
    const body = (await get('trending-news?detail_count=50')).json<TrendingNewsResponse>();
    const opening = body.news_data.find((item) => item.title.startsWith('NIFTY 50 opens higher'))!;
    // Three are named (NIFTY 50, HDFC Bank, ICICI Bank): the first two are shown.
    expect(opening.all_growth.map((growth) => [growth.symbol, growth.exchange])).toEqual([
      ['NIFTY', 'NSE'],
      ['HDFCBANK', 'NSE'],
    ]);
    for (const item of body.news_data) {
      expect(item.all_growth.length).toBeGreaterThanOrEqual(1);
      expect(item.all_growth.length).toBeLessThanOrEqual(2);
      for (const { growth } of item.all_growth) {
        expect(Number.isFinite(growth)).toBe(true);
        expect(Math.round(growth * 100) / 100).toBe(growth);
      }
    }
  });

  it('pages with detail_count and page_number; past the last page an empty list', async () => {
    const second = (await get('trending-news/?detail_count=5&page_number=2')).json<TrendingNewsResponse>();
    const all = (await get('trending-news?detail_count=50')).json<TrendingNewsResponse>();
    expect(second.news_data.map((item) => item.id)).toEqual(
      all.news_data.slice(5, 10).map((item) => item.id),
    );
    expect(second.page_info).toEqual({
      page_number: 2,
      detail_count: 5,
      total_page: Math.ceil(TOTAL / 5),
      total_count: TOTAL,
    });
    const lastPage = Math.ceil(TOTAL / 10);
    const last = (await get(`trending-news?page_number=${lastPage}`)).json<TrendingNewsResponse>();
    expect(last.news_data).toHaveLength(TOTAL - (lastPage - 1) * 10);
    const beyond = (await get(`trending-news?page_number=${lastPage + 1}`)).json<TrendingNewsResponse>();
    expect(beyond.news_data).toEqual([]);
    expect(beyond.page_info.total_page).toBe(lastPage);
  });

  it('answers 400 with the field named for bad paging', async () => {
    for (const [query, message] of [
      ['detail_count=0', 'detail_count must be a whole number from 1 to 50'],
      ['detail_count=51', 'detail_count must be a whole number from 1 to 50'],
      ['detail_count=ten', 'detail_count must be a whole number from 1 to 50'],
      ['detail_count=2.5', 'detail_count must be a whole number from 1 to 50'],
      ['page_number=0', 'page_number must be a page number from 1'],
      ['page_number=-3', 'page_number must be a page number from 1'],
      ['page_number=x', 'page_number must be a page number from 1'],
    ]) {
      const response = await get(`trending-news?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
      expect(response.body).not.toMatch(/at \w+ \(|\.ts:\d+/);
    }
  });

  it('serves visitors, and refuses a token that is sent but invalid', async () => {
    expect((await get('trending-news')).statusCode).toBe(200);
    expect((await get('trending-news', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});

describe('GET /backend/api/trade/news-detail/{id}/', () => {
  it('answers one item as the list shows it', async () => {
    const [first] = (await get('trending-news?detail_count=1')).json<TrendingNewsResponse>().news_data;
    const response = await get(`news-detail/${first!.id}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<NewsItem>();
    expect({ ...detail, all_growth: [] }).toEqual({ ...first, all_growth: [] });
    expect(detail.all_growth.map((growth) => growth.id)).toEqual(
      first!.all_growth.map((growth) => growth.id),
    );
    expect((await get(`news-detail/${first!.id}`)).statusCode).toBe(200);
  });

  it("answers 404 'News not found' for an unknown id and 400 for one that is not an id", async () => {
    const missing = await get('news-detail/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'News not found' });
    for (const id of ['abc', '0', '-1', '1.5']) {
      const bad = await get(`news-detail/${id}/`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().message, id).toBe('id must be a news id');
    }
  });
});

/** Top Profitable Trades and Trades to Focus: the 7-day window, the ranking, privacy, paging. */
import type { Trade } from '@tradecircle/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { findSecurity, type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { insertTrade } from '../../../test/trade-rows.ts';
import { trades, trendingTrades, watchlistItems, watchlists } from '../../db/schema/index.ts';
import { refreshTrending } from './index.ts';

let ctx: TestContext;
let poster: Session;
let reader: Session;
let copier: Session;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

type Page = { count: number; num: number; page: number; results: Trade[] };

async function get(path: string, session?: Session) {
  return ctx.app.inject({ url: `/backend${path}`, headers: session ? bearer(session.token.access) : {} });
}
async function page(path: string, session?: Session): Promise<Page> {
  const response = await get(path, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (body: Page) => body.results.map((trade) => trade.id);
/** `wanted` in the order the list has them (other trades of the seed may sit between). */
const orderOf = (body: Page, wanted: readonly number[]) => ids(body).filter((id) => wanted.includes(id));
const refresh = (now = new Date()) => refreshTrending(ctx.database.db, ctx.app.quotes, now);

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [poster, reader, copier] = await Promise.all([
    signInWithProfile(ctx.app, 'Pranav Poster'),
    signInWithProfile(ctx.app, 'Rohini Reader'),
    signInWithProfile(ctx.app, 'Chetan Copier'),
  ]);
});
afterAll(() => ctx.close());

describe('Top Profitable Trades', () => {
  type Call =
    | 'ten'
    | 'twenty'
    | 'sellFifteen'
    | 'loss'
    | 'flat'
    | 'eightDays'
    | 'sixDaysTwentyFive'
    | 'private'
    | 'group'
    | 'live'
    | 'upcoming'
    | 'expired';
  const t = {} as Record<Call, number>;

  beforeAll(async () => {
    const db = ctx.database.db;
    const live = ctx.app.quotes.getQuote((await findSecurity(db, 'INFY')).id)!.livePrice;
    const closed = (exitPrice: number, createdAt: Date, more: Parameters<typeof insertTrade>[2] = {}) =>
      insertTrade(
        db,
        { userId: poster.user_id },
        {
          entryPrice: 1000,
          exitPrice,
          status: 'Closed',
          liveAt: createdAt,
          closedAt: createdAt,
          createdAt,
          ...more,
        },
      ).then((row) => row.id);
    t.ten = await closed(1100, ago(1 * DAY));
    t.twenty = await closed(1200, ago(2 * DAY));
    t.sellFifteen = await closed(850, ago(3 * DAY), { tradeType: 'Sell' });
    t.loss = await closed(950, ago(1 * DAY));
    t.flat = await closed(1000, ago(1 * DAY));
    t.eightDays = await closed(1300, ago(8 * DAY));
    t.sixDaysTwentyFive = await closed(1250, ago(6 * DAY));
    t.private = await closed(1400, ago(1 * DAY), { visibility: 'private' });
    const group = await createGroup(ctx.app, poster, { group_type: 'Public' });
    t.group = await closed(1500, ago(1 * DAY), { visibility: 'group', groupId: group.id });
    // Live far below the live price: about +100% (ticks move it by a hair, not by 70 points).
    t.live = (
      await insertTrade(
        db,
        { userId: poster.user_id },
        {
          symbol: 'INFY',
          status: 'Active',
          entryPrice: Math.round(live * 50) / 100,
          liveAt: ago(3 * HOUR),
          createdAt: ago(3 * HOUR),
        },
      )
    ).id;
    t.upcoming = (
      await insertTrade(db, { userId: poster.user_id }, { status: 'Inactive', createdAt: ago(HOUR) })
    ).id;
    t.expired = await closed(1100, ago(2 * DAY), { status: 'expired' });
    await refresh();
  });

  it('lists public calls of the window in profit, best P&L % first', async () => {
    const body = await page(
      `/api/trade/${reader.user_id}/trending/?page=1&page_size=50&pandl_data__gt=0`,
      reader,
    );
    const mine = Object.values(t);
    expect(orderOf(body, mine)).toEqual([t.live, t.sixDaysTwentyFive, t.twenty, t.sellFifteen, t.ten]);
    const byId = new Map(body.results.map((trade) => [trade.id, trade]));
    expect(byId.get(t.twenty)).toMatchObject({ pl_percent: 20, status: 'Closed', visibility: 'followers' });
    expect(byId.get(t.sellFifteen)).toMatchObject({ pl_percent: 15, trade_type: 'Sell' });
    expect(byId.get(t.live)!.pl_percent).toBeGreaterThan(90);
    // The ranks hold only calls in profit, in non-increasing order of the P&L they were ranked by.
    const scores = (
      await ctx.database.db
        .select({ score: trendingTrades.score })
        .from(trendingTrades)
        .where(eq(trendingTrades.list, 'profitable'))
        .orderBy(asc(trendingTrades.rank))
    ).map((row) => row.score);
    expect(scores.every((score) => score > 0)).toBe(true);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.count).toBe(scores.length);
  });

  it('never lists a loss, a flat call, an upcoming or expired one, or one older than 7 days', async () => {
    const body = await page(`/api/trade/0/trending/?page_size=50`);
    for (const id of [t.loss, t.flat, t.upcoming, t.expired, t.eightDays])
      expect(ids(body)).not.toContain(id);
  });

  it('never lists private or group calls, not even to their owner', async () => {
    for (const session of [undefined, reader, poster]) {
      const body = await page(`/api/trade/${poster.user_id}/trending/?page_size=50`, session);
      expect(ids(body)).not.toContain(t.private);
      expect(ids(body)).not.toContain(t.group);
    }
  });

  it('answers the same list whoever the path names, and to a visitor', async () => {
    const visitor = await page(`/api/trade/${reader.user_id}/trending/?page_size=50`);
    const other = await page(`/api/trade/${poster.user_id}/trending/?page_size=50`, reader);
    expect(orderOf(visitor, Object.values(t))).toEqual(orderOf(other, Object.values(t)));
  });

  it('narrows the window with created__gte; an earlier date is the window', async () => {
    const since = encodeURIComponent(ago(1.5 * DAY).toISOString());
    const recent = await page(`/api/trade/0/trending/?page_size=50&created__gte=${since}`);
    expect(orderOf(recent, Object.values(t))).toEqual([t.live, t.ten]);
    expect(recent.results.every((trade) => new Date(trade.created) >= ago(1.5 * DAY + HOUR))).toBe(true);
    const month = encodeURIComponent(ago(30 * DAY).toISOString());
    const wide = await page(`/api/trade/0/trending/?page_size=50&created__gte=${month}`);
    expect(ids(wide)).not.toContain(t.eightDays);
    expect(wide.count).toBe((await page('/api/trade/0/trending/?page_size=50')).count);
    const future = encodeURIComponent(new Date(Date.now() + DAY).toISOString());
    expect((await page(`/api/trade/0/trending/?created__gte=${future}`)).count).toBe(0);
  });

  it('drops a call that left the window since the refresh', async () => {
    // Ranked two days ago, the 8-day-old call was 6 days old; read now, it is out.
    await refresh(ago(2 * DAY));
    const ranked = await ctx.database.db
      .select()
      .from(trendingTrades)
      .where(eq(trendingTrades.tradeId, t.eightDays));
    expect(ranked).toHaveLength(1);
    expect(ids(await page('/api/trade/0/trending/?page_size=50'))).not.toContain(t.eightDays);
    await refresh();
  });

  it('refuses another P&L floor and bad paging', async () => {
    const floor = await get('/api/trade/0/trending/?pandl_data__gt=5');
    expect(floor.statusCode).toBe(400);
    expect(floor.json().message).toBe(
      'pandl_data__gt can only be 0: Top Profitable Trades are the trades in profit',
    );
    for (const query of [
      'pandl_data__gt=abc',
      'page=0',
      'page_size=51',
      'page_size=0',
      'created__gte=yesterday',
    ]) {
      const refused = await get(`/api/trade/0/trending/?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toBeTruthy();
    }
    expect(JSON.stringify((await get('/api/trade/0/trending/?page_size=51')).json())).not.toMatch(
      /at |stack/,
    );
  });

  it('pages with count, num and page', async () => {
    const all = await page('/api/trade/0/trending/?page_size=50');
    const first = await page('/api/trade/0/trending/?page=1&page_size=2');
    const second = await page('/api/trade/0/trending/?page=2&page_size=2');
    expect(first).toMatchObject({ count: all.count, num: Math.ceil(all.count / 2), page: 1 });
    expect(second.page).toBe(2);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    const past = await page(`/api/trade/0/trending/?page=${first.num + 1}&page_size=2`);
    expect(past.results).toEqual([]);
    // The default page size is 6.
    expect((await page('/api/trade/0/trending/')).results.length).toBe(Math.min(6, all.count));
  });

  it('hides a call made private or deleted since the refresh, and counts without it', async () => {
    const before = await page('/api/trade/0/trending/?page_size=50', reader);
    await ctx.database.db.update(trades).set({ visibility: 'private' }).where(eq(trades.id, t.twenty));
    await ctx.database.db.delete(trades).where(eq(trades.id, t.ten));
    const after = await page('/api/trade/0/trending/?page_size=50', reader);
    expect(ids(after)).not.toContain(t.twenty);
    expect(ids(after)).not.toContain(t.ten);
    expect(after.count).toBe(before.count - 2);
    expect(ids(after)).toEqual(ids(before).filter((id) => id !== t.twenty && id !== t.ten));
  });
});

describe('Trades to Focus', () => {
  const u = {} as Record<'three' | 'two' | 'newest' | 'older' | 'nineDays' | 'private' | 'live', number>;
  let listCount = 0;

  async function bookmark(session: Session, tradeId: number) {
    const db = ctx.database.db;
    listCount += 1;
    const [list] = await db
      .insert(watchlists)
      .values({ profileId: session.profile_id, name: `Focus ${listCount}`, watchlistType: 'trade' })
      .returning();
    await db.insert(watchlistItems).values({ watchlistId: list!.id, tradeId });
  }
  async function copy(tradeId: number) {
    // A private copy: it counts for its origin without being a public upcoming call itself.
    await insertTrade(
      ctx.database.db,
      { userId: copier.user_id },
      {
        status: 'Inactive',
        copyOriginId: tradeId,
        visibility: 'private',
      },
    );
  }

  beforeAll(async () => {
    const db = ctx.database.db;
    const upcoming = async (createdAt: Date, more: Parameters<typeof insertTrade>[2] = {}) =>
      (await insertTrade(db, { userId: poster.user_id }, { status: 'Inactive', createdAt, ...more })).id;
    u.three = await upcoming(ago(1 * DAY));
    u.two = await upcoming(ago(3 * DAY));
    u.newest = await upcoming(ago(2 * HOUR));
    u.older = await upcoming(ago(5 * HOUR));
    u.nineDays = await upcoming(ago(9 * DAY));
    u.private = await upcoming(ago(1 * HOUR), { visibility: 'private' });
    u.live = (
      await insertTrade(
        db,
        { userId: poster.user_id },
        { status: 'Active', createdAt: ago(HOUR), liveAt: ago(HOUR) },
      )
    ).id;
    await copy(u.three);
    await copy(u.three);
    await bookmark(reader, u.three);
    await copy(u.two);
    await bookmark(copier, u.two);
    for (let i = 0; i < 5; i += 1) await bookmark(reader, u.nineDays);
    await bookmark(reader, u.private);
    await refresh();
  });

  const url = (query = '') => `/api/trade/${reader.user_id}/trending/upcoming/?page=1&page_size=50${query}`;

  it('lists public upcoming calls of the window, most copied and bookmarked first, then newest', async () => {
    const body = await page(url('&status=Inactive'), reader);
    expect(orderOf(body, Object.values(u))).toEqual([u.three, u.two, u.newest, u.older]);
    expect(body.results.every((trade) => trade.status === 'Inactive')).toBe(true);
    expect(body.results.every((trade) => trade.visibility === 'followers')).toBe(true);
    for (const id of [u.nineDays, u.private, u.live]) expect(ids(body)).not.toContain(id);
  });

  it('refuses any status but Inactive', async () => {
    for (const status of ['Active', 'Closed', 'inactive']) {
      const refused = await get(url(`&status=${status}`));
      expect(refused.statusCode, status).toBe(400);
      expect(refused.json().message).toBe('status can only be Inactive: Trades to Focus are upcoming trades');
    }
  });

  it('narrows with created__gte and pages', async () => {
    const since = encodeURIComponent(ago(12 * HOUR).toISOString());
    const recent = await page(url(`&created__gte=${since}`));
    expect(orderOf(recent, Object.values(u))).toEqual([u.newest, u.older]);
    const all = await page(url());
    const second = await page(`/api/trade/0/trending/upcoming/?page=2&page_size=3`);
    expect(second).toMatchObject({ count: all.count, num: Math.ceil(all.count / 3), page: 2 });
    expect(ids(second)).toEqual(ids(all).slice(3, 6));
  });

  it('hides a call made private since the refresh', async () => {
    await ctx.database.db.update(trades).set({ visibility: 'private' }).where(eq(trades.id, u.three));
    const body = await page(url(), reader);
    expect(orderOf(body, Object.values(u))).toEqual([u.two, u.newest, u.older]);
  });
});

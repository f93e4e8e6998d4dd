/**
 * Group trades (issue 17): only the group's admin posts them; trade-list-view and groups/{id}/trades
 * list them for the admin and members with the spec's filters, 18 a page; a non-member learns only
 * that featured ones exist (no call details); featuring stops at 10 per group, also when 20 ask at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { addMember, createGroup, leaveGroup, postGroupTrade } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  sellTradeBody,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { groups, outboxEvents, trades } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Session;
let member: Session;
let outsider: Session;
let groupId: number;
let stockId: number;
const posted: number[] = [];

const as = (session?: Session) => (session ? bearer(session.token.access) : {});
const listView = (query: string, session?: Session) =>
  ctx.app.inject({
    url: `/backend/api/trade/trade-list-view/?group_id=${groupId}&${query}`,
    headers: as(session),
  });

async function post(body: Record<string, unknown>, session = admin) {
  const response = await postGroupTrade(ctx.app, session, groupId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; visibility: string; posted_by_group: unknown };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [admin, member, outsider] = await Promise.all([
    signInWithProfile(ctx.app, 'Gauri Group Admin'),
    signInWithProfile(ctx.app, 'Manav Member'),
    signInWithProfile(ctx.app, 'Omkar Outsider'),
  ]);
  groupId = (await createGroup(ctx.app, admin, { name: 'Swing Club', group_type: 'Private' })).id;
  await addMember(ctx.app, admin, groupId, member);
  stockId = (await findSecurity(ctx.database.db, 'RELIANCE', 'NSE'))!.id;
  const price = await livePriceOf(ctx.app, stockId);
  // 20 Upcoming Buys, 2 Upcoming Sells; one of the Buys is then set Closed.
  for (let index = 0; index < 20; index += 1)
    posted.push((await post(buyTradeBody(stockId, price * 1.2))).id);
  for (let index = 0; index < 2; index += 1)
    posted.push((await post(sellTradeBody(stockId, price * 0.8))).id);
  await ctx.database.db
    .update(trades)
    .set({ status: 'Closed', exitPrice: price, closedAt: new Date() })
    .where(eq(trades.id, posted[0]!));
});
afterAll(() => ctx.close());

describe('posting to a group', () => {
  it('posts as a group trade naming its group, and counts it', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const trade = await post(buyTradeBody(stockId, price * 1.2));
    posted.push(trade.id);
    expect(trade.visibility).toBe('group');
    expect(trade.posted_by_group).toEqual({ id: groupId, name: 'Swing Club', group_type: 'Private' });
    const [group] = await ctx.database.db.select().from(groups).where(eq(groups.id, groupId));
    expect(group!.tradesCount).toBe(posted.length);
    expect(group!.lastTradeAt).not.toBeNull();
  });

  it('refuses anyone but the admin, a missing group, and a group choice on the plain route for a non-admin', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const body = buyTradeBody(stockId, price * 1.2);
    expect((await postGroupTrade(ctx.app, member, groupId, body)).statusCode).toBe(403);
    expect((await postGroupTrade(ctx.app, admin, 2_000_000_000, body)).statusCode).toBe(404);
    const viaPlain = await postTrade(ctx.app, member, { ...body, visibility: 'group', group: groupId });
    expect(viaPlain.statusCode).toBe(403);
    const noGroup = await postTrade(ctx.app, admin, { ...body, visibility: 'group' });
    expect(noGroup.statusCode).toBe(400);
    expect(JSON.stringify(noGroup.json())).toContain('Please select a group');
  });
});

describe('trade-list-view', () => {
  it('pages the group trades 18 at a time, newest first, for members and the admin', async () => {
    const first = await listView('trade_status=ALL&page_number=1', member);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.page_info).toEqual({
      page_number: 1,
      detail_count: 18,
      total_page: 2,
      total_count: posted.length,
    });
    expect(body.results.map((trade: { id: number }) => trade.id)).toEqual([...posted].reverse().slice(0, 18));
    // The whole page and, for a member, each whole trade: the fields get-trade answers, no fewer or more.
    expect(Object.keys(body).sort()).toEqual(['is_member', 'page_info', 'results']);
    expect(body.is_member).toBe(true);
    const single = await ctx.app.inject({
      url: `/backend/api/trade/get-trade/${body.results[0].id}`,
      headers: as(member),
    });
    expect(Object.keys(body.results[0]).sort()).toEqual(Object.keys(single.json()).sort());
    const second = (await listView('trade_status=ALL&page_number=2', admin)).json();
    expect(second.results).toHaveLength(posted.length - 18);
    const viaGroupRoute = await ctx.app.inject({
      url: `/backend/api/groups/${groupId}/trades/?page=1`,
      headers: as(member),
    });
    // The same trades (their live prices may have ticked between the two reads).
    const ids = (results: { id: number }[]) => results.map((trade) => trade.id);
    expect(ids(viaGroupRoute.json().results)).toEqual(ids(body.results));
    expect(Object.keys(viaGroupRoute.json()).sort()).toEqual(['is_member', 'page_info', 'results']);
  });

  it('counts a filtered view up to ten pages past the one asked for, the whole group exactly', async () => {
    const filtered = (await listView('trade_status=Inactive&detail_count=1&page_number=2', member)).json();
    // 11 pages of 1 past the first row: at least 12 Upcoming trades (there are more).
    expect(filtered.page_info).toEqual({ page_number: 2, detail_count: 1, total_page: 12, total_count: 12 });
    const whole = (await listView('trade_status=ALL&detail_count=1', member)).json();
    expect(whole.page_info.total_count).toBe(posted.length);
  });

  it('filters by status, side and date', async () => {
    const closed = (await listView('trade_status=Closed', member)).json();
    expect(closed.results.map((trade: { id: number }) => trade.id)).toEqual([posted[0]]);
    const upcoming = (await listView('trade_status=Inactive&detail_count=50', member)).json();
    expect(upcoming.page_info.total_count).toBe(posted.length - 1);
    const sells = (await listView('filter_by=Sell', member)).json();
    expect(sells.results).toHaveLength(2);
    expect(sells.results.every((trade: { trade_type: string }) => trade.trade_type === 'Sell')).toBe(true);
    const past = (await listView('start_date=2020-01-01&end_date=2020-01-31', member)).json();
    expect(past.results).toEqual([]);
    expect((await listView('trade_status=Open', member)).statusCode).toBe(400);
    expect((await listView('filter_by=Hold', member)).statusCode).toBe(400);
    expect((await listView('start_date=2026-02-30&end_date=2026-03-01', member)).statusCode).toBe(400);
  });

  it("reads filters, the desktop filters as one JSON object, in the spec's full call", async () => {
    const ids = (response: { json(): { results: { id: number }[] } }) =>
      response.json().results.map((trade) => trade.id);
    // Every parameter of groups-and-payments.md §7's row, as a client sends them.
    const specCall = (filters: unknown, session: Session | null = member) =>
      listView(
        new URLSearchParams({
          filter_by: 'ALL',
          res_type: 'others',
          trade_status: 'ALL',
          page_number: '1',
          detail_count: '18',
          is_same_user: 'false',
          is_admin: 'false',
          filters: typeof filters === 'string' ? filters : JSON.stringify(filters),
        }).toString(),
        session ?? undefined,
      );
    const newestFirst = [...posted].reverse();
    const sells = [posted[21], posted[20]];

    const sellOnly = await specCall({ trade_type: 'Sell' });
    expect(sellOnly.statusCode, sellOnly.body).toBe(200);
    expect(Object.keys(sellOnly.json()).sort()).toEqual(['is_member', 'page_info', 'results']);
    expect(ids(sellOnly)).toEqual(sells);
    expect(sellOnly.json().page_info).toMatchObject({ page_number: 1, detail_count: 18, total_count: 2 });

    expect(ids(await specCall({ trade_status: 'Closed' }))).toEqual([posted[0]]);
    // The Buys not Closed (all are Upcoming or Live), newest first.
    expect(ids(await specCall({ filter_by: 'Buy', trade_status: ['Upcoming', 'Live'] }))).toEqual(
      newestFirst.filter((id) => id !== posted[0] && !sells.includes(id)).slice(0, 18),
    );
    expect(ids(await specCall({ duration: 1, start_date: '2020-01-01', end_date: '2099-12-31' }))).toEqual(
      newestFirst.slice(0, 18),
    );
    expect(ids(await specCall({ duration: [3, 4] }))).toEqual([]);
    expect(ids(await specCall({ start_date: '2020-01-01', end_date: '2020-01-31' }))).toEqual([]);
    // Each of these filters nothing.
    for (const nothing of ['', 'null', '{}', { trade_type: 'ALL', duration: null, trade_status: [] }]) {
      const all = await specCall(nothing);
      expect(all.statusCode, JSON.stringify(nothing)).toBe(200);
      expect(all.json().page_info.total_count).toBe(posted.length);
    }
    // The filters and the separate parameters hold together.
    const closedSells = await listView(
      `trade_status=Closed&filters=${encodeURIComponent('{"trade_type":"Sell"}')}`,
      member,
    );
    expect(closedSells.json().results).toEqual([]);
    // A non-member or a visitor still sees no trade, filters or not.
    for (const viewer of [outsider, null]) {
      const seen = await specCall({ trade_type: 'Sell' }, viewer);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().results).toEqual([]);
    }
  });

  it('refuses a filters value it cannot read with a clear 400', async () => {
    const cases: [string, string][] = [
      [
        'Live',
        'filters must be a JSON object such as {"trade_type":"Buy","trade_status":"Live","duration":[1,3],"start_date":"2026-01-01","end_date":"2026-01-31"}',
      ],
      [
        '["Buy"]',
        'filters must be a JSON object such as {"trade_type":"Buy","trade_status":"Live","duration":[1,3],"start_date":"2026-01-01","end_date":"2026-01-31"}',
      ],
      [
        '{"colour":"red"}',
        'filters: unknown filter colour; use trade_status, trade_type, filter_by, duration, start_date, end_date',
      ],
      ['{"trade_type":"Hold"}', 'filters: Unknown side filter Hold: use Buy or Sell'],
      ['{"trade_status":"Open"}', 'filters: Unknown status filter Open: use Live, Upcoming or Closed'],
      ['{"duration":9}', 'filters: Unknown duration filter 9: use the ids of duration-list'],
      ['{"trade_status":{"is":"Live"}}', 'filters: trade_status must be a word, a number or a list of them'],
      ['{"start_date":"2026-01-01"}', 'filters: start_date and end_date go together'],
      ['{"start_date":"2026-02-30","end_date":"2026-03-01"}', 'filters: Invalid date 2026-02-30'],
      [`{"trade_type":"${'B'.repeat(1000)}"}`, 'filters is at most 1000 characters'],
    ];
    for (const [filters, message] of cases) {
      const response = await listView(`filters=${encodeURIComponent(filters)}`, member);
      expect(response.statusCode, filters).toBe(400);
      expect(response.json().message, filters).toBe(message);
    }
    // Read before the group is looked up, for anyone.
    const missing = await ctx.app.inject({
      url: `/backend/api/trade/trade-list-view/?group_id=2000000000&filters=${encodeURIComponent('{"trade_type":"Sell"}')}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a non-member no trade, and featured ones only as locked, without call details', async () => {
    for (const id of posted.slice(1, 4)) {
      const featured = await ctx.app.inject({
        method: 'PATCH',
        url: '/backend/api/trade/trade-detail-patch-featured/',
        headers: as(admin),
        payload: { id, is_featured: true, request_type: 'featured' },
      });
      expect(featured.statusCode, featured.body).toBe(200);
    }
    for (const viewer of [outsider, undefined]) {
      const all = (await listView('trade_status=ALL', viewer)).json();
      expect(all.results).toEqual([]);
      const locked = await listView('res_type=featured', viewer);
      expect(locked.statusCode).toBe(200);
      const results = locked.json().results;
      expect(results.map((trade: { id: number }) => trade.id).sort()).toEqual(posted.slice(1, 4).sort());
      for (const trade of results) {
        expect(Object.keys(trade).sort()).toEqual([
          'created',
          'id',
          'is_featured',
          'is_locked',
          'posted_by_group',
          'status',
        ]);
        expect(trade.is_locked).toBe(true);
      }
      expect(JSON.stringify(results)).not.toMatch(/entry_price|target|stop_loss|RELIANCE|security/);
      // Side and duration are call details: filtering the locked list by them tells nothing.
      for (const probe of [
        'filter_by=Sell',
        'duration=4',
        `filters=${encodeURIComponent('{"trade_type":"Sell"}')}`,
      ]) {
        const probed = (await listView(`res_type=featured&${probe}`, viewer)).json().results;
        expect(probed.map((trade: { id: number }) => trade.id).sort(), probe).toEqual(
          posted.slice(1, 4).sort(),
        );
      }
      // What it shows (status, posting date) it may be narrowed by.
      const closed = await listView(
        `res_type=featured&filters=${encodeURIComponent('{"trade_status":"Closed"}')}`,
        viewer,
      );
      expect(closed.json().results).toEqual([]);
    }
    const memberSells = await listView(
      `res_type=featured&filters=${encodeURIComponent('{"trade_type":"Sell"}')}`,
      member,
    );
    expect(memberSells.json().results).toEqual([]);
    const forMember = (await listView('res_type=featured', member)).json().results;
    expect(forMember).toHaveLength(3);
    expect(forMember[0].security_symbol).toBe('RELIANCE');
  });

  it('takes a leaving member out at once', async () => {
    const leaver = await signInWithProfile(ctx.app, 'Lata Leaver');
    await addMember(ctx.app, admin, groupId, leaver);
    expect((await listView('trade_status=ALL', leaver)).json().results.length).toBeGreaterThan(0);
    await leaveGroup(ctx.app, leaver, groupId);
    expect((await listView('trade_status=ALL', leaver)).json().results).toEqual([]);
    const detail = await ctx.app.inject({
      url: `/backend/api/trade/get-trade/${posted[1]}`,
      headers: as(leaver),
    });
    expect(detail.statusCode).toBe(404);
  });

  it('answers 404 for a missing group and 400 for a bad id', async () => {
    expect(
      (await ctx.app.inject({ url: '/backend/api/trade/trade-list-view/?group_id=2000000000' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/backend/api/trade/trade-list-view/?group_id=x' })).statusCode).toBe(
      400,
    );
  });
});

describe('featured trades of a group', () => {
  it('stops at 10, also when 20 ask at once, and only the admin features', async () => {
    const fresh = (await createGroup(ctx.app, admin, { group_type: 'Public' })).id;
    const price = await livePriceOf(ctx.app, stockId);
    const ids: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const response = await postGroupTrade(ctx.app, admin, fresh, buyTradeBody(stockId, price * 1.2));
      ids.push(response.json().id);
    }
    const feature = (id: number, session: Session) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/backend/api/trade/trade-detail-patch-featured/',
        headers: as(session),
        payload: { id, is_featured: true, request_type: 'featured' },
      });
    await addMember(ctx.app, admin, fresh, member);
    expect((await feature(ids[0]!, member)).statusCode).toBe(403);
    const answers = await Promise.all(ids.map((id) => feature(id, admin)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refusals = answers.filter((answer) => answer.statusCode === 400);
    expect(refusals).toHaveLength(10);
    expect(refusals[0]!.json().message).toBe('A group can feature at most 10 trades; unfeature one first');
    const featured = await ctx.database.db.select().from(trades).where(eq(trades.groupId, fresh));
    expect(featured.filter((trade) => trade.isFeatured)).toHaveLength(10);
  });
});

describe('deleting a group trade', () => {
  it('tells the members who bookmarked it, not one who left since', async () => {
    const bookmarker = await signInWithProfile(ctx.app, 'Bela Bookmarker');
    const leaver = await signInWithProfile(ctx.app, 'Lalit Leaver');
    for (const session of [bookmarker, leaver]) await addMember(ctx.app, admin, groupId, session);
    const price = await livePriceOf(ctx.app, stockId);
    const trade = await post(buyTradeBody(stockId, price * 1.2));
    for (const session of [bookmarker, leaver]) {
      const tabs = await ctx.app.inject({
        url: `/backend/watchlist/detail/?category__watchlist_type=trade&profile__user__id=${session.user_id}`,
        headers: as(session),
      });
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/backend/watchlist/items/',
        headers: as(session),
        payload: { watchlist: tabs.json()[0].id, trade: trade.id },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    await leaveGroup(ctx.app, leaver, groupId);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: as(admin),
      payload: { id: trade.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [event] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'trade.deleted'),
          sql`(${outboxEvents.payload} ->> 'tradeId')::int = ${trade.id}`,
        ),
      );
    expect((event!.payload as { audienceUserIds: number[] }).audienceUserIds).toEqual([bookmarker.user_id]);
  });
});

/**
 * trade-list, filter-trades and all-trade-list: each filter filters (status with expired under
 * Closed, sides, durations, IST date ranges), the word null means no filter, pages of 10 end in an
 * empty page, and profile lists group into today / past week / other by IST days.
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
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
import { trades } from '../../db/schema/index.ts';

type Status = 'Inactive' | 'Active' | 'Closed' | 'expired';
type ListedTrade = { id: number; status: Status; trade_type: 'Buy' | 'Sell'; duration: number };

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

let ctx: TestContext;
let lister: Session;
let pager: Session;
let grouper: Session;
let stockId: number;
let price: number;
/** The lister's trades by name; see beforeAll for their status, side, duration and IST creation time. */
const named: Record<string, number> = {};
let pagerTrades: number[] = [];

const inject = (options: InjectOptions) => ctx.app.inject(options);
const idsOf = (list: { id: number }[]) => list.map((trade) => trade.id);

async function post(session: Session, side: 'Buy' | 'Sell', overrides: Record<string, unknown> = {}) {
  const body =
    side === 'Buy'
      ? buyTradeBody(stockId, price * 1.25, overrides)
      : sellTradeBody(stockId, price * 0.75, overrides);
  const response = await postTrade(ctx.app, session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function setRow(tradeId: number, values: Partial<typeof trades.$inferInsert>) {
  await ctx.database.db.update(trades).set(values).where(eq(trades.id, tradeId));
}

const filterUrl = (tab: number, userId: number, page: number, segments: string) =>
  `/backend/api/trade/filter-trades/${tab}/${userId}/${page}/${segments}`;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [lister, pager, grouper] = await Promise.all([
    signInWithProfile(ctx.app, 'Lata Lister'),
    signInWithProfile(ctx.app, 'Pankaj Pager'),
    signInWithProfile(ctx.app, 'Gita Grouper'),
  ]);
  const stock = await findSecurity(ctx.database.db, 'TCS', 'NSE');
  stockId = stock!.id;
  price = await livePriceOf(ctx.app, stockId);

  // Entries 25% away from the live price keep the lifecycle engine off these trades; the Live one
  // (a Buy entered above the price) gets its stop loss far below the price, or the engine, which
  // may read it at any time on PostgreSQL, would close it at its stop loss mid-test.
  const plan: [string, 'Buy' | 'Sell', Status, number, string][] = [
    // name, side, status, duration, created (UTC; IST is 5:30 ahead)
    ['upcomingLateJan10', 'Buy', 'Inactive', 1, '2026-01-10T18:29:00Z'], // 23:59 IST on 10 Jan
    ['liveEarlyJan11', 'Buy', 'Active', 3, '2026-01-10T18:31:00Z'], // 00:01 IST on 11 Jan
    ['closedJan11', 'Sell', 'Closed', 4, '2026-01-11T06:00:00Z'], // 11:30 IST on 11 Jan
    ['expiredJan12', 'Sell', 'expired', 1, '2026-01-12T00:00:00Z'], // 05:30 IST on 12 Jan
    ['upcomingMidnightJan10', 'Buy', 'Inactive', 2, '2026-01-09T18:30:00Z'], // 00:00 IST on 10 Jan
  ];
  for (const [name, side, status, duration, created] of plan) {
    const id = await post(lister, side, { duration });
    await setRow(id, {
      status,
      createdAt: new Date(created),
      ...(status === 'Active'
        ? { liveAt: new Date(created), stopLoss: price * 0.5, firstStopLoss: price * 0.5 }
        : {}),
      ...(status === 'Closed' ? { exitPrice: price, closedAt: new Date(created) } : {}),
    });
    named[name] = id;
  }
  for (let index = 0; index < 12; index += 1) pagerTrades.push(await post(pager, 'Buy'));
  // Newest first: posted one after another, so the higher id is the newer.
  pagerTrades = pagerTrades.toReversed();
  named.copy = await post(lister, 'Buy', { copy_origin: pagerTrades[0] });
  await setRow(named.copy, { createdAt: new Date('2026-01-11T10:00:00Z') });
});
afterAll(() => ctx.close());

describe('filter-trades', () => {
  it('filters a profile tab by status (expired under Closed), side, duration and IST days, newest first', async () => {
    const n = named;
    const cases: [string, number[]][] = [
      [
        'null/null/null/null',
        [n.expiredJan12!, n.closedJan11!, n.liveEarlyJan11!, n.upcomingLateJan10!, n.upcomingMidnightJan10!],
      ],
      [
        'undefined/undefined/undefined/undefined',
        [n.expiredJan12!, n.closedJan11!, n.liveEarlyJan11!, n.upcomingLateJan10!, n.upcomingMidnightJan10!],
      ],
      ['Live/null/null/null', [n.liveEarlyJan11!]],
      ['Upcoming/null/null/null', [n.upcomingLateJan10!, n.upcomingMidnightJan10!]],
      ['Closed/null/null/null', [n.expiredJan12!, n.closedJan11!]],
      ['Live,Upcoming/null/null/null', [n.liveEarlyJan11!, n.upcomingLateJan10!, n.upcomingMidnightJan10!]],
      ['live,closed/null/null/null', [n.expiredJan12!, n.closedJan11!, n.liveEarlyJan11!]],
      ['null/Buy/null/null', [n.liveEarlyJan11!, n.upcomingLateJan10!, n.upcomingMidnightJan10!]],
      ['null/Sell/null/null', [n.expiredJan12!, n.closedJan11!]],
      [
        'null/Buy,Sell/null/null',
        [n.expiredJan12!, n.closedJan11!, n.liveEarlyJan11!, n.upcomingLateJan10!, n.upcomingMidnightJan10!],
      ],
      ['null/null/1/null', [n.expiredJan12!, n.upcomingLateJan10!]],
      ['null/null/3,4/null', [n.closedJan11!, n.liveEarlyJan11!]],
      ['null/null/2/null', [n.upcomingMidnightJan10!]],
      // IST days, both ends included: 00:00 and 23:59 IST on 10 Jan are that day, 00:01 on 11 Jan is not.
      ['null/null/null/2026-01-10,2026-01-10', [n.upcomingLateJan10!, n.upcomingMidnightJan10!]],
      ['null/null/null/2026-01-11,2026-01-11', [n.closedJan11!, n.liveEarlyJan11!]],
      ['null/null/null/2026-01-11,2026-01-12', [n.expiredJan12!, n.closedJan11!, n.liveEarlyJan11!]],
      ['null/null/null/2026-01-01,2026-01-09', []],
      ['Closed/Sell/1/null', [n.expiredJan12!]],
      ['Upcoming/Buy/2/2026-01-10,2026-01-10', [n.upcomingMidnightJan10!]],
      ['Live/Sell/null/null', []],
    ];
    for (const [segments, expected] of cases) {
      const response = await inject({ url: filterUrl(0, lister.user_id, 1, segments) });
      expect(response.statusCode, segments).toBe(200);
      const body = response.json();
      expect(idsOf(body.result), segments).toEqual(expected);
      // Created in January 2026, so all of them are older than the past week.
      expect(body.count, segments).toEqual({
        trade_today: 0,
        trade_past_week: 0,
        trade_other: expected.length,
      });
      expect(idsOf(body.other), segments).toEqual(expected);
      expect(body.num, segments).toBe(Math.ceil(expected.length / 10));
    }
  });

  it('keeps tabs apart: copies only under tab 1, filtered the same way', async () => {
    const followed = (segments: string) =>
      inject({ url: filterUrl(1, lister.user_id, 1, segments) }).then((response) =>
        idsOf(response.json().result),
      );
    expect(await followed('null/null/null/null')).toEqual([named.copy]);
    expect(await followed('Upcoming/Buy/1/2026-01-11,2026-01-11')).toEqual([named.copy]);
    expect(await followed('Live/null/null/null')).toEqual([]);
    expect(await followed('null/Sell/null/null')).toEqual([]);
    const posted = idsOf(
      (await inject({ url: filterUrl(0, lister.user_id, 1, 'null/null/null/null') })).json().result,
    );
    expect(posted).not.toContain(named.copy);
  });

  it('pages by 10, newest first, with an empty page past the end', async () => {
    const page = async (url: string) => (await inject({ url })).json();
    for (const pageUrl of [
      (number: number) => `/backend/api/trade/trade-list/${pager.user_id}/0/${number}`,
      (number: number) => filterUrl(0, pager.user_id, number, 'Upcoming/Buy/1/null'),
    ]) {
      const [first, second, third] = await Promise.all([1, 2, 3].map((number) => page(pageUrl(number))));
      expect([first.num, second.num, third.num]).toEqual([2, 2, 2]);
      expect(idsOf(first.result)).toEqual(pagerTrades.slice(0, 10));
      expect(idsOf(second.result)).toEqual(pagerTrades.slice(10));
      expect(third.result).toEqual([]);
      expect(third.count).toEqual(first.count);
    }
  });

  it('groups a profile list into today, the past week and other by IST days', async () => {
    const istNow = Date.now() + IST_OFFSET_MS;
    const todayStart = istNow - (istNow % DAY_MS) - IST_OFFSET_MS;
    const times = {
      now: Date.now(),
      justAfterMidnight: todayStart + 30_000,
      justBeforeMidnight: todayStart - 30_000,
      threeDaysAgo: Date.now() - 3 * DAY_MS,
      monthAgo: Date.now() - 30 * DAY_MS,
    };
    const idByTime: Record<string, number> = {};
    for (const [name, at] of Object.entries(times)) {
      idByTime[name] = await post(grouper, 'Buy');
      await setRow(idByTime[name]!, { createdAt: new Date(at) });
    }
    const body = (await inject({ url: `/backend/api/trade/trade-list/${grouper.user_id}/0/1` })).json();
    const sorted = (list: { id: number }[]) => idsOf(list).sort((a, b) => a - b);
    expect(sorted(body.today)).toEqual([idByTime.now!, idByTime.justAfterMidnight!].sort((a, b) => a - b));
    expect(sorted(body.past_week)).toEqual(
      [idByTime.justBeforeMidnight!, idByTime.threeDaysAgo!].sort((a, b) => a - b),
    );
    expect(idsOf(body.other)).toEqual([idByTime.monthAgo]);
    expect(body.count).toEqual({ trade_today: 2, trade_past_week: 2, trade_other: 1 });
  });
});

describe('all-trade-list', () => {
  /** Every trade of the feed with these filter segments, walking every page as a visitor. */
  async function wholeFeed(segments: string): Promise<{ trades: ListedTrade[]; num: number }> {
    const url = (page: number) => `/backend/api/trade/all-trade-list/null/${page}/${segments}`;
    const first = await inject({ url: url(1) });
    expect(first.statusCode, segments).toBe(200);
    const { num } = first.json();
    const listed: ListedTrade[] = [...first.json().result];
    for (let page = 2; page <= num; page += 1)
      listed.push(...(await inject({ url: url(page) })).json().result);
    const past = (await inject({ url: url(num + 1) })).json();
    expect(past, `${segments}: the page after the last`).toEqual({ result: [], num });
    return { trades: listed, num };
  }

  it('lists every public trade for the word null, page by page', async () => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(trades)
      .where(eq(trades.visibility, 'followers'));
    const publicCount = row!.n;
    const { trades: listed, num } = await wholeFeed('null/null/null');
    expect(new Set(idsOf(listed)).size).toBe(publicCount);
    expect(num).toBe(Math.ceil(publicCount / 10));
    expect(idsOf(listed)).toEqual(expect.arrayContaining(Object.values(named)));
  });

  it('applies status, side and duration filters to the whole feed', async () => {
    const statusesOf: Record<string, Status[]> = {
      Live: ['Active'],
      Upcoming: ['Inactive'],
      Closed: ['Closed', 'expired'],
      'Live,Closed': ['Active', 'Closed', 'expired'],
    };
    const cases: [string, string, string, string[]][] = [
      ['Closed', 'null', 'null', ['expiredJan12', 'closedJan11']],
      ['Live', 'Buy', 'null', ['liveEarlyJan11']],
      ['Upcoming', 'Buy', '2', ['upcomingMidnightJan10']],
      ['null', 'Sell', '1', ['expiredJan12']],
      ['Live,Closed', 'Buy,Sell', '3,4', ['liveEarlyJan11', 'closedJan11']],
    ];
    for (const [status, sides, durations, expectedNames] of cases) {
      const segments = `${status}/${sides}/${durations}`;
      const { trades: listed } = await wholeFeed(segments);
      for (const trade of listed) {
        if (status !== 'null') expect(statusesOf[status], `${segments} #${trade.id}`).toContain(trade.status);
        if (sides !== 'null')
          expect(sides.split(','), `${segments} #${trade.id}`).toContain(trade.trade_type);
        if (durations !== 'null') {
          expect(durations.split(',').map(Number), `${segments} #${trade.id}`).toContain(trade.duration);
        }
      }
      const listerIds = new Set(Object.values(named));
      const ours = idsOf(listed).filter((id) => listerIds.has(id));
      expect(ours.sort(), segments).toEqual(expectedNames.map((name) => named[name]!).sort());
    }
  });

  it('shows the caller their own private trades, and no one else', async () => {
    const own = await post(lister, 'Buy', { is_trade_private: true });
    const feedOf = async (session?: Session) =>
      idsOf(
        (
          await inject({
            url: '/backend/api/trade/all-trade-list/null/1/Upcoming/Buy/1',
            headers: session ? bearer(session.token.access) : {},
          })
        ).json().result,
      );
    expect(await feedOf(lister)).toContain(own);
    expect(await feedOf(pager)).not.toContain(own);
    expect(await feedOf()).not.toContain(own);
  });
});

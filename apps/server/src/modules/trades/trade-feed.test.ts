/**
 * The Home feed (all-trade-list for a signed-in caller): the trades of the experts the caller
 * follows, those on the securities in the caller's stock tabs, and the caller's own, newest first,
 * filtered, with visibility applied; a visitor's feed is every public trade. And the follow flags
 * every trade answer carries: is_following_user, is_follower (copied), is_follower_security.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createGroup, postGroupTrade } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { insertTrade } from '../../../test/trade-rows.ts';
import { profiles, trades } from '../../db/schema/index.ts';
import { FEED_PAGES_AHEAD } from './trade-lists.service.ts';

type Listed = {
  id: number;
  posted_by_id: number;
  status: string;
  trade_type: string;
  is_following_user: boolean;
  is_follower: boolean;
  is_follower_security: boolean;
};

let ctx: TestContext;
let reader: Session;
let followed: Session;
let stranger: Session;
let relianceId: number;
let infyId: number;

const inject = (options: InjectOptions) => ctx.app.inject(options);
const as = (session?: Session) => (session ? bearer(session.token.access) : {});

async function follow(session: Session, userId: number, kind: 'follow' | 'unfollow' = 'follow') {
  const response = await inject({
    method: 'POST',
    url: kind === 'follow' ? '/backend/api/follow-influencer/' : '/backend/api/un-follow-influencer/',
    headers: as(session),
    payload: kind === 'follow' ? { to_follow_id: userId } : { to_unfollow_id: userId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function post(session: Session, securityId: number, overrides: Record<string, unknown> = {}) {
  const price = await livePriceOf(ctx.app, securityId);
  const response = await postTrade(ctx.app, session, buyTradeBody(securityId, price * 1.25, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Listed;
}

/** Every trade of the caller's feed with these filter segments, walking its pages. */
async function feedOf(session: Session | undefined, segments = 'null/null/null') {
  const url = (page: number) =>
    `/backend/api/trade/all-trade-list/${session?.user_id ?? 'null'}/${page}/${segments}`;
  const first = await inject({ url: url(1), headers: as(session) });
  expect(first.statusCode, first.body).toBe(200);
  const listed: Listed[] = [...first.json().result];
  for (let page = 2; page <= first.json().num; page += 1) {
    listed.push(...(await inject({ url: url(page), headers: as(session) })).json().result);
  }
  return listed;
}
const idsOf = (list: Listed[]) => list.map((trade) => trade.id);

async function addToStockTab(session: Session, securityId: number) {
  const tabs = await inject({
    url: `/backend/watchlist/detail/?category__watchlist_type=stock&profile__user__id=${session.user_id}`,
    headers: as(session),
  });
  const added = await inject({
    method: 'POST',
    url: '/backend/watchlist/items/',
    headers: as(session),
    payload: { watchlist: tabs.json()[0].id, stock: securityId },
  });
  expect(added.statusCode, added.body).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [reader, followed, stranger] = await Promise.all([
    signInWithProfile(ctx.app, 'Riya Reader'),
    signInWithProfile(ctx.app, 'Farhan Followed'),
    signInWithProfile(ctx.app, 'Sonal Stranger'),
  ]);
  relianceId = (await findSecurity(ctx.database.db, 'RELIANCE')).id;
  infyId = (await findSecurity(ctx.database.db, 'INFY')).id;
  await follow(reader, followed.user_id);
});
afterAll(() => ctx.close());

describe('all-trade-list as the Home feed', () => {
  it("holds a followed expert's public trades and not their private or group ones", async () => {
    const shown = await post(followed, relianceId);
    const secret = await post(followed, relianceId, { is_trade_private: true });
    const group = await createGroup(ctx.app, followed, { group_type: 'Private' });
    const price = await livePriceOf(ctx.app, relianceId);
    const groupPost = await postGroupTrade(
      ctx.app,
      followed,
      group.id,
      buyTradeBody(relianceId, price * 1.2),
    );
    expect(groupPost.statusCode, groupPost.body).toBe(201);
    const grouped = groupPost.json() as { id: number };
    const feed = idsOf(await feedOf(reader));
    expect(feed).toContain(shown.id);
    expect(feed).not.toContain(secret.id);
    expect(feed).not.toContain(grouped.id);
    // Their owner sees them all in their own feed.
    expect(idsOf(await feedOf(followed))).toEqual(expect.arrayContaining([shown.id, secret.id, grouped.id]));
  });

  it("leaves out a stranger's trades, unless they are on a security the caller follows", async () => {
    const elsewhere = await post(stranger, relianceId);
    const onInfy = await post(stranger, infyId);
    expect(idsOf(await feedOf(reader))).not.toContain(elsewhere.id);
    expect(idsOf(await feedOf(reader))).not.toContain(onInfy.id);
    await addToStockTab(reader, infyId);
    const feed = idsOf(await feedOf(reader));
    expect(feed).toContain(onInfy.id);
    expect(feed).not.toContain(elsewhere.id);
    // A stranger's private trade on that security stays theirs.
    const privateOnInfy = await post(stranger, infyId, { is_trade_private: true });
    expect(idsOf(await feedOf(reader))).not.toContain(privateOnInfy.id);
  });

  it("holds the caller's own trades, private ones included", async () => {
    const mine = await post(reader, relianceId);
    const minePrivate = await post(reader, relianceId, { is_trade_private: true });
    expect(idsOf(await feedOf(reader))).toEqual(expect.arrayContaining([mine.id, minePrivate.id]));
    expect(idsOf(await feedOf(followed))).not.toContain(mine.id);
  });

  it('gives a visitor every public trade, whoever posted it', async () => {
    const visitorFeed = idsOf(await feedOf(undefined));
    const [elsewhere] = await ctx.database.db
      .select({ id: trades.id })
      .from(trades)
      .where(eq(trades.postedByUserId, stranger.user_id))
      .orderBy(trades.id)
      .limit(1);
    expect(visitorFeed).toContain(elsewhere!.id);
    const publicRows = await ctx.database.db
      .select({ id: trades.id })
      .from(trades)
      .where(eq(trades.visibility, 'followers'));
    expect(new Set(visitorFeed)).toEqual(new Set(publicRows.map((row) => row.id)));
  });

  it('lists newest first and follows the status and side filters', async () => {
    const feed = await feedOf(reader);
    const created = await ctx.database.db.select({ id: trades.id, createdAt: trades.createdAt }).from(trades);
    const at = new Map(created.map((row) => [row.id, row.createdAt.getTime()]));
    const times = feed.map((trade) => at.get(trade.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const live = await post(followed, relianceId);
    await ctx.database.db
      .update(trades)
      .set({ status: 'Active', liveAt: new Date() })
      .where(eq(trades.id, live.id));
    const liveFeed = await feedOf(reader, 'Live/Buy/null');
    expect(idsOf(liveFeed)).toContain(live.id);
    expect(liveFeed.every((trade) => trade.status === 'Active' && trade.trade_type === 'Buy')).toBe(true);
    expect(idsOf(await feedOf(reader, 'Upcoming/null/null'))).not.toContain(live.id);
    expect(await feedOf(reader, 'null/Sell/null')).toEqual([]);
  });

  it("drops an expert's trades once unfollowed", async () => {
    const before = await feedOf(reader);
    const theirs = before.filter((trade) => trade.posted_by_id === followed.user_id);
    expect(theirs.length).toBeGreaterThan(0);
    await follow(reader, followed.user_id, 'unfollow');
    const after = idsOf(await feedOf(reader));
    for (const trade of theirs) expect(after).not.toContain(trade.id);
    await follow(reader, followed.user_id);
  });

  it('pages 10 at a time; num counts at most FEED_PAGES_AHEAD pages past the page asked for', async () => {
    const prolific = await signInWithProfile(ctx.app, 'Priya Prolific');
    const [profile] = await ctx.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, prolific.user_id));
    const template = await insertTrade(ctx.database.db, { userId: prolific.user_id });
    const { id: _id, ...columns } = template;
    const start = Date.now() - 1000 * 60 * 60;
    await ctx.database.db.insert(trades).values(
      Array.from({ length: 149 }, (_, index) => ({
        ...columns,
        postedByProfileId: profile!.id,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const fan = await signInWithProfile(ctx.app, 'Faisal Fan');
    await follow(fan, prolific.user_id);
    const page = async (n: number) =>
      (
        await inject({
          url: `/backend/api/trade/all-trade-list/${fan.user_id}/${n}/null/null/null`,
          headers: as(fan),
        })
      ).json();
    expect(FEED_PAGES_AHEAD).toBe(10);
    const first = await page(1);
    expect(first.result).toHaveLength(10);
    expect(first.num).toBe(1 + FEED_PAGES_AHEAD);
    expect((await page(3)).num).toBe(3 + FEED_PAGES_AHEAD);
    // Near the end the count is exact: 150 trades are 15 pages.
    const fifth = await page(5);
    expect(fifth.num).toBe(15);
    const last = await page(15);
    expect(last.num).toBe(15);
    expect(last.result).toHaveLength(10);
    expect(await page(16)).toEqual({ result: [], num: 15 });
    // Every trade once, across the pages.
    const all: number[] = [];
    for (let n = 1; n <= 15; n += 1)
      all.push(...(await page(n)).result.map((trade: { id: number }) => trade.id));
    expect(new Set(all).size).toBe(150);
  });
});

describe('follow flags on trades', () => {
  it("is_following_user: true on a followed expert's trades for their follower only", async () => {
    const trade = await post(followed, relianceId);
    const read = async (session?: Session) =>
      (await inject({ url: `/backend/api/trade/get-trade/${trade.id}`, headers: as(session) })).json();
    expect((await read(reader)).is_following_user).toBe(true);
    expect((await read(stranger)).is_following_user).toBe(false);
    expect((await read(undefined)).is_following_user).toBe(false);
    const inFeed = (await feedOf(reader)).find((listed) => listed.id === trade.id);
    expect(inFeed?.is_following_user).toBe(true);
  });

  it('is_follower: true once the caller has copied the trade', async () => {
    const original = await post(followed, relianceId);
    const read = async (session: Session) =>
      (await inject({ url: `/backend/api/trade/get-trade/${original.id}`, headers: as(session) })).json();
    expect((await read(reader)).is_follower).toBe(false);
    const price = await livePriceOf(ctx.app, relianceId);
    const copy = await postTrade(
      ctx.app,
      reader,
      buyTradeBody(relianceId, price * 1.25, { copy_origin: original.id }),
    );
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await read(reader)).is_follower).toBe(true);
    expect((await read(stranger)).is_follower).toBe(false);
    expect((await read(followed)).is_follower).toBe(false);
    // The copy itself is not a copy of the copy.
    const ownCopy = await inject({
      url: `/backend/api/trade/get-trade/${copy.json().id}`,
      headers: as(reader),
    });
    expect(ownCopy.json().is_follower).toBe(false);
  });

  it('is_follower_security: true when the security is in one of the caller stock tabs', async () => {
    const onInfy = await post(stranger, infyId);
    const onReliance = await post(stranger, relianceId);
    const read = async (id: number, session?: Session) =>
      (await inject({ url: `/backend/api/trade/get-trade/${id}`, headers: as(session) })).json();
    // The reader added INFY to a stock tab above.
    expect((await read(onInfy.id, reader)).is_follower_security).toBe(true);
    expect((await read(onReliance.id, reader)).is_follower_security).toBe(false);
    expect((await read(onInfy.id, followed)).is_follower_security).toBe(false);
    expect((await read(onInfy.id)).is_follower_security).toBe(false);
  });
});

import { recentPerformance } from '@tradecircle/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  closeTradeAt,
  findSecurity,
  firstSecurityOfType,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { followCounts, outboxEvents, profiles, userFollows } from '../../db/schema/index.ts';

let ctx: TestContext;
let alice: Session;
let bob: Session;
let carol: Session;
let dave: Session;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [alice, bob, carol, dave] = await Promise.all([
    signInWithProfile(ctx.app, 'Alice Follower'),
    signInWithProfile(ctx.app, 'Bob Expert'),
    signInWithProfile(ctx.app, 'Carol Analyst'),
    signInWithProfile(ctx.app, 'Dave Trader'),
  ]);
});
afterAll(() => ctx.close());

const as = (session: Session) => bearer(session.token.access);

const follow = (session: Session | undefined, toFollow: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/follow-influencer/',
    headers: session ? as(session) : {},
    payload: { user_id: session?.user_id ?? 1, to_follow_id: toFollow },
  });

const unfollow = (session: Session | undefined, toUnfollow: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/un-follow-influencer/',
    headers: session ? as(session) : {},
    payload: { user_id: session?.user_id ?? 1, to_unfollow_id: toUnfollow },
  });

const get = (url: string, session?: Session) =>
  ctx.app.inject({ url: `/backend${url}`, headers: session ? as(session) : {} });

async function rowsAndCounts(userId: number) {
  const db = ctx.database.db;
  const [followers] = await db
    .select({ n: count() })
    .from(userFollows)
    .where(eq(userFollows.followeeId, userId));
  const [following] = await db
    .select({ n: count() })
    .from(userFollows)
    .where(eq(userFollows.followerId, userId));
  const [stored] = await db.select().from(followCounts).where(eq(followCounts.userId, userId));
  return {
    rows: { followers: followers!.n, following: following!.n },
    counts: { followers: stored?.followersCount ?? 0, following: stored?.followingCount ?? 0 },
  };
}

async function followedEvents(followerId: number, followeeId: number) {
  const rows = await ctx.database.db
    .select({ n: count() })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.type, 'user.followed'),
        sql`(${outboxEvents.payload} ->> 'followerUserId')::int = ${followerId}`,
        sql`(${outboxEvents.payload} ->> 'followeeUserId')::int = ${followeeId}`,
      ),
    );
  return rows[0]!.n;
}

async function profileDetails(userId: number, session?: Session) {
  const response = await get(`/api/profile-details/${userId}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { followers_count: number; following_count: number; is_followed: boolean };
}

describe('follow-influencer and un-follow-influencer', () => {
  it('needs a token', async () => {
    expect((await follow(undefined, bob.user_id)).statusCode).toBe(401);
    expect((await unfollow(undefined, bob.user_id)).statusCode).toBe(401);
  });

  it('refuses following or unfollowing yourself', async () => {
    const self = await follow(alice, alice.user_id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    expect((await unfollow(alice, alice.user_id)).statusCode).toBe(400);
    expect(await rowsAndCounts(alice.user_id)).toEqual({
      rows: { followers: 0, following: 0 },
      counts: { followers: 0, following: 0 },
    });
  });

  it('answers 404 for a user that does not exist, and 400 for a malformed id', async () => {
    const missing = await follow(alice, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    expect((await unfollow(alice, 2_000_000_000)).statusCode).toBe(404);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: as(alice),
      payload: { to_follow_id: 'bob' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a caller without a profile', async () => {
    const bare = await signIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: bearer(bare.token.access),
      payload: { user_id: bare.user_id, to_follow_id: bob.user_id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Complete your profile before following anyone');
  });

  it('follows once: a second follow is a 200 that changes no count and sends no second event', async () => {
    const first = await follow(alice, bob.user_id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Followed successfully' });
    const again = await follow(alice, bob.user_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'You already follow this user' });

    expect(await rowsAndCounts(bob.user_id)).toEqual({
      rows: { followers: 1, following: 0 },
      counts: { followers: 1, following: 0 },
    });
    expect(await rowsAndCounts(alice.user_id)).toEqual({
      rows: { followers: 0, following: 1 },
      counts: { followers: 0, following: 1 },
    });
    expect(await followedEvents(alice.user_id, bob.user_id)).toBe(1);
  });

  it('takes the follower from the token, whatever user_id the body names', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: as(dave),
      payload: { user_id: carol.user_id, to_follow_id: bob.user_id },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(userFollows)
      .where(and(eq(userFollows.followerId, carol.user_id), eq(userFollows.followeeId, bob.user_id)));
    expect(row).toBeUndefined();
    expect((await profileDetails(bob.user_id, dave)).is_followed).toBe(true);
    expect((await unfollow(dave, bob.user_id)).statusCode).toBe(200);
  });

  it('unfollows once: a second unfollow is a 200 that changes no count', async () => {
    await follow(carol, bob.user_id);
    expect((await rowsAndCounts(bob.user_id)).counts.followers).toBe(2);
    const first = await unfollow(carol, bob.user_id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Unfollowed successfully' });
    const again = await unfollow(carol, bob.user_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'You do not follow this user' });
    expect(await rowsAndCounts(bob.user_id)).toEqual({
      rows: { followers: 1, following: 0 },
      counts: { followers: 1, following: 0 },
    });
    expect(await rowsAndCounts(carol.user_id)).toEqual({
      rows: { followers: 0, following: 0 },
      counts: { followers: 0, following: 0 },
    });
    // An unfollow tells nobody; following again is a new event.
    expect(await followedEvents(carol.user_id, bob.user_id)).toBe(1);
    await follow(carol, bob.user_id);
    expect(await followedEvents(carol.user_id, bob.user_id)).toBe(2);
    await unfollow(carol, bob.user_id);
  });

  it('shows on profile-details: counts for everyone, is_followed for the caller', async () => {
    expect(await profileDetails(bob.user_id, alice)).toMatchObject({
      followers_count: 1,
      following_count: 0,
      is_followed: true,
    });
    expect(await profileDetails(bob.user_id, carol)).toMatchObject({
      followers_count: 1,
      is_followed: false,
    });
    expect(await profileDetails(bob.user_id)).toMatchObject({ followers_count: 1, is_followed: false });
    expect(await profileDetails(alice.user_id, alice)).toMatchObject({
      followers_count: 0,
      following_count: 1,
      is_followed: false,
    });
  });
});

describe('followers and following lists', () => {
  let fans: Session[];

  beforeAll(async () => {
    fans = [];
    for (let index = 0; index < 13; index++) {
      fans.push(await signInWithProfile(ctx.app, `Fan ${String(index).padStart(2, '0')}`));
    }
    for (const fan of fans) expect((await follow(fan, carol.user_id)).statusCode).toBe(200);
  });

  it('pages 12 at a time, newest follow first, with the whole count', async () => {
    const first = await get(`/api/followers/?page=1&user_id=${carol.user_id}`, alice);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().count).toBe(13);
    expect(first.json().results).toHaveLength(12);
    expect(first.json().results[0]).toEqual({
      user_id: fans[12]!.user_id,
      profile_id: fans[12]!.profile_id,
      name: 'Fan 12',
      profile_image: null,
      followers: 0,
      following: 1,
      followers_ids: [],
      trades_count_last_seven_days: 0,
      percent_last_seven_days: 0,
      performance_window: '1W',
      performance_calls: 0,
      is_followed: false,
      is_sebi_registered: false,
      sebi_user_type: null,
      days_pnl: 0,
      days_pnl_percent: 0,
      types_of_instrument: [],
    });
    const second = await get(`/api/followers/?page=2&user_id=${carol.user_id}`, alice);
    expect(second.json().results.map((row: { name: string }) => row.name)).toEqual(['Fan 00']);
    expect((await get(`/api/followers/?page=3&user_id=${carol.user_id}`, alice)).json()).toEqual({
      results: [],
      count: 13,
    });
  });

  it('defaults to the caller, and a visitor must name the user', async () => {
    const own = await get('/api/followers/', carol);
    expect(own.statusCode).toBe(200);
    expect(own.json().count).toBe(13);
    expect((await get('/api/followers/')).statusCode).toBe(401);
    const named = await get(`/api/followers/?user_id=${carol.user_id}`);
    expect(named.statusCode).toBe(200);
    expect(named.json().count).toBe(13);
    expect((await get('/api/followers/?user_id=2000000000', alice)).statusCode).toBe(404);
    expect((await get('/api/followers/?page=0', alice)).statusCode).toBe(400);
  });

  it('filters by search_query on the name (case-insensitive, LIKE characters taken literally)', async () => {
    const found = await get(`/api/followers/?user_id=${carol.user_id}&search_query=fan 1`, alice);
    expect(found.json().count).toBe(3);
    expect(
      found
        .json()
        .results.map((row: { name: string }) => row.name)
        .sort(),
    ).toEqual(['Fan 10', 'Fan 11', 'Fan 12']);
    const wildcard = await get(`/api/followers/?user_id=${carol.user_id}&search_query=%25`, alice);
    expect(wildcard.json()).toEqual({ results: [], count: 0 });
  });

  it("marks the viewer's own follows: is_followed and followers_ids", async () => {
    await follow(alice, fans[12]!.user_id);
    const page = (await get(`/api/followers/?user_id=${carol.user_id}`, alice)).json();
    expect(page.results[0]).toMatchObject({ user_id: fans[12]!.user_id, is_followed: true, followers: 1 });
    expect(page.results[0].followers_ids).toEqual([alice.user_id]);
    expect(page.results[1]).toMatchObject({ is_followed: false, followers_ids: [] });
    await unfollow(alice, fans[12]!.user_id);
  });

  it('following/ lists whom a user follows', async () => {
    const response = await get(`/api/following/?user_id=${fans[0]!.user_id}`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(1);
    expect(response.json().results[0]).toMatchObject({
      user_id: carol.user_id,
      name: 'Carol Analyst',
      followers: 13,
    });
    expect(
      (await get('/api/following/', alice)).json().results.map((row: { user_id: number }) => row.user_id),
    ).toEqual([bob.user_id]);
  });

  it('people-you-follow-list: the caller only, 12 a page with the page count', async () => {
    for (const fan of fans) await follow(dave, fan.user_id);
    const first = await get(`/api/people-you-follow-list/${dave.user_id}`, dave);
    expect(first.statusCode).toBe(200);
    expect(first.json().num).toBe(2);
    expect(first.json().result).toHaveLength(12);
    expect(first.json().result.every((row: { is_followed: boolean }) => row.is_followed)).toBe(true);
    const second = await get(`/api/people-you-follow-list/${dave.user_id}?page=2`, dave);
    expect(second.json().result).toHaveLength(1);
    // The path's user id is not trusted: the token decides whose list it is.
    const other = await get(`/api/people-you-follow-list/${dave.user_id}`, alice);
    expect(other.json().result.map((row: { user_id: number }) => row.user_id)).toEqual([bob.user_id]);
    expect((await get(`/api/people-you-follow-list/${dave.user_id}`)).statusCode).toBe(401);
    for (const fan of fans) await unfollow(dave, fan.user_id);
  });
});

describe('influencers-list (recommendations)', () => {
  it('needs a token', async () => {
    expect((await get(`/api/influencers-list/${alice.user_id}/1`)).statusCode).toBe(401);
  });

  it('leaves out the caller and whom they follow; SEBI first, then recently profitable, then followers', async () => {
    const db = ctx.database.db;
    const [sebiA, sebiB, profitable, popular, plain] = await Promise.all([
      signInWithProfile(ctx.app, 'Rank Sebi Quiet'),
      signInWithProfile(ctx.app, 'Rank Sebi Popular'),
      signInWithProfile(ctx.app, 'Rank Profitable'),
      signInWithProfile(ctx.app, 'Rank Popular'),
      signInWithProfile(ctx.app, 'Rank Plain'),
    ]);
    const viewer = await signInWithProfile(ctx.app, 'Rank Viewer');
    await db
      .update(profiles)
      .set({ isSebiRegistered: true, sebiUserType: 'registered_analyst' })
      .where(sql`${profiles.userId} in (${sebiA.user_id}, ${sebiB.user_id})`);
    // Followers: sebiB 2, popular 3, others 0 (fans that are themselves new users).
    const extra = await Promise.all([1, 2, 3].map((n) => signInWithProfile(ctx.app, `Rank Fan ${n}`)));
    for (const fan of extra) await follow(fan, popular.user_id);
    for (const fan of extra.slice(0, 2)) await follow(fan, sebiB.user_id);
    // A closed profitable public trade for `profitable`, a private profitable one for `plain`
    // (private trades do not count), and a losing one for `popular`.
    const stock = await findSecurity(db, 'RELIANCE');
    const price = await livePriceOf(ctx.app, stock.id);
    const closeAt = async (session: Session, exitFactor: number, overrides: Record<string, unknown> = {}) => {
      const posted = await postTrade(ctx.app, session, buyTradeBody(stock.id, price, overrides));
      expect(posted.statusCode, posted.body).toBe(201);
      await closeTradeAt(db, posted.json().id, Math.round(price * exitFactor * 100) / 100);
    };
    await closeAt(profitable, 1.1);
    await closeAt(plain, 1.2, { visibility: 'private' });
    await closeAt(popular, 0.9);
    // The viewer follows the plain one: left out.
    await follow(viewer, plain.user_id);

    const all: { user_id: number; [key: string]: unknown }[] = [];
    let num = 1;
    for (let page = 1; page <= num; page++) {
      const response = await get(`/api/influencers-list/${viewer.user_id}/${page}`, viewer);
      expect(response.statusCode, response.body).toBe(200);
      num = response.json().num;
      expect(response.json().result.length).toBeLessThanOrEqual(12);
      all.push(...response.json().result);
    }
    const ids = all.map((row) => row.user_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(viewer.user_id);
    expect(ids).not.toContain(plain.user_id);
    const mine = [sebiA, sebiB, profitable, popular].map((session) => session.user_id);
    expect(ids.filter((id) => mine.includes(id))).toEqual([
      sebiB.user_id,
      sebiA.user_id,
      profitable.user_id,
      popular.user_id,
    ]);
    // Experts only: the fans (new users without a trade) are not recommended.
    for (const fan of extra) expect(ids).not.toContain(fan.user_id);
    // Every SEBI-registered one comes before every other.
    const firstPlain = all.findIndex((row) => !row.is_sebi_registered);
    expect(all.slice(firstPlain).every((row) => !row.is_sebi_registered)).toBe(true);
    const profitableRow = all.find((row) => row.user_id === profitable.user_id)!;
    expect(profitableRow).toMatchObject({
      trades_count_last_seven_days: 1,
      percent_last_seven_days: 10,
      // Said beside the percent (issue 27): its window and the calls it rests on.
      performance_window: '1W',
      performance_calls: 1,
      days_pnl_percent: 10,
      types_of_instrument: ['Equity'],
      is_followed: false,
    });
    expect(profitableRow.days_pnl).toBeCloseTo(Math.round(price * 0.1 * 100) / 100, 1);
    expect(all.find((row) => row.user_id === popular.user_id)).toMatchObject({
      followers: 3,
      percent_last_seven_days: -10,
    });
    // The lists' SQL gives what the domain's formula gives on the same calls.
    const entry = Math.round(price * 100) / 100;
    const exit = (factor: number) => Math.round(price * factor * 100) / 100;
    for (const [session, factor] of [
      [profitable, 1.1],
      [popular, 0.9],
    ] as const) {
      const row = all.find((candidate) => candidate.user_id === session.user_id)!;
      const { trades_count, ...figures } = recentPerformance([
        { side: 'Buy', entryPrice: entry, endPrice: exit(factor), lots: 1 },
      ]);
      expect(row).toMatchObject({ ...figures, trades_count_last_seven_days: trades_count });
    }
    // Following one moves it out of the recommendations.
    await follow(viewer, profitable.user_id);
    const after = (await get(`/api/influencers-list/${viewer.user_id}/1`, viewer)).json();
    expect(after.result.map((row: { user_id: number }) => row.user_id)).not.toContain(profitable.user_id);
  });

  it('recommends experts only: not a user whose only trades are private, nor one without trades', async () => {
    const [secretive, newcomer, poster] = await Promise.all([
      signInWithProfile(ctx.app, 'Expert Check Secretive'),
      signInWithProfile(ctx.app, 'Expert Check Newcomer'),
      signInWithProfile(ctx.app, 'Expert Check Poster'),
    ]);
    const viewer = await signInWithProfile(ctx.app, 'Expert Check Viewer');
    const stock = await findSecurity(ctx.database.db, 'INFY');
    const price = await livePriceOf(ctx.app, stock.id);
    const privately = await postTrade(
      ctx.app,
      secretive,
      buyTradeBody(stock.id, price, { visibility: 'private' }),
    );
    expect(privately.statusCode, privately.body).toBe(201);
    expect((await postTrade(ctx.app, poster, buyTradeBody(stock.id, price))).statusCode).toBe(201);
    const ids: number[] = [];
    let num = 1;
    for (let page = 1; page <= num; page++) {
      const response = await get(`/api/influencers-list/${viewer.user_id}/${page}`, viewer);
      expect(response.statusCode, response.body).toBe(200);
      num = response.json().num;
      ids.push(...response.json().result.map((row: { user_id: number }) => row.user_id));
    }
    expect(ids).toContain(poster.user_id);
    expect(ids).not.toContain(secretive.user_id);
    expect(ids).not.toContain(newcomer.user_id);
  });

  it('names F&O among the instrument types of an expert who posts derivatives', async () => {
    const fno = await signInWithProfile(ctx.app, 'Rank Options');
    const future = await firstSecurityOfType(ctx.database.db, 'FUT');
    const price = await livePriceOf(ctx.app, future.id);
    expect((await postTrade(ctx.app, fno, buyTradeBody(future.id, price))).statusCode).toBe(201);
    const response = await get(`/api/following/?user_id=${alice.user_id}`, alice);
    expect(response.statusCode).toBe(200);
    await follow(alice, fno.user_id);
    const listed = (await get('/api/following/', alice)).json().results;
    expect(listed.find((row: { user_id: number }) => row.user_id === fno.user_id)).toMatchObject({
      types_of_instrument: ['F&O'],
      trades_count_last_seven_days: 1,
      is_followed: true,
      followers_ids: [alice.user_id],
    });
    await unfollow(alice, fno.user_id);
  });
});

describe('sebi-users', () => {
  it('lists only SEBI-registered experts, filters by kind and name, and is open to visitors', async () => {
    const all = await get('/api/sebi-users/');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().count).toBeGreaterThan(0);
    expect(all.json().results.every((row: { is_sebi_registered: boolean }) => row.is_sebi_registered)).toBe(
      true,
    );
    const advisers = await get('/api/sebi-users/?sebi_user_type=registered_investment_advisor', alice);
    expect(advisers.json().count).toBeGreaterThan(0);
    expect(
      advisers
        .json()
        .results.every(
          (row: { sebi_user_type: string }) => row.sebi_user_type === 'registered_investment_advisor',
        ),
    ).toBe(true);
    expect(advisers.json().count).toBeLessThan(all.json().count);
    const named = await get('/api/sebi-users/?search_query=rank sebi', alice);
    expect(
      named
        .json()
        .results.map((row: { name: string }) => row.name)
        .sort(),
    ).toEqual(['Rank Sebi Popular', 'Rank Sebi Quiet']);
    // Most followed first.
    expect(named.json().results[0].name).toBe('Rank Sebi Popular');
    expect((await get('/api/sebi-users/?sebi_user_type=guru')).statusCode).toBe(400);
  });
});

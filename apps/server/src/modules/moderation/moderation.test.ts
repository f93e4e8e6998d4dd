/**
 * Report and block (platform.md §2, §4, §7): the reason list, the report call's rules, and the block
 * on every read path of the blocker (feed, lists, details, counts, comments, search) and on
 * commenting on the blocker's trades.
 */
import { REPORT_MESSAGES } from '@tradecircle/domain';
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
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { profiles, tradeComments, userBlocks } from '../../db/schema/index.ts';

const SEEDED_REASONS = [
  'Spam',
  'Misleading trade calls',
  'Abusive or hateful language',
  'Impersonation',
  'Fraud or scam',
  'Other',
];

let ctx: TestContext;
let spamReason: number;
let stockId: number;

const inject = (options: InjectOptions) => ctx.app.inject(options);
const as = (session: Session | undefined) => (session ? bearer(session.token.access) : {});
const suffix = () => Math.random().toString(36).slice(2, 8);

function report(session: Session | undefined, payload: Record<string, unknown>) {
  return inject({ method: 'POST', url: '/backend/api/report-and-block/', headers: as(session), payload });
}

async function post(session: Session) {
  const price = await livePriceOf(ctx.app, stockId);
  const response = await postTrade(ctx.app, session, buyTradeBody(stockId, price * 1.25));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

async function comment(session: Session, tradeId: number, text: string) {
  return inject({
    method: 'POST',
    url: `/backend/api/trade/update-comment/${tradeId}/`,
    headers: as(session),
    payload: { comment: text, user_id: session.profile_id },
  });
}

/** Following a security is having it in a stock watchlist. */
async function followSecurity(session: Session, securityId: number) {
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
  expect(added.statusCode).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const reasons = await inject({ url: '/backend/master/reason_list/' });
  spamReason = reasons.json()[0].id;
  stockId = (await findSecurity(ctx.database.db, 'RELIANCE', 'NSE')).id;
});
afterAll(() => ctx.close());

describe('master/reason_list', () => {
  it('lists the seeded reasons in order, to visitors too, at both paths', async () => {
    for (const url of [
      '/backend/master/reason_list/',
      '/backend/api/master/reason_list/',
      '/backend/master/reason_list',
    ]) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(
        response.json().map((row: { reason: string }) => row.reason),
        url,
      ).toEqual(SEEDED_REASONS);
      expect(response.json()[0], url).toEqual({ id: expect.any(Number), reason: 'Spam' });
    }
  });
});

describe('report-and-block', () => {
  let reporter: Session;
  let target: Session;
  let bystander: Session;

  beforeAll(async () => {
    [reporter, target, bystander] = await Promise.all([
      signInWithProfile(ctx.app, `Rita Reporter ${suffix()}`),
      signInWithProfile(ctx.app, `Tarun Target ${suffix()}`),
      signInWithProfile(ctx.app, `Bela Bystander ${suffix()}`),
    ]);
  });

  const blocksOf = (userId: number) =>
    ctx.database.db.select().from(userBlocks).where(eq(userBlocks.blockedByUserId, userId));

  it('needs a token', async () => {
    const response = await report(undefined, {
      block_reason: spamReason,
      blocked_profile: target.profile_id,
    });
    expect(response.statusCode).toBe(401);
    expect(await blocksOf(reporter.user_id)).toEqual([]);
  });

  it('refuses an unknown or malformed reason, an unknown profile and oneself, writing nothing', async () => {
    const unknownReason = await report(reporter, {
      block_reason: 999_999,
      blocked_profile: target.profile_id,
    });
    expect(unknownReason.statusCode).toBe(400);
    expect(unknownReason.json().message).toBe(REPORT_MESSAGES.unknownReason);

    const textReason = await report(reporter, { block_reason: 'spam', blocked_profile: target.profile_id });
    expect(textReason.statusCode).toBe(400);
    expect(textReason.body).toContain('block_reason must be a reason id');

    const noProfile = await report(reporter, { block_reason: spamReason });
    expect(noProfile.statusCode).toBe(400);

    const unknownProfile = await report(reporter, {
      block_reason: spamReason,
      blocked_profile: 2_000_000_000,
    });
    expect(unknownProfile.statusCode).toBe(404);
    expect(unknownProfile.json()).toEqual({ message: REPORT_MESSAGES.unknownProfile });

    const self = await report(reporter, { block_reason: spamReason, blocked_profile: reporter.profile_id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot report yourself' });

    expect(await blocksOf(reporter.user_id)).toEqual([]);
  });

  it('reports once: the reporter comes from the token, never from blocked_by; a second report is refused', async () => {
    const first = await report(reporter, {
      block_reason: spamReason,
      blocked_profile: target.profile_id,
      // Someone else's id in blocked_by must not make them the reporter.
      blocked_by: bystander.user_id,
      is_anonymous: true,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Successfully Reported!' });
    expect(await blocksOf(bystander.user_id)).toEqual([]);
    const [row] = await blocksOf(reporter.user_id);
    expect(row).toMatchObject({
      blockedUserId: target.user_id,
      blockedProfileId: target.profile_id,
      reasonId: spamReason,
      isAnonymous: true,
    });

    const again = await report(reporter, {
      block_reason: spamReason + 1,
      blocked_profile: target.profile_id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'You have already reported this user' });
    expect(await blocksOf(reporter.user_id)).toHaveLength(1);
  });

  it('is not anonymous unless asked, and the reported user may still report the reporter', async () => {
    const back = await report(target, { block_reason: spamReason, blocked_profile: reporter.profile_id });
    expect(back.statusCode).toBe(201);
    const [row] = await blocksOf(target.user_id);
    expect(row).toMatchObject({ blockedUserId: reporter.user_id, isAnonymous: false });
  });

  it('makes one row of simultaneous reports, answering the others as duplicates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        report(bystander, { block_reason: spamReason, blocked_profile: target.profile_id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await blocksOf(bystander.user_id)).toHaveLength(1);
  });
});

describe('a block on every read path of the blocker', () => {
  let blocker: Session;
  let blocked: Session;
  let third: Session;
  let blockedName: string;
  let blockedTrade: { id: number };
  let blockerTrade: { id: number };
  let thirdTrade: { id: number };
  let blockerCopy: { id: number };

  /** Every trade id of a paged list (walking pages to `num`). */
  async function allIds(session: Session | undefined, pageUrl: (page: number) => string) {
    const first = await inject({ url: pageUrl(1), headers: as(session) });
    expect(first.statusCode, pageUrl(1)).toBe(200);
    const ids: number[] = first.json().result.map((trade: { id: number }) => trade.id);
    for (let page = 2; page <= first.json().num; page += 1) {
      const next = await inject({ url: pageUrl(page), headers: as(session) });
      ids.push(...next.json().result.map((trade: { id: number }) => trade.id));
    }
    return ids;
  }
  const feed = (session: Session | undefined) =>
    allIds(
      session,
      (page) => `/backend/api/trade/all-trade-list/${session?.user_id ?? 'null'}/${page}/null/null/null`,
    );
  const postedBy = (session: Session | undefined, owner: Session) =>
    allIds(session, (page) => `/backend/api/trade/trade-list/${owner.user_id}/0/${page}`);
  const filtered = (session: Session | undefined, owner: Session) =>
    allIds(
      session,
      (page) => `/backend/api/trade/filter-trades/0/${owner.user_id}/${page}/null/null/null/null`,
    );
  const comments = async (session: Session | undefined, tradeId: number) => {
    const response = await inject({ url: `/backend/api/trade/comments/${tradeId}/`, headers: as(session) });
    expect(response.statusCode).toBe(200);
    return response.json() as { result: { comment_text: string }[]; count: number; num: number };
  };
  const detail = (session: Session | undefined, tradeId: number) =>
    inject({ url: `/backend/api/trade/user-trade-detail/${tradeId}/`, headers: as(session) });
  const getTrade = (session: Session | undefined, tradeId: number) =>
    inject({ url: `/backend/api/trade/get-trade/${tradeId}`, headers: as(session) });
  const counts = async (session: Session | undefined, owner: Session) =>
    (
      await inject({ url: `/backend/api/trade/get-trades-count/${owner.user_id}`, headers: as(session) })
    ).json();
  const profileCounts = async (session: Session | undefined, owner: Session) =>
    (await inject({ url: `/backend/api/profile-details/${owner.user_id}`, headers: as(session) })).json()
      .result.trade_counts;
  const searchExperts = async (session: Session | undefined, q: string) => {
    const response = await inject({
      url: `/backend/api/search/?q=${encodeURIComponent(q)}`,
      headers: as(session),
    });
    expect(response.statusCode).toBe(200);
    return response.json().experts.map((expert: { user_id: number }) => expert.user_id) as number[];
  };

  beforeAll(async () => {
    blockedName = `Gaurav Blockee ${suffix()}`;
    [blocker, blocked, third] = await Promise.all([
      signInWithProfile(ctx.app, `Bina Blocker ${suffix()}`),
      signInWithProfile(ctx.app, blockedName),
      signInWithProfile(ctx.app, `Tara Third ${suffix()}`),
    ]);
    blockedTrade = await post(blocked);
    blockerTrade = await post(blocker);
    thirdTrade = await post(third);
    // The blocker and the third user follow the security, so the blocked user's trade is in their
    // feeds however the feed picks trades (every public trade, or the followed experts' and securities').
    for (const session of [blocker, third]) await followSecurity(session, stockId);
    const price = await livePriceOf(ctx.app, stockId);
    const copy = await postTrade(ctx.app, blocker, {
      ...buyTradeBody(stockId, price * 1.25),
      copy_origin: blockedTrade.id,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    blockerCopy = copy.json();
    for (const [session, text] of [
      [blocked, 'blocked on third'],
      [third, 'third on third'],
      [blocked, 'blocked on blocker, before'],
    ] as const) {
      const tradeId = text === 'blocked on blocker, before' ? blockerTrade.id : thirdTrade.id;
      expect((await comment(session, tradeId, text)).statusCode).toBe(201);
    }

    // Before the block the blocker sees all of it, so what disappears below disappears because of it.
    expect(await feed(blocker)).toEqual(expect.arrayContaining([blockedTrade.id, thirdTrade.id]));
    expect(await postedBy(blocker, blocked)).toEqual([blockedTrade.id]);
    expect((await detail(blocker, blockedTrade.id)).statusCode).toBe(200);
    expect((await getTrade(blocker, blockerCopy.id)).json().copy_origin_name).toBe(blockedName);
    expect((await comments(blocker, thirdTrade.id)).count).toBe(2);
    expect((await counts(blocker, blocked)).posted_count).toBe(1);
    expect(await searchExperts(blocker, blockedName)).toEqual([blocked.user_id]);

    const blocking = await report(blocker, { block_reason: spamReason, blocked_profile: blocked.profile_id });
    expect(blocking.statusCode).toBe(201);
  });

  it("leaves the blocked user's trades out of the blocker's feed and lists", async () => {
    expect(await feed(blocker)).not.toContain(blockedTrade.id);
    expect(await feed(blocker)).toEqual(expect.arrayContaining([thirdTrade.id, blockerTrade.id]));
    expect(await postedBy(blocker, blocked)).toEqual([]);
    expect(await filtered(blocker, blocked)).toEqual([]);
    const list = (
      await inject({ url: `/backend/api/trade/trade-list/${blocked.user_id}/0/1`, headers: as(blocker) })
    ).json();
    expect(list.count).toEqual({ trade_today: 0, trade_past_week: 0, trade_other: 0 });
    expect(list.num).toBe(0);
  });

  it('counts none of them for the blocker: get-trades-count and profile-details', async () => {
    const none = { posted_count: 0, followed_count: 0, inactive_count: 0, active_count: 0, closed_count: 0 };
    expect(await counts(blocker, blocked)).toEqual(none);
    expect(await profileCounts(blocker, blocked)).toEqual(none);
  });

  it('answers their trade to the blocker as a missing one: get-trade, user-trade-detail, comments', async () => {
    for (const response of [
      await getTrade(blocker, blockedTrade.id),
      await detail(blocker, blockedTrade.id),
      await inject({ url: `/backend/api/trade/comments/${blockedTrade.id}/`, headers: as(blocker) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Trade not found' });
    }
    // The blocker's own copy stays, without naming the blocked origin's poster.
    const copy = await getTrade(blocker, blockerCopy.id);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().copy_origin_name).toBeNull();
  });

  it("leaves the blocked user's comments out of the blocker's comment pages and counts", async () => {
    const page = await comments(blocker, thirdTrade.id);
    expect(page.result.map((item) => item.comment_text)).toEqual(['third on third']);
    expect(page).toMatchObject({ count: 1, num: 1 });
    // The trade's comments_count counts as the page does.
    expect((await getTrade(blocker, thirdTrade.id)).json().comments_count).toBe(1);
    const shown = (await detail(blocker, thirdTrade.id)).json();
    expect(shown.comments.map((item: { comment_text: string }) => item.comment_text)).toEqual([
      'third on third',
    ]);
    const own = (await detail(blocker, blockerTrade.id)).json();
    expect(own.comments).toEqual([]);
  });

  it('leaves the blocked user out of the search for the blocker', async () => {
    expect(await searchExperts(blocker, blockedName)).toEqual([]);
  });

  it('changes nothing for anyone else: the third user and a visitor see it all', async () => {
    for (const session of [third, undefined]) {
      expect(await feed(session)).toContain(blockedTrade.id);
      expect(await postedBy(session, blocked)).toEqual([blockedTrade.id]);
      expect((await getTrade(session, blockedTrade.id)).statusCode).toBe(200);
      expect((await comments(session, thirdTrade.id)).count).toBe(2);
      expect((await getTrade(session, thirdTrade.id)).json().comments_count).toBe(2);
      expect(await searchExperts(session, blockedName)).toEqual([blocked.user_id]);
    }
    expect((await counts(third, blocked)).posted_count).toBe(1);
  });

  it("refuses the blocked user a comment on the blocker's trade, writing nothing; elsewhere they comment", async () => {
    const onBlockerTrade = () =>
      ctx.database.db
        .select({ n: count() })
        .from(tradeComments)
        .where(eq(tradeComments.subjectId, blockerTrade.id));
    const [before] = await onBlockerTrade();
    const refused = await comment(blocked, blockerTrade.id, 'let me in');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You cannot comment on this trade' });
    const fno = await inject({
      method: 'POST',
      url: `/backend/add_fno_comment/${blockerTrade.id}/`,
      headers: as(blocked),
      payload: { comment: 'via the F&O call', user_id: blocked.profile_id },
    });
    // An equity trade is not an F&O one: the F&O call answers as for a missing trade, as before.
    expect(fno.statusCode).toBe(404);
    expect(await onBlockerTrade()).toEqual([before]);
    // The block is one way: the blocked user still reads the blocker's trade, and comments elsewhere.
    expect((await getTrade(blocked, blockerTrade.id)).statusCode).toBe(200);
    expect((await comment(blocked, thirdTrade.id, 'still here')).statusCode).toBe(201);
    // The blocker cannot comment on the blocked user's trade either: for them it does not exist.
    const blockerComment = await comment(blocker, blockedTrade.id, 'hello?');
    expect(blockerComment.statusCode).toBe(404);
  });
});

describe("a block on the blocker's people lists", () => {
  let blocker: Session;
  /** Follows the blocker and is followed back: in their followers, following and people-you-follow. */
  let mutual: Session;
  /** SEBI-registered and not followed: in the blocker's recommendations and the SEBI directory. */
  let expert: Session;
  let third: Session;

  type Person = { user_id: number };
  /** Every user id of a paged people list: `{results, count}` (12 a page) or `{result, num}`. */
  async function everyone(session: Session, pageUrl: (page: number) => string) {
    const seen: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await inject({ url: pageUrl(page), headers: as(session) });
      expect(response.statusCode, `${pageUrl(page)}: ${response.body}`).toBe(200);
      const body = response.json();
      const rows: Person[] = body.results ?? body.result;
      seen.push(...rows.map((row) => row.user_id));
      const pages = body.num ?? Math.ceil(body.count / 12);
      if (page >= pages || rows.length === 0) return seen;
    }
  }
  const lists = (owner: Session) => ({
    followers: (page: number) => `/backend/api/followers/?page=${page}&user_id=${owner.user_id}`,
    following: (page: number) => `/backend/api/following/?page=${page}&user_id=${owner.user_id}`,
    peopleYouFollow: (page: number) => `/backend/api/people-you-follow-list/${owner.user_id}?page=${page}`,
    recommendations: (page: number) => `/backend/api/influencers-list/${owner.user_id}/${page}`,
    sebiUsers: (page: number) => `/backend/api/sebi-users/?page=${page}`,
  });
  const follow = async (session: Session, whom: Session) => {
    const response = await inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: as(session),
      payload: { user_id: session.user_id, to_follow_id: whom.user_id },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Which of the blocked users each of the viewer's lists (of the blocker's people) shows. */
  async function shownTo(viewer: Session) {
    const of = lists(blocker);
    const blocked = [mutual.user_id, expert.user_id];
    const shown: Record<string, number[]> = {};
    for (const [name, pageUrl] of Object.entries(of)) {
      // Recommendations and people-you-follow are the caller's own.
      if ((name === 'recommendations' || name === 'peopleYouFollow') && viewer !== blocker) continue;
      shown[name] = (await everyone(viewer, pageUrl)).filter((id) => blocked.includes(id));
    }
    return shown;
  }

  beforeAll(async () => {
    [blocker, mutual, expert, third] = await Promise.all([
      signInWithProfile(ctx.app, `Leela Lister ${suffix()}`),
      signInWithProfile(ctx.app, `Manoj Mutual ${suffix()}`),
      signInWithProfile(ctx.app, `Esha Expert ${suffix()}`),
      signInWithProfile(ctx.app, `Tanvi Third ${suffix()}`),
    ]);
    await ctx.database.db
      .update(profiles)
      .set({ isSebiRegistered: true, sebiUserType: 'registered_analyst' })
      .where(eq(profiles.id, expert.profile_id));
    await follow(mutual, blocker);
    await follow(blocker, mutual);
    await follow(expert, blocker);
  });

  it('shows the blocked users before the block, and leaves them out of every list after it', async () => {
    expect(await shownTo(blocker)).toEqual({
      followers: expect.arrayContaining([mutual.user_id, expert.user_id]),
      following: [mutual.user_id],
      peopleYouFollow: [mutual.user_id],
      recommendations: [expert.user_id],
      sebiUsers: [expert.user_id],
    });
    for (const whom of [mutual, expert]) {
      const blocking = await report(blocker, { block_reason: spamReason, blocked_profile: whom.profile_id });
      expect(blocking.statusCode).toBe(201);
    }
    expect(await shownTo(blocker)).toEqual({
      followers: [],
      following: [],
      peopleYouFollow: [],
      recommendations: [],
      sebiUsers: [],
    });
  });

  it("changes nothing in another viewer's lists of the blocker's people", async () => {
    const shown = await shownTo(third);
    expect(shown).toEqual({
      followers: expect.arrayContaining([mutual.user_id, expert.user_id]),
      following: [mutual.user_id],
      sebiUsers: [expert.user_id],
    });
  });
});

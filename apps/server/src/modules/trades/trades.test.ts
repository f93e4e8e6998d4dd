import { TRADE_MESSAGES } from '@tradecircle/domain';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  firstSecurityOfType,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { tradeComments, trades } from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: Session;
let follower: Session;
let stranger: Session;
let stockId: number;
let indexId: number;
let price: number;

const as = (session: Session) => bearer(session.token.access);
const inject = (options: InjectOptions) => ctx.app.inject(options);
const countTrades = async () => (await ctx.database.db.select({ n: count() }).from(trades))[0]!.n;

/** An Upcoming trade whose entry sits 25% above the live price, so the lifecycle engine leaves it alone. */
async function newTrade(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await postTrade(ctx.app, session, buyTradeBody(stockId, price * 1.25, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function forceStatus(tradeId: number, status: 'Active' | 'Closed') {
  await ctx.database.db.update(trades).set({ status }).where(eq(trades.id, tradeId));
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [expert, follower, stranger] = await Promise.all([
    signInWithProfile(ctx.app, 'Ananya Expert'),
    signInWithProfile(ctx.app, 'Farhan Follower'),
    signInWithProfile(ctx.app, 'Sam Stranger'),
  ]);
  const stock = await findSecurity(ctx.database.db, 'RELIANCE', 'NSE');
  const index = await firstSecurityOfType(ctx.database.db, 'INDEX');
  stockId = stock!.id;
  indexId = index!.id;
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('create-trade', () => {
  it('posts an Upcoming limit-order trade with the wire shape of trades.md §3', async () => {
    const body = buyTradeBody(stockId, price, {
      target_stop_loss_list: [
        { target_price: Math.round(price * 110) / 100, stop_loss: Math.round(price * 100) / 100 },
        { target_price: null, stop_loss: 5 },
      ],
    });
    const response = await postTrade(ctx.app, expert, body);
    expect(response.statusCode).toBe(201);
    const trade = response.json();
    expect(trade).toMatchObject({
      status: 'Inactive',
      is_real: false,
      trade_type: 'Buy',
      security: { id: stockId, symbol: 'RELIANCE', exchange: 'NSE' },
      security_symbol: 'RELIANCE',
      entry_price: body.entry_price,
      first_target: body.target_price,
      target_price: body.target_price,
      stop_loss: body.stop_loss,
      first_stop_loss: body.stop_loss,
      // The incomplete second row is dropped; the final target is the last complete row's.
      target_stop_loss_list: [body.target_stop_loss_list[0]],
      final_target: (body.target_stop_loss_list as { target_price: number }[])[0]!.target_price,
      current_step: 0,
      lots: 1,
      lot_size: 1,
      duration: 1,
      duration_name: 'Intra-day-BTST',
      duration_type: [{ id: 1, name: 'Intra-day-BTST' }],
      order_type: 'limit_order',
      reasoning: { content: 'Breakout above resistance with volume' },
      visibility: 'followers',
      is_trade_private: false,
      posted_by_id: expert.user_id,
      posted_by: expert.profile_id,
      posted_by_name: 'Ananya Expert',
      is_equity_trade: true,
      comments_count: 0,
      trade_live_time: null,
      report: `/backend/api/trade/trade-report/${trade.id}/`,
    });
    expect(trade.live_price).toBeGreaterThan(0);
    expect(new Date(trade.expires_at).getTime() - new Date(trade.created).getTime()).toBe(2 * 86_400_000);
  });

  it('refuses each §5 rule with its verbatim message and writes nothing', async () => {
    const before = await countTrades();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ entry_price: null }, 'entry_price', TRADE_MESSAGES.required],
      [{ security: null }, 'security', TRADE_MESSAGES.required],
      [{ duration: null }, 'duration', TRADE_MESSAGES.required],
      [{ lots: 0 }, 'lots', TRADE_MESSAGES.lotsAtLeastOne],
      [{ target_price: price * 0.9 }, 'target_price', TRADE_MESSAGES.buyTargetPrice],
      [{ stop_loss: price * 1.01 }, 'stop_loss', TRADE_MESSAGES.buyStopLoss],
      [{ target_price: price * 0.9, stop_loss: price * 1.1 }, 'entry_price', TRADE_MESSAGES.buyEntryPrice],
      [
        { trade_type: 'Sell', target_price: price * 1.1, stop_loss: price * 1.2 },
        'target_price',
        TRADE_MESSAGES.sellTargetPrice,
      ],
      [
        { target_stop_loss_list: [{ target_price: price * 1.01, stop_loss: price }] },
        'target_stop_loss_list',
        TRADE_MESSAGES.buyTargets,
      ],
      [
        { target_stop_loss_list: [{ target_price: price * 1.2, stop_loss: price * 1.1 }] },
        'target_stop_loss_list',
        TRADE_MESSAGES.buyStopLosses,
      ],
      [{ visibility: 'group' }, 'group', TRADE_MESSAGES.selectGroup],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await postTrade(ctx.app, expert, buyTradeBody(stockId, price, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const lots = await postTrade(ctx.app, expert, buyTradeBody(stockId, price, { lots: 0 }));
    expect(lots.json().message).toBe('For Posting a Trade Lots should be atleast 1.');
    const after = await countTrades();
    expect(after).toBe(before);
  });

  it('refuses fractional lots, unknown securities, indices, group posting and real trades without a broker', async () => {
    const fractional = await postTrade(ctx.app, expert, buyTradeBody(stockId, price, { lots: 1.5 }));
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().errors.lots).toEqual(['Lots must be a whole number']);
    const unknown = await postTrade(ctx.app, expert, buyTradeBody(999_999, price));
    expect(unknown.json()).toMatchObject({ message: 'Security not found' });
    const index = await postTrade(ctx.app, expert, buyTradeBody(indexId, 20_000));
    expect(index.statusCode).toBe(400);
    expect(index.json().message).toMatch(/index cannot be traded/);
    // Posting to a group that does not exist (group trades: trades/group-trades.test.ts).
    const group = await inject({
      method: 'POST',
      url: '/backend/api/own-groups/2000000000/post-trade/',
      headers: as(expert),
      payload: buyTradeBody(stockId, price),
    });
    expect(group.statusCode).toBe(404);
    expect(group.json().message).toBe('Group not found');
    const real = await postTrade(ctx.app, expert, buyTradeBody(stockId, price, { is_real: true }));
    expect(real.statusCode).toBe(400);
    expect(real.json().message).toBe('Connect a broker account to place real trades');
  });

  it('needs a signed-in user with a profile', async () => {
    const visitor = await inject({
      method: 'POST',
      url: '/backend/api/trade/create-trade/',
      payload: buyTradeBody(stockId, price),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('records copies with copy_origin and copy_origin_name, and refuses copying your own or changing its side', async () => {
    const original = await newTrade(expert);
    const copy = await postTrade(
      ctx.app,
      follower,
      buyTradeBody(stockId, price, { copy_origin: original.id }),
    );
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ copy_origin: original.id, copy_origin_name: 'Ananya Expert' });
    const own = await postTrade(ctx.app, expert, buyTradeBody(stockId, price, { copy_origin: original.id }));
    expect(own.json().message).toBe('You cannot copy your own trade');
    const flipped = await postTrade(
      ctx.app,
      follower,
      buyTradeBody(stockId, price, {
        copy_origin: original.id,
        trade_type: 'Sell',
        target_price: price * 0.9,
        stop_loss: price * 1.1,
      }),
    );
    expect(flipped.json().message).toBe('A copied trade keeps the security and direction of the original');
  });

  it("names a copy's origin only while the reader may still see the origin", async () => {
    const original = await newTrade(stranger);
    const copy = (
      await postTrade(ctx.app, follower, buyTradeBody(stockId, price, { copy_origin: original.id }))
    ).json();
    await ctx.database.db.update(trades).set({ visibility: 'private' }).where(eq(trades.id, original.id));
    const asFollower = (
      await inject({ url: `/backend/api/trade/get-trade/${copy.id}`, headers: as(follower) })
    ).json();
    expect(asFollower).toMatchObject({ copy_origin: original.id, copy_origin_name: null });
    const asOriginOwner = (
      await inject({ url: `/backend/api/trade/get-trade/${copy.id}`, headers: as(stranger) })
    ).json();
    expect(asOriginOwner.copy_origin_name).toBe('Sam Stranger');
  });
});

describe('visibility', () => {
  it('hides a private trade from everyone but its owner in every detail, list and count', async () => {
    const hidden = await newTrade(expert, { is_trade_private: true });
    const shown = await newTrade(expert);
    expect(hidden.visibility).toBe('private');
    for (const path of [
      `/backend/api/trade/get-trade/${hidden.id}`,
      `/backend/api/trade/user-trade-detail/${hidden.id}/`,
    ]) {
      for (const headers of [as(follower), {}]) {
        const response = await inject({ url: path, headers });
        if (path.includes('trade-report') && response.statusCode === 404 && !response.body.startsWith('{'))
          continue;
        expect(response.statusCode, path).toBe(404);
      }
    }
    expect(
      (await inject({ url: `/backend/api/trade/get-trade/${hidden.id}`, headers: as(expert) })).statusCode,
    ).toBe(200);

    // The Home feed holds the trades of the experts one follows.
    const followed = await inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: as(follower),
      payload: { to_follow_id: expert.user_id },
    });
    expect(followed.statusCode).toBe(200);
    const idsIn = (body: { result: { id: number }[] }) => body.result.map((trade) => trade.id);
    const lists = [
      `/backend/api/trade/trade-list/${expert.user_id}/0/1`,
      `/backend/api/trade/filter-trades/0/${expert.user_id}/1/Upcoming,Live/Buy/1/null`,
      `/backend/api/trade/all-trade-list/${follower.user_id}/1/null/null/null`,
    ];
    for (const path of lists) {
      const asFollower = (await inject({ url: path, headers: as(follower) })).json();
      expect(idsIn(asFollower), path).toContain(shown.id);
      expect(idsIn(asFollower), path).not.toContain(hidden.id);
      const asVisitor = (await inject({ url: path })).json();
      expect(idsIn(asVisitor), path).not.toContain(hidden.id);
      const asOwner = (await inject({ url: path, headers: as(expert) })).json();
      expect(idsIn(asOwner), path).toContain(hidden.id);
    }
    const ownerCounts = (
      await inject({ url: `/backend/api/trade/get-trades-count/${expert.user_id}`, headers: as(expert) })
    ).json();
    const otherCounts = (
      await inject({ url: `/backend/api/trade/get-trades-count/${expert.user_id}`, headers: as(follower) })
    ).json();
    expect(ownerCounts.posted_count - otherCounts.posted_count).toBeGreaterThanOrEqual(1);
    expect(ownerCounts.inactive_count - otherCounts.inactive_count).toBe(
      ownerCounts.posted_count - otherCounts.posted_count,
    );
    // Comments and bookmarks of a hidden trade are refused as if it did not exist.
    const comment = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${hidden.id}/`,
      headers: as(follower),
      payload: { comment: 'peek', user_id: follower.profile_id },
    });
    expect(comment.statusCode).toBe(404);
  });

  it('groups trade lists into today, past week and other with counts and pages', async () => {
    const list = await inject({ url: `/backend/api/trade/trade-list/${expert.user_id}/0/1` });
    const body = list.json();
    expect(body.result.length).toBeLessThanOrEqual(10);
    expect(body.today.length + body.past_week.length + body.other.length).toBe(body.result.length);
    expect(body.count.trade_today).toBeGreaterThan(0);
    expect(body.num).toBe(
      Math.ceil((body.count.trade_today + body.count.trade_past_week + body.count.trade_other) / 10),
    );
    expect((await inject({ url: `/backend/api/trade/trade-list/${expert.user_id}/7/1` })).statusCode).toBe(
      400,
    );
    const badFilter = await inject({
      url: `/backend/api/trade/filter-trades/0/${expert.user_id}/1/Sideways/null/null/null`,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('Unknown status filter Sideways: use Live, Upcoming or Closed');
  });
});

describe('owner actions', () => {
  it('lets only the owner modify or delete, and only while Upcoming', async () => {
    const trade = await newTrade(expert);
    const update = (session: Session, payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: '/backend/api/trade/update-trade-detail/',
        headers: as(session),
        payload,
      });
    const changes = {
      id: trade.id,
      entry_price: trade.entry_price,
      target_price: trade.target_price * 1.01,
      stop_loss: trade.stop_loss,
      lots: 3,
    };
    expect((await update(follower, changes)).statusCode).toBe(403);
    const edited = await update(expert, changes);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      lots: 3,
      target_price: Math.round(trade.target_price * 101) / 100,
    });
    const flipped = await update(expert, { ...changes, trade_type: 'Sell' });
    expect(flipped.json().message).toBe('The trade type cannot be changed');
    const invalid = await update(expert, { ...changes, stop_loss: trade.entry_price + 1 });
    expect(invalid.json().message).toBe(TRADE_MESSAGES.buyStopLoss);

    expect(
      (
        await inject({
          method: 'POST',
          url: '/backend/api/trade/delete-trade/',
          headers: as(follower),
          payload: { id: trade.id },
        })
      ).statusCode,
    ).toBe(403);
    await forceStatus(trade.id, 'Active');
    const late = await update(expert, changes);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only upcoming trades can be modified');
    const lateDelete = await inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: as(expert),
      payload: { id: trade.id },
    });
    expect(lateDelete.statusCode).toBe(409);

    const upcoming = await newTrade(expert);
    const deleted = await inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: as(expert),
      payload: { id: upcoming.id },
    });
    expect(deleted.json()).toEqual({ message: 'Trade deleted successfully' });
    expect((await inject({ url: `/backend/api/trade/get-trade/${upcoming.id}` })).statusCode).toBe(404);
  });

  it('exits only a Live trade, at the live price, marked as a manual exit', async () => {
    const trade = await newTrade(expert);
    const exit = (session: Session) =>
      inject({
        method: 'POST',
        url: '/backend/api/trade/exit-trade',
        headers: as(session),
        payload: { id: trade.id },
      });
    expect((await exit(expert)).statusCode).toBe(409);
    await forceStatus(trade.id, 'Active');
    expect((await exit(follower)).statusCode).toBe(403);
    const exited = await exit(expert);
    expect(exited.statusCode).toBe(200);
    expect(exited.json().trade_detail).toMatchObject({
      status: 'Closed',
      trade_exit_type: true,
      closing_reason: 'manual',
    });
    expect(exited.json().trade_detail.exit_price).toBeGreaterThan(0);
    expect(exited.json().trade_detail.live_price).toBe(exited.json().trade_detail.exit_price);
    expect((await exit(expert)).statusCode).toBe(409);
  });

  it('features with the spec messages, owner only, at most 10', async () => {
    const trade = await newTrade(stranger);
    const feature = (session: Session, id: number, is_featured: boolean) =>
      inject({
        method: 'PATCH',
        url: '/backend/api/trade/trade-detail-patch-featured/',
        headers: as(session),
        payload: { id, is_featured, request_type: 'featured' },
      });
    expect((await feature(follower, trade.id, true)).statusCode).toBe(403);
    const on = await feature(stranger, trade.id, true);
    expect(on.json()).toMatchObject({
      message: 'Trade added to featured sections successfully',
      trade_detail: { is_featured: true },
    });
    const off = await feature(stranger, trade.id, false);
    expect(off.json().message).toBe('Trade removed to featured sections successfully');
    const many = [];
    for (let index = 0; index < 11; index += 1) many.push(await newTrade(stranger));
    for (const item of many.slice(0, 10))
      expect((await feature(stranger, item.id, true)).statusCode).toBe(200);
    const eleventh = await feature(stranger, many[10].id, true);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe('You can feature at most 10 trades; unfeature one first');
    // At nine featured, simultaneous requests for three more: exactly one gets the tenth place.
    expect((await feature(stranger, many[9].id, false)).statusCode).toBe(200);
    const racers = many.slice(9).concat(trade);
    const racing = await Promise.all(racers.map((item) => feature(stranger, item.id, true)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    // Which racer won depends on the database's scheduling (PostgreSQL runs them at once).
    const loser = racers[racing.findIndex((response) => response.statusCode === 400)]!;
    const [featured] = await ctx.database.db
      .select({ n: count() })
      .from(trades)
      .where(and(eq(trades.postedByUserId, stranger.user_id), eq(trades.isFeatured, true)));
    expect(featured!.n).toBe(10);
    // fando-trade-patch takes an equity trade too (trades.md §7 gives both calls one body), under
    // the same limit.
    const fno = await inject({
      method: 'PATCH',
      url: '/backend/api/trade/fando-trade-patch',
      headers: as(stranger),
      payload: { id: loser.id, is_featured: true, request_type: 'featured' },
    });
    expect(fno.statusCode).toBe(400);
    expect(fno.json().message).toBe('You can feature at most 10 trades; unfeature one first');
  });

  it('updates the reasoning only while Live, with Required. for an empty one', async () => {
    const trade = await newTrade(expert);
    const update = (session: Session, reason: string) =>
      inject({
        method: 'POST',
        url: `/backend/api/trade/update-reasoning/${trade.id}`,
        headers: as(session),
        payload: { reason },
      });
    expect((await update(expert, 'Holding')).statusCode).toBe(409);
    await forceStatus(trade.id, 'Active');
    expect((await update(expert, '  ')).json().message).toBe('Required.');
    expect((await update(follower, 'Hijack')).statusCode).toBe(403);
    const updated = await update(expert, 'Holding above the 20-day average');
    expect(updated.json()).toEqual({ data: { message: 'Reasoning updated successfully' } });
    const detail = await inject({ url: `/backend/api/trade/get-trade/${trade.id}` });
    expect(detail.json().reasoning).toEqual({ content: 'Holding above the 20-day average' });
  });
});

describe('comments and bookmarks', () => {
  it('adds comments as the caller, with user_data, and lists them in the detail', async () => {
    const trade = await newTrade(expert);
    const comment = (session: Session, payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: `/backend/api/trade/update-comment/${trade.id}/`,
        headers: as(session),
        payload,
      });
    expect((await comment(follower, { comment: ' ', user_id: follower.profile_id })).json().message).toBe(
      'Field is required',
    );
    expect(
      (await comment(follower, { comment: 'Impersonation', user_id: expert.profile_id })).statusCode,
    ).toBe(403);
    const added = await comment(follower, { comment: 'Nice setup', user_id: follower.profile_id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      comment_text: 'Nice setup',
      user_data: {
        id: follower.profile_id,
        user: follower.user_id,
        name: 'Farhan Follower',
        profile_image: null,
      },
    });
    const visitorComment = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${trade.id}/`,
      payload: { comment: 'hi', user_id: 1 },
    });
    expect(visitorComment.statusCode).toBe(401);
    const detail = (await inject({ url: `/backend/api/trade/user-trade-detail/${trade.id}/` })).json();
    expect(detail.comments_count).toBe(1);
    expect(detail.comments.map((item: { comment_text: string }) => item.comment_text)).toEqual([
      'Nice setup',
    ]);
    const fno = await inject({
      method: 'POST',
      url: `/backend/add_fno_comment/${trade.id}/`,
      headers: as(follower),
      payload: { comment: 'wrong card', user_id: follower.profile_id },
    });
    expect(fno.statusCode).toBe(404);
    const stored = await ctx.database.db
      .select()
      .from(tradeComments)
      .where(eq(tradeComments.subjectId, trade.id));
    expect(stored).toHaveLength(1);
  });

  it('bookmarks a visible trade into a trade tab, never one of your own', async () => {
    const trade = await newTrade(expert);
    const tabsOf = async (session: Session) =>
      (
        await inject({
          url: `/backend/watchlist/detail/?category__watchlist_type=trade&profile__user__id=${session.user_id}`,
          headers: as(session),
        })
      ).json();
    const [followerTab] = await tabsOf(follower);
    const [expertTab] = await tabsOf(expert);
    const add = (session: Session, watchlist: number) =>
      inject({
        method: 'POST',
        url: '/backend/watchlist/items/',
        headers: as(session),
        payload: { watchlist, trade: trade.id },
      });
    expect((await add(follower, followerTab.id)).statusCode).toBe(201);
    expect((await add(follower, followerTab.id)).statusCode).toBe(409);
    const own = await add(expert, expertTab.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot bookmark your own trade');
    const saved = (
      await inject({ url: `/backend/api/trade/get-trade/${trade.id}`, headers: as(follower) })
    ).json();
    expect(saved.is_trade_saved).toBe(true);
    const notSaved = (
      await inject({ url: `/backend/api/trade/get-trade/${trade.id}`, headers: as(stranger) })
    ).json();
    expect(notSaved.is_trade_saved).toBe(false);
  });
});

describe('reference calls', () => {
  it('lists the durations with Short term kept', async () => {
    const response = await inject({ url: '/backend/api/trade/duration-list' });
    expect(response.json().map((item: { name: string }) => item.name)).toEqual([
      'Intra-day-BTST',
      'Short term',
      'Intermediate',
      'Long term',
    ]);
  });

  it('answers profile details with counts the caller may see', async () => {
    const response = await inject({
      url: `/backend/api/profile-details/${expert.user_id}`,
      headers: as(expert),
    });
    expect(response.json().result).toMatchObject({
      user_id: expert.user_id,
      name: 'Ananya Expert',
      is_own_profile: true,
    });
    expect((await inject({ url: '/backend/api/profile-details/999999' })).statusCode).toBe(404);
  });
});

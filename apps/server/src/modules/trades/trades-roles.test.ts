/**
 * Roles of trades.md §6 across every call: visitors read public trades and everything that changes
 * data needs a valid token (401, nothing written); a signed-in user still needs a profile to post,
 * comment or bookmark.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, uniqueIp } from '../../../test/auth-helpers.ts';
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
import { tradeComments, trades, watchlistItems } from '../../db/schema/index.ts';

let ctx: TestContext;
let owner: Session;
let stockId: number;
let futureId: number;
let equityTrade: { id: number; entry_price: number; target_price: number; stop_loss: number };
let fnoTrade: { id: number };

const inject = (options: InjectOptions) => ctx.app.inject(options);

async function snapshot() {
  const { db } = ctx.database;
  return {
    // The owner's rows in full; the rest by number (demo trades may move with the simulator).
    ownersTrades: await db
      .select()
      .from(trades)
      .where(eq(trades.postedByUserId, owner.user_id))
      .orderBy(asc(trades.id)),
    trades: (await db.select({ n: count() }).from(trades))[0]!.n,
    comments: (await db.select({ n: count() }).from(tradeComments))[0]!.n,
    bookmarks: (await db.select({ n: count() }).from(watchlistItems))[0]!.n,
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  owner = await signInWithProfile(ctx.app, 'Uma Owner');
  const stock = await findSecurity(ctx.database.db, 'SBIN', 'NSE');
  const future = await firstSecurityOfType(ctx.database.db, 'FUT');
  stockId = stock!.id;
  futureId = future!.id;
  const price = await livePriceOf(ctx.app, stockId);
  equityTrade = (await postTrade(ctx.app, owner, buyTradeBody(stockId, price * 1.25))).json();
  const futurePrice = await livePriceOf(ctx.app, futureId);
  fnoTrade = (await postTrade(ctx.app, owner, buyTradeBody(futureId, futurePrice * 1.25))).json();
});
afterAll(() => ctx.close());

/** Every call that changes something, with a body that would be accepted from the owner. */
function writeCalls(): [string, InjectOptions][] {
  const id = equityTrade.id;
  const featured = { id, is_featured: true, request_type: 'featured' };
  return [
    [
      'create-trade',
      { method: 'POST', url: '/backend/api/trade/create-trade/', payload: buyTradeBody(stockId, 500) },
    ],
    [
      'own-groups post-trade',
      { method: 'POST', url: '/backend/api/own-groups/3/post-trade/', payload: buyTradeBody(stockId, 500) },
    ],
    [
      'update-trade-detail',
      {
        method: 'POST',
        url: '/backend/api/trade/update-trade-detail/',
        payload: {
          id,
          entry_price: equityTrade.entry_price,
          target_price: equityTrade.target_price,
          stop_loss: equityTrade.stop_loss,
          lots: 2,
        },
      },
    ],
    ['delete-trade', { method: 'POST', url: '/backend/api/trade/delete-trade/', payload: { id } }],
    [
      'trade-patch',
      { method: 'PATCH', url: '/backend/api/trade/trade-patch', payload: { id, entry_price: 500 } },
    ],
    ['exit-trade', { method: 'POST', url: '/backend/api/trade/exit-trade', payload: { id } }],
    [
      'feature',
      { method: 'PATCH', url: '/backend/api/trade/trade-detail-patch-featured/', payload: featured },
    ],
    [
      'feature F&O',
      {
        method: 'PATCH',
        url: '/backend/api/trade/fando-trade-patch',
        payload: { ...featured, id: fnoTrade.id },
      },
    ],
    [
      'update-reasoning',
      { method: 'POST', url: `/backend/api/trade/update-reasoning/${id}`, payload: { reason: 'x' } },
    ],
    [
      'update-comment',
      {
        method: 'POST',
        url: `/backend/api/trade/update-comment/${id}/`,
        payload: { comment: 'x', user_id: 1 },
      },
    ],
    [
      'add_fno_comment',
      {
        method: 'POST',
        url: `/backend/add_fno_comment/${fnoTrade.id}/`,
        payload: { comment: 'x', user_id: 1 },
      },
    ],
    ['bookmark', { method: 'POST', url: '/backend/watchlist/items/', payload: { watchlist: 1, trade: id } }],
    ['trade-report-list', { url: '/backend/api/trade/trade-report-list/' }],
    ['trade-start', { url: `/backend/api/order/trade-start/?trade_id=${id}` }],
    ['trade-actions', { url: `/backend/api/order/trade-actions/?trade_id=${id}` }],
    [
      'exit-order',
      { method: 'POST', url: `/backend/api/order/exit-order/?trade_id=${id}&trade_action=EXIT` },
    ],
  ];
}

describe('visitors', () => {
  it('get 401 from every call that changes something, with no token or a forged one, and nothing is written', async () => {
    const before = await snapshot();
    for (const [name, request] of writeCalls()) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
        const response = await inject({ ...request, headers });
        expect(response.statusCode, `${name} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json().message, name).toEqual(expect.any(String));
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('read public trades, lists, counts, profiles and reports', async () => {
    const reads: [string, string][] = [
      ['duration-list', '/backend/api/trade/duration-list'],
      ['get-trade', `/backend/api/trade/get-trade/${equityTrade.id}`],
      ['user-trade-detail', `/backend/api/trade/user-trade-detail/${equityTrade.id}/`],
      ['get-fno-trade', `/backend/get-fno-trade/${fnoTrade.id}`],
      ['get-trades-count', `/backend/api/trade/get-trades-count/${owner.user_id}`],
      ['trade-list', `/backend/api/trade/trade-list/${owner.user_id}/0/1`],
      ['filter-trades', `/backend/api/trade/filter-trades/0/${owner.user_id}/1/Upcoming/Buy/1/null`],
      ['all-trade-list', '/backend/api/trade/all-trade-list/null/1/null/null/null'],
      ['profile-details', `/backend/api/profile-details/${owner.user_id}?request_user=0`],
      ['trade-report', `/backend/api/trade/trade-report/${equityTrade.id}/`],
    ];
    for (const [name, url] of reads) {
      const response = await inject({ url, remoteAddress: uniqueIp() });
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    const counts = (await inject({ url: `/backend/api/trade/get-trades-count/${owner.user_id}` })).json();
    expect(counts).toEqual({
      posted_count: 2,
      followed_count: 0,
      inactive_count: 2,
      active_count: 0,
      closed_count: 0,
    });
    const profile = (await inject({ url: `/backend/api/profile-details/${owner.user_id}` })).json();
    expect(profile.result).toMatchObject({
      user_id: owner.user_id,
      name: 'Uma Owner',
      is_own_profile: false,
    });
  });
});

describe('a signed-in user without a profile', () => {
  it('is asked to complete it before posting, commenting or bookmarking, and nothing is written', async () => {
    const newcomer = await signIn(ctx.app);
    const as = bearer(newcomer.token.access);
    const ownersTab = (
      await inject({
        url: `/backend/watchlist/detail/?category__watchlist_type=trade&profile__user__id=${owner.user_id}`,
        headers: bearer(owner.token.access),
      })
    ).json()[0].id;
    const before = await snapshot();
    const post = await inject({
      method: 'POST',
      url: '/backend/api/trade/create-trade/',
      headers: as,
      payload: buyTradeBody(stockId, 500),
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe('Complete your profile before posting trades');
    const comment = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${equityTrade.id}/`,
      headers: as,
      payload: { comment: 'Nice', user_id: 1 },
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().message).toBe('Complete your profile before commenting');
    const bookmark = await inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: as,
      payload: { watchlist: ownersTab, trade: equityTrade.id },
    });
    expect(bookmark.statusCode).toBe(400);
    expect(bookmark.json().message).toBe('Complete your profile to use watchlists');
    expect(await snapshot()).toEqual(before);
  });
});

import { asc, count, desc, eq } from 'drizzle-orm';
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
  sellTradeBody,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { securities, tradeComments, trades } from '../../db/schema/index.ts';

type Contract = typeof securities.$inferSelect;

let ctx: TestContext;
let expert: Session;
let follower: Session;
let future: Contract;
let call: Contract;
let put: Contract;
let stockId: number;

const as = (session: Session) => bearer(session.token.access);
const inject = (options: InjectOptions) => ctx.app.inject(options);
const paise = (rupees: number) => Math.round(rupees * 100);
/** Rupee P&L of `lots` lots of `lotSize` from entry to end, as integer paise arithmetic gives it. */
const pnlOf = (side: 'Buy' | 'Sell', entry: number, end: number, quantity: number) =>
  ((side === 'Buy' ? 1 : -1) * (paise(end) - paise(entry)) * quantity) / 100;

/**
 * A seeded contract of the kind whose live price is over ₹100, so 5% ladders stay apart after
 * rounding to paise. Deep in-the-money options first: near expiry an out-of-the-money one is worth
 * next to nothing.
 */
async function contractWorthOver100(kind: 'FUT' | 'CE' | 'PE'): Promise<Contract> {
  const candidates = await ctx.database.db
    .select()
    .from(securities)
    .where(eq(securities.instrumentType, kind))
    .orderBy(kind === 'PE' ? desc(securities.strikePrice) : asc(securities.strikePrice), asc(securities.id));
  for (const contract of candidates) {
    if ((await livePriceOf(ctx.app, contract.id)) > 100) {
      expect(contract.lotSize, `${contract.symbol} has a lot size`).toBeGreaterThan(1);
      return contract;
    }
  }
  throw new Error(`No seeded ${kind} contract is worth over ₹100`);
}

/** An Upcoming Buy trade on the contract with its entry 25% above the live price, out of the engine's reach. */
async function fnoTrade(contract: Contract, session = expert, overrides: Record<string, unknown> = {}) {
  const price = await livePriceOf(ctx.app, contract.id);
  const response = await postTrade(ctx.app, session, buyTradeBody(contract.id, price * 1.25, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const getFno = (id: number, session?: Session) =>
  inject({ url: `/backend/get-fno-trade/${id}`, headers: session ? as(session) : {} });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [expert, follower] = await Promise.all([
    signInWithProfile(ctx.app, 'Divya Derivatives'),
    signInWithProfile(ctx.app, 'Farhan Follower'),
  ]);
  [future, call, put] = await Promise.all([
    contractWorthOver100('FUT'),
    contractWorthOver100('CE'),
    contractWorthOver100('PE'),
  ]);
  const stock = await findSecurity(ctx.database.db, 'RELIANCE', 'NSE');
  stockId = stock!.id;
});
afterAll(() => ctx.close());

describe('posting an F&O trade', () => {
  it('keeps the product and lots, and answers the contract lot size and potential P&L for lots x lot size', async () => {
    const trade = await fnoTrade(future, expert, { lots: 3, product: 'MIS' });
    expect(trade).toMatchObject({
      status: 'Inactive',
      security: { id: future.id, symbol: future.symbol },
      instrument_type: 'FUT',
      is_equity_trade: false,
      product: 'MIS',
      lots: 3,
      lot_size: future.lotSize,
    });
    // Upcoming: the P&L is the potential one, from the entry to the final target.
    expect(trade.pl_data).toBe(pnlOf('Buy', trade.entry_price, trade.final_target, 3 * future.lotSize!));
    expect(trade.pl_percent).toBe(5);
    const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, trade.id));
    expect(row).toMatchObject({ product: 'MIS', lots: 3, securityId: future.id });
  });

  it('defaults the product to NRML on options, and Sell trades on a put take the mirror ladder', async () => {
    const onCall = await fnoTrade(call);
    expect(onCall).toMatchObject({ instrument_type: 'CE', product: 'NRML', lot_size: call.lotSize });
    const price = await livePriceOf(ctx.app, put.id);
    const response = await postTrade(
      ctx.app,
      expert,
      sellTradeBody(put.id, price * 0.75, { lots: 2, product: 'NRML' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const onPut = response.json();
    expect(onPut).toMatchObject({
      instrument_type: 'PE',
      trade_type: 'Sell',
      lots: 2,
      lot_size: put.lotSize,
    });
    expect(onPut.pl_data).toBe(pnlOf('Sell', onPut.entry_price, onPut.final_target, 2 * put.lotSize!));
    expect(onPut.pl_data).toBeGreaterThan(0);
  });

  it('gives an equity trade no product and a lot size of 1, and refuses an unknown product writing nothing', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const equity = await postTrade(ctx.app, expert, buyTradeBody(stockId, price * 1.25, { product: 'MIS' }));
    expect(equity.json()).toMatchObject({ product: null, lot_size: 1, is_equity_trade: true });
    const before = (await ctx.database.db.select({ n: count() }).from(trades))[0]!.n;
    const futurePrice = await livePriceOf(ctx.app, future.id);
    const refused = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(future.id, futurePrice * 1.25, { product: 'CNC' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.product).toHaveLength(1);
    expect(refused.json().message).toMatch(/^product: /);
    expect((await ctx.database.db.select({ n: count() }).from(trades))[0]!.n).toBe(before);
  });
});

describe('GET /backend/get-fno-trade/{id}', () => {
  it('answers an F&O trade to anyone, with current P&L while Live and realized P&L once Closed', async () => {
    const trade = await fnoTrade(future, expert, { lots: 2 });
    const quantity = 2 * future.lotSize!;
    const asVisitor = await getFno(trade.id);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json()).toMatchObject({
      id: trade.id,
      is_equity_trade: false,
      lot_size: future.lotSize,
    });

    await ctx.database.db.update(trades).set({ status: 'Active' }).where(eq(trades.id, trade.id));
    const live = (await getFno(trade.id, follower)).json();
    expect(live.status).toBe('Active');
    expect(live.live_price).toBeGreaterThan(0);
    expect(live.pl_data).toBe(pnlOf('Buy', live.entry_price, live.live_price, quantity));

    const exitPrice = Math.round(trade.entry_price * 1.02 * 100) / 100;
    await ctx.database.db
      .update(trades)
      .set({ status: 'Closed', exitPrice, closedAt: new Date() })
      .where(eq(trades.id, trade.id));
    const closed = (await getFno(trade.id)).json();
    expect(closed).toMatchObject({ status: 'Closed', exit_price: exitPrice, live_price: exitPrice });
    expect(closed.pl_data).toBe(pnlOf('Buy', trade.entry_price, exitPrice, quantity));
    expect(closed.pl_percent).toBeCloseTo(2, 1);
  });

  it('answers group_name at the top level: the group it was posted to, else null', async () => {
    const group = await createGroup(ctx.app, expert, { name: 'Derivatives Desk' });
    const price = await livePriceOf(ctx.app, future.id);
    const posted = await postGroupTrade(ctx.app, expert, group.id, buyTradeBody(future.id, price * 1.25));
    expect(posted.statusCode, posted.body).toBe(201);
    const inGroup = await getFno(posted.json().id, expert);
    expect(inGroup.statusCode).toBe(200);
    expect(inGroup.json()).toMatchObject({
      group_name: 'Derivatives Desk',
      posted_by_group: { id: group.id },
    });
    const outside = await fnoTrade(future);
    expect((await getFno(outside.id)).json()).toMatchObject({ group_name: null, posted_by_group: null });
  });

  it('answers 404 Trade not found for an equity trade, a missing one and a private one, except to its owner', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const equity = (await postTrade(ctx.app, expert, buyTradeBody(stockId, price * 1.25))).json();
    const hidden = await fnoTrade(call, expert, { is_trade_private: true });
    const missing = await getFno(2_000_000_000, follower);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Trade not found' });
    for (const [id, session] of [
      [equity.id, expert],
      [equity.id, follower],
      [hidden.id, follower],
      [hidden.id, undefined],
    ] as const) {
      const response = await getFno(id, session);
      expect(response.statusCode, `trade ${id}`).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    const own = await getFno(hidden.id, expert);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: hidden.id, visibility: 'private', is_trade_private: true });
  });
});

describe('POST /backend/add_fno_comment/{id}/', () => {
  it('adds a comment with user_data that the trade detail lists and counts', async () => {
    const trade = await fnoTrade(put);
    const comment = (session: Session | undefined, payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: `/backend/add_fno_comment/${trade.id}/`,
        headers: session ? as(session) : {},
        payload,
      });
    const added = await comment(follower, { comment: 'Premium looks rich', user_id: follower.profile_id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      comment_text: 'Premium looks rich',
      user_data: { id: follower.profile_id, user: follower.user_id, name: 'Farhan Follower' },
      link_preview: null,
    });
    expect((await comment(undefined, { comment: 'hi', user_id: 1 })).statusCode).toBe(401);
    const impersonating = await comment(follower, { comment: 'as expert', user_id: expert.profile_id });
    expect(impersonating.statusCode).toBe(403);
    expect((await comment(follower, { comment: '  ', user_id: follower.profile_id })).json()).toEqual({
      message: 'Field is required',
      errors: { comment: ['Field is required'] },
    });
    // The equity call keeps to equity cards: an F&O trade is not found there.
    const throughEquity = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${trade.id}/`,
      headers: as(follower),
      payload: { comment: 'wrong call', user_id: follower.profile_id },
    });
    expect(throughEquity.statusCode).toBe(404);
    expect(throughEquity.json()).toEqual({ message: 'Trade not found' });

    const detail = (
      await inject({ url: `/backend/api/trade/user-trade-detail/${trade.id}/`, headers: as(expert) })
    ).json();
    expect(detail.comments.map((item: { comment_text: string }) => item.comment_text)).toEqual([
      'Premium looks rich',
    ]);
    expect((await getFno(trade.id)).json().comments_count).toBe(1);
    const stored = await ctx.database.db
      .select()
      .from(tradeComments)
      .where(eq(tradeComments.subjectId, trade.id));
    expect(stored.map((row) => [row.profileId, row.commentText])).toEqual([
      [follower.profile_id, 'Premium looks rich'],
    ]);
  });
});

describe('PATCH /backend/api/trade/fando-trade-patch', () => {
  it('features and unfeatures an F&O trade for its owner only, with the spec messages', async () => {
    const trade = await fnoTrade(future);
    const feature = (
      session: Session | undefined,
      id: number,
      isFeatured: boolean,
      path = 'fando-trade-patch',
    ) =>
      inject({
        method: 'PATCH',
        url: `/backend/api/trade/${path}`,
        headers: session ? as(session) : {},
        payload: { id, is_featured: isFeatured, request_type: 'featured' },
      });
    const storedFlag = async () =>
      (await ctx.database.db.select().from(trades).where(eq(trades.id, trade.id)))[0]!.isFeatured;

    expect((await feature(undefined, trade.id, true)).statusCode).toBe(401);
    const byOther = await feature(follower, trade.id, true);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Only the trade owner can feature this trade' });
    expect(await storedFlag()).toBe(false);

    const on = await feature(expert, trade.id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Trade added to featured sections successfully',
      trade_detail: { id: trade.id, is_featured: true, is_equity_trade: false },
    });
    expect(await storedFlag()).toBe(true);
    expect((await getFno(trade.id)).json().is_featured).toBe(true);

    const off = await feature(expert, trade.id, false);
    expect(off.json()).toMatchObject({
      message: 'Trade removed to featured sections successfully',
      trade_detail: { is_featured: false },
    });
    expect(await storedFlag()).toBe(false);

    // The spec names one body for both calls: either takes the owner's F&O or equity trade.
    const throughEquityAlias = await feature(expert, trade.id, true, 'trade-detail-patch-featured/');
    expect(throughEquityAlias.statusCode).toBe(200);
    expect(await storedFlag()).toBe(true);
    await feature(expert, trade.id, false);
  });

  it('works the same on the trade detail patch, where request_type tells the bodies apart', async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const equity = (await postTrade(ctx.app, expert, buyTradeBody(stockId, price * 1.25))).json();
    const derivative = await fnoTrade(call);
    const detailPatch = (session: Session, payload: Record<string, unknown>) =>
      inject({
        method: 'PATCH',
        url: '/backend/api/trade/trade-detail-patch/',
        headers: as(session),
        payload,
      });
    for (const trade of [equity, derivative]) {
      const on = await detailPatch(expert, { id: trade.id, is_featured: true, request_type: 'featured' });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({
        message: 'Trade added to featured sections successfully',
        trade_detail: { id: trade.id, is_featured: true },
      });
      const off = await detailPatch(expert, { id: trade.id, is_featured: false, request_type: 'featured' });
      expect(off.json().message).toBe('Trade removed to featured sections successfully');
    }
    // Someone else learns they may not act before their body is looked at.
    const stranger = await detailPatch(follower, { id: equity.id, request_type: 'featured' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'Only the trade owner can feature this trade' });
    const missingFlag = await detailPatch(expert, { id: equity.id, request_type: 'featured' });
    expect(missingFlag.statusCode).toBe(400);
    expect(missingFlag.json().message).toBe('is_featured must be true or false');
    const otherType = await detailPatch(expert, { id: equity.id, is_featured: true, request_type: 'pinned' });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().message).toBe(
      "request_type is featured (feature or unfeature the trade) or left out (a real exit's broker result)",
    );
  });

  it("takes an equity trade too, with the spec's body and success texts", async () => {
    const price = await livePriceOf(ctx.app, stockId);
    const equity = (await postTrade(ctx.app, expert, buyTradeBody(stockId, price * 1.25))).json();
    const patch = (session: Session, isFeatured: boolean) =>
      inject({
        method: 'PATCH',
        url: '/backend/api/trade/fando-trade-patch',
        headers: as(session),
        payload: { id: equity.id, is_featured: isFeatured, request_type: 'featured' },
      });
    expect((await patch(follower, true)).statusCode).toBe(403);
    const on = await patch(expert, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Trade added to featured sections successfully',
      trade_detail: { id: equity.id, is_featured: true, is_equity_trade: true },
    });
    const off = await patch(expert, false);
    expect(off.json().message).toBe('Trade removed to featured sections successfully');
    const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, equity.id));
    expect(row!.isFeatured).toBe(false);
  });
});

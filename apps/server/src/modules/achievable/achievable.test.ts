import { ClaimedVersusAchievableResponseSchema, GroupKpisResponseSchema } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createGroupRows, createTradeRow, createUser, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import {
  callComparisons,
  callDeliveries,
  securityPriceBars,
  trackRecordCalls,
} from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: SignedIn;
let relianceId: number;

/** Long before now: the bars the running feed writes (at now) never reach these calls' windows. */
const T0 = Date.parse('2025-03-03T04:00:00Z');
const SECOND = 1000;

/**
 * A Buy at 2450, target 2600, stop loss 2400 (market_order), posted at `at`, entered 10 s later and
 * closed at its target 60 s after posting.
 */
async function closedCall(overrides: Parameters<typeof createTradeRow>[2] = {}, at = T0, poster = expert) {
  return createTradeRow(
    ctx.database.db,
    { userId: poster.user_id },
    {
      status: 'Closed',
      closingReason: 'target',
      exitPrice: 2600,
      createdAt: new Date(at),
      liveAt: new Date(at + 10 * SECOND),
      closedAt: new Date(at + 60 * SECOND),
      expiresAt: new Date(at + 3_600 * SECOND),
      ...overrides,
    },
    [
      { kind: 'posted', status: 'Inactive', createdAt: new Date(at) },
      { kind: 'activated', status: 'Active', price: 2450, createdAt: new Date(at + 10 * SECOND) },
      { kind: 'closed', status: 'Closed', price: 2600, createdAt: new Date(at + 60 * SECOND) },
    ],
  );
}

async function bars(
  securityId: number,
  rows: [offsetSeconds: number, open: number, high: number, low: number, close: number][],
) {
  await ctx.database.db.insert(securityPriceBars).values(
    rows.map(([offset, open, high, low, close]) => ({
      securityId,
      barAt: new Date(T0 + offset * SECOND),
      open,
      high,
      low,
      close,
    })),
  );
}

async function achievable(userId: number, query = '') {
  const response = await ctx.app.inject({ url: `/backend/api/track-record/${userId}/achievable/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ClaimedVersusAchievableResponseSchema.parse(response.json());
}

beforeAll(async () => {
  // 1-second bars, a follower who reacts in 30 s, one tick of slippage.
  ctx = await createTestApp({
    seed: true,
    env: { PRICE_BAR_MS: '1000', ACHIEVABLE_REACTION_SECONDS: '30', VIRTUAL_FILL_SLIPPAGE_TICKS: '1' },
  });
  expert = await createUser(ctx.app, { name: 'Achievable Expert' });
  relianceId = (await findSecurity(ctx.database.db, 'RELIANCE')).id;
});
afterAll(() => ctx.close());

describe('claimed versus achievable, per expert', () => {
  let tradeId: number;
  let unpricedId: number;

  beforeAll(async () => {
    tradeId = (await closedCall()).id;
    // The notification went out 5 s after posting: the follower acts at T0+35 s, after the call's
    // entry filled (T0+10 s), so the copy chases it with a market order at the first bar from then.
    await ctx.database.db.insert(callDeliveries).values({ tradeId, deliveredAt: new Date(T0 + 5 * SECOND) });
    await bars(relianceId, [
      [0, 2450, 2450, 2450, 2450],
      [10, 2450, 2452, 2449, 2451],
      [20, 2460, 2461, 2459, 2460],
      // The copy's entry: the open, 2470, plus one tick (0.10 above 1,000) = 2470.10.
      [40, 2470, 2475, 2468, 2472],
      // The target, 2600, is reached inside the bar: a limit order at the level, no slippage.
      [60, 2590, 2605, 2588, 2600],
    ]);
    // A call closed when no prices were kept: left out of both sides, and said so.
    unpricedId = (await closedCall({}, T0 - 86_400 * SECOND)).id;
  });

  it('answers the recorded return beside the copy a follower could have had', async () => {
    const answer = await achievable(expert.user_id);
    expect(answer).toMatchObject({
      expert_user_id: expert.user_id,
      period: 'All',
      reaction_seconds: 30,
      slippage_ticks: 1,
      median_delivery_ms: 5000,
      calls_without_prices: 1,
      calls_pending: 0,
    });
    // Claimed: (2600 - 2450) / 2450 = 6.122%. Achievable: (2600 - 2470.10) / 2470.10 = 5.259%.
    expect(answer.gross).toEqual({
      calls: 1,
      achievable_calls: 1,
      claimed_average: 6.12,
      achievable_average: 5.26,
      gap: -0.86,
    });
    // Charges only lower both sides (docs/metrics.md "Net of charges").
    expect(answer.net.calls).toBe(1);
    expect(answer.net.claimed_average!).toBeLessThan(6.12);
    expect(answer.net.achievable_average!).toBeLessThan(5.26);
  });

  it('keeps a final comparison, so the next request sums it instead of replaying prices', async () => {
    const [kept] = await ctx.database.db
      .select()
      .from(callComparisons)
      .where(eq(callComparisons.tradeId, tradeId));
    expect(kept).toMatchObject({ reactionMs: 30_000, slippageTicks: 1, deliveryMs: 5000 });
    expect(kept!.achievablePercent).toBeCloseTo(5.2589, 3);
    // The call without prices is kept too, as unpriced: no request looks for its prices again.
    const unpriced = await ctx.database.db
      .select()
      .from(callComparisons)
      .where(eq(callComparisons.tradeId, unpricedId));
    expect(unpriced).toEqual([expect.objectContaining({ claimedPercent: null, achievablePercent: null })]);
    // The prices are gone: the kept row still answers.
    await ctx.database.db.delete(securityPriceBars).where(eq(securityPriceBars.securityId, relianceId));
    expect((await achievable(expert.user_id)).gross.achievable_average).toBe(5.26);
  });

  it("closes a copy still open at the window's end at the last price before it", async () => {
    const other = await createUser(ctx.app, { name: 'Window Expert' });
    const tcs = (await findSecurity(ctx.database.db, 'TCS')).id;
    const { id } = await createTradeRow(
      ctx.database.db,
      { userId: other.user_id },
      {
        symbol: 'TCS',
        orderType: 'limit_order',
        entryPrice: 3400,
        firstTarget: 3600,
        targetPrice: 3600,
        finalTarget: 3600,
        firstStopLoss: 3350,
        stopLoss: 3350,
        status: 'Closed',
        closingReason: 'window_end',
        exitPrice: 3480,
        createdAt: new Date(T0),
        liveAt: new Date(T0 + 2 * SECOND),
        closedAt: new Date(T0 + 120 * SECOND),
        expiresAt: new Date(T0 + 120 * SECOND),
      },
      [
        { kind: 'posted', status: 'Inactive', createdAt: new Date(T0) },
        { kind: 'activated', status: 'Active', price: 3400, createdAt: new Date(T0 + 2 * SECOND) },
        { kind: 'closed', status: 'Closed', price: 3480, createdAt: new Date(T0 + 120 * SECOND) },
      ],
    );
    await ctx.database.db.insert(callDeliveries).values({ tradeId: id, deliveredAt: new Date(T0 + SECOND) });
    // The follower acts at T0+31 s, after the call's fill: the copy chases at 3410 + 0.10. Neither
    // level comes; the window ends at T0+120 s and the copy sells at the last bar's close before it,
    // 3480 - 0.10 = 3479.90. The bar after the window counts for nothing.
    await bars(tcs, [
      [1, 3402, 3403, 3399, 3400],
      [31, 3410, 3412, 3408, 3409],
      [60, 3450, 3455, 3445, 3450],
      [119, 3478, 3482, 3476, 3480],
      [125, 3300, 3300, 3300, 3300],
    ]);
    const answer = await achievable(other.user_id);
    // Claimed (3480 - 3400) / 3400 = 2.35%; achievable (3479.90 - 3410.10) / 3410.10 = 2.05%.
    expect(answer.gross).toEqual({
      calls: 1,
      achievable_calls: 1,
      claimed_average: 2.35,
      achievable_average: 2.05,
      gap: -0.3,
    });
  });

  it("leaves a hidden call out of the public comparison and in its group's KPIs", async () => {
    const admin = await createUser(ctx.app, { name: 'Group Expert' });
    const group = await createGroupRows(ctx.app, admin);
    const { id } = await closedCall({ visibility: 'group', groupId: group.id });
    // The expert of the first case posted it: it must not change their public figures.
    expect((await achievable(expert.user_id)).gross.calls).toBe(1);
    await bars(relianceId, [
      [40, 2470, 2475, 2468, 2472],
      [60, 2590, 2605, 2588, 2600],
    ]);
    const [call] = await ctx.database.db
      .select()
      .from(trackRecordCalls)
      .where(eq(trackRecordCalls.tradeId, id));
    expect(call!.groupId).toBe(group.id);
    const response = await ctx.app.inject({ url: `/backend/api/group-kpis/?group_id=${group.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const { achievable: compared } = GroupKpisResponseSchema.parse(response.json()).result;
    // Not measured: the notification counts as instant, so the follower acts at T0+30 s.
    expect(compared.median_delivery_ms).toBe(0);
    expect(compared.gross).toMatchObject({ calls: 1, claimed_average: 6.12, achievable_average: 5.26 });
  });

  it('holds a call that closed moments ago out of both sides until its copy settles', async () => {
    const recent = await createUser(ctx.app, { name: 'Recent Expert' });
    // Its end lies past the bars written so far (they trail now by a bar's width): the prices of
    // its last moments are not in yet, so it is neither compared nor kept.
    const { id } = await closedCall({}, Date.now() - 30 * SECOND, recent);
    const answer = await achievable(recent.user_id);
    expect(answer).toMatchObject({ calls_pending: 1, calls_without_prices: 0 });
    expect(answer.gross.calls).toBe(0);
    expect(
      await ctx.database.db.select().from(callComparisons).where(eq(callComparisons.tradeId, id)),
    ).toEqual([]);
  });

  it('narrows to a period and refuses an unknown one', async () => {
    expect((await achievable(expert.user_id, '?period=1M')).gross.calls).toBe(0);
    const response = await ctx.app.inject({
      url: `/backend/api/track-record/${expert.user_id}/achievable/?period=2M`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { period: ['period must be one of All, 1D, 1W, 1M, 3M, 6M, 1Y'] },
    });
  });
});

describe('delivery times', () => {
  it("records when a posted call's notifications went out", async () => {
    const poster = await signInWithProfile(ctx.app, 'Posting Expert');
    const entry = Math.round((await livePriceOf(ctx.app, relianceId)) * 0.9 * 10) / 10;
    const posted = await postTrade(ctx.app, poster, buyTradeBody(relianceId, entry));
    expect(posted.statusCode, posted.body).toBe(201);
    const tradeId = posted.json().id as number;
    await eventsApplied(ctx.app);
    const [delivery] = await ctx.database.db
      .select()
      .from(callDeliveries)
      .where(eq(callDeliveries.tradeId, tradeId));
    expect(delivery).toBeDefined();
    const [call] = await ctx.database.db
      .select()
      .from(trackRecordCalls)
      .where(eq(trackRecordCalls.tradeId, tradeId));
    expect(delivery!.deliveredAt.getTime()).toBeGreaterThanOrEqual(call!.postedAt.getTime());
  });
});

import type { TradeChangeEvent } from '@tradecircle/domain';
/**
 * Issue 27 (4): a real trade is its owner's alone until its broker fills the entry. Nobody else sees
 * it (detail, feed, profile list, counts, trending), nobody is told of it (notifications, the track
 * record, the live push) until then; once it is Live everyone entitled does and its followers hear of
 * it. The sweep settles, REAL_TRADE_CONFIRM_MINUTES after posting, the ones left behind in the
 * gateway, and only those.
 */
import { REAL_TRADE_CONFIRM_MINUTES } from '@tradecircle/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { collectTradeChanges } from '../../../test/stream.ts';
import { buyTradeBody, postTrade, signInWithProfile } from '../../../test/trade-helpers.ts';
import { brokerTransactions, outboxEvents, trackRecordEntries, trades } from '../../db/schema/index.ts';
import { mostFollowedUpcomingCalls, publicCallCountsBySecurity } from '../trades/index.ts';
import {
  type BrokerTestContext,
  createBrokerTestApp,
  idsOf,
  insertTrade,
  linkBrokerAccount,
  placeInSandbox,
  type Session,
  securityId,
} from './broker.fixtures.ts';

const MINUTE = 60_000;
const LIMIT = REAL_TRADE_CONFIRM_MINUTES * MINUTE;

let ctx: BrokerTestContext;
let owner: Session;
let follower: Session;
let other: Session;
let itc: number;
const published: TradeChangeEvent[] = [];

beforeAll(async () => {
  ctx = await createBrokerTestApp();
  owner = await signIn(ctx.app, '9810000001');
  await linkBrokerAccount(ctx.app, owner, 'OWN027');
  follower = await signInWithProfile(ctx.app, 'Farah Follower');
  other = await signInWithProfile(ctx.app, 'Omar Other');
  const followed = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/follow-influencer/',
    headers: bearer(follower.token.access),
    payload: { to_follow_id: owner.user_id },
  });
  expect(followed.statusCode).toBe(200);
  itc = await securityId(ctx.database.db, 'ITC');
  ctx.market.setPrice(itc, 211.017);
  await collectTradeChanges(ctx.bus, published);
});
afterAll(() => ctx.close());

/**
 * One pass of the trade sweep. On PostgreSQL the sweep runs only on the elected leader (an advisory
 * lock taken on its own connection, retried every few seconds when a connection fails under load):
 * wait for this instance to lead, as admin.test.ts's applied() waits for the notification worker,
 * and again should it lose the lead before the pass starts (runOnce then answers undefined).
 */
async function sweepPass(now: Date) {
  const sweep = ctx.app.tradeSweep!;
  for (let waited = 0; ; waited += 20) {
    if (sweep.isLeader()) {
      const pass = await sweep.runOnce(now);
      if (pass !== undefined) return pass;
    }
    if (waited > 20_000) throw new Error('the trade sweep was not elected leader');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Viewer = 'owner' | 'follower' | 'other' | 'visitor';
const VIEWERS: Viewer[] = ['owner', 'follower', 'other', 'visitor'];
const headersOf = (who: Viewer) => {
  const session = { owner, follower, other, visitor: undefined }[who];
  return session ? bearer(session.token.access) : {};
};
const get = (who: Viewer, url: string) => ctx.app.inject({ url, headers: headersOf(who) });

/** What `who` is shown of the owner's trades: detail answers, feed, profile list and counts. */
async function seenBy(who: Viewer, tradeId: number) {
  const detail = await get(who, `/backend/api/trade/get-trade/${tradeId}`);
  const feed = await get(who, '/backend/api/trade/all-trade-list/null/1/null/null/null');
  const profileList = await get(who, `/backend/api/trade/trade-list/${owner.user_id}/0/1`);
  const counts = await get(who, `/backend/api/trade/get-trades-count/${owner.user_id}`);
  const profile = await get(who, `/backend/api/profile-details/${owner.user_id}`);
  for (const answer of [feed, profileList, counts, profile]) expect(answer.statusCode).toBe(200);
  const listed = (answer: typeof feed) =>
    answer.json().result.some((trade: { id: number }) => trade.id === tradeId);
  return {
    detail: detail.statusCode,
    inFeed: listed(feed),
    inProfileList: listed(profileList),
    posted: counts.json().posted_count as number,
    profilePosted: profile.json().result.trade_counts.posted_count as number,
  };
}

const outboxOf = async (tradeId: number) =>
  (
    await ctx.database.db
      .select({ type: outboxEvents.type, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'tradeId' = ${String(tradeId)}`)
      .orderBy(outboxEvents.id)
  )
    // Its owner's own events (ownerOnly: a live push to the owner) tell nobody else.
    .filter((row) => row.payload.ownerOnly !== true)
    .map((row) => row.type);
const recordOf = async (tradeId: number) =>
  (
    await ctx.database.db
      .select({ kind: trackRecordEntries.kind })
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.tradeId, tradeId))
      .orderBy(trackRecordEntries.seq)
  ).map((row) => row.kind);

async function postRealTrade(): Promise<number> {
  const response = await postTrade(
    ctx.app,
    { ...owner, profile_id: owner.profile_id! },
    {
      ...buyTradeBody(itc, 211),
      is_real: true,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('a real trade awaiting its broker', () => {
  let tradeId: number;
  let postedBefore: number;

  beforeAll(async () => {
    postedBefore = (await seenBy('other', 0)).posted;
    tradeId = await postRealTrade();
  });

  it('is shown to its owner only: detail, feed, profile list and counts', async () => {
    expect(await seenBy('owner', tradeId)).toEqual({
      detail: 200,
      inFeed: true,
      inProfileList: true,
      posted: postedBefore + 1,
      profilePosted: postedBefore + 1,
    });
    for (const who of ['follower', 'other', 'visitor'] as const) {
      expect(await seenBy(who, tradeId), who).toEqual({
        detail: 404,
        inFeed: false,
        inProfileList: false,
        posted: postedBefore,
        profilePosted: postedBefore,
      });
    }
  });

  it('reaches nobody else: no notification, no track record entry, no public ranking, its own live push', async () => {
    expect(await outboxOf(tradeId)).toEqual([]);
    expect(await recordOf(tradeId)).toEqual([]);
    const since = new Date(Date.now() - MINUTE);
    const upcoming = await mostFollowedUpcomingCalls(ctx.database.db, since, 500);
    expect(upcoming.map((call) => call.tradeId)).not.toContain(tradeId);
    expect((await publicCallCountsBySecurity(ctx.database.db, since)).get(itc)).toBeUndefined();
    await vi.waitFor(() =>
      expect(published.filter((event) => event.trade_id === tradeId)).toEqual([
        expect.objectContaining({ type: 'trade.posted', status: 'Inactive', visibility: 'private' }),
      ]),
    );
  });

  it('is seen by everyone entitled once the broker fills it, and its followers hear of it then', async () => {
    const start = await ctx.app.inject({
      url: `/backend/api/order/trade-start/?trade_id=${tradeId}`,
      headers: bearer(owner.token.access),
    });
    expect(start.statusCode).toBe(200);
    const ids = idsOf(start.json());
    await placeInSandbox(ctx.app, ids, 'OWN027');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/order/confirm/',
      headers: bearer(owner.token.access),
      payload: { trade_id: tradeId, transaction_id: ids.transactionId },
    });
    expect(confirmed.json()).toMatchObject({ status: 'Active', entry_price: 211.02 });

    // A feed holds one's own trades and those of the users one follows; a visitor's, every public one.
    const inFeed: Record<Viewer, boolean> = { owner: true, follower: true, other: false, visitor: true };
    for (const who of VIEWERS) {
      expect(await seenBy(who, tradeId), who).toEqual({
        detail: 200,
        inFeed: inFeed[who],
        inProfileList: true,
        posted: postedBefore + 1,
        profilePosted: postedBefore + 1,
      });
    }
    // Posted as far as the others are concerned now: a new trade, then Live (as a market entry tells it).
    expect(await outboxOf(tradeId)).toEqual(['trade.posted', 'trade.activated']);
    expect(await recordOf(tradeId)).toEqual(['posted', 'activated']);
    const since = new Date(Date.now() - MINUTE);
    expect((await publicCallCountsBySecurity(ctx.database.db, since)).get(itc)).toBe(1);
    await vi.waitFor(() =>
      expect(published.filter((event) => event.trade_id === tradeId).at(-1)).toMatchObject({
        type: 'trade.activated',
        visibility: 'followers',
      }),
    );
    await vi.waitFor(
      async () => {
        const list = await get(
          'follower',
          `/backend/api/my-notifications/${follower.user_id}?detail_count=50`,
        );
        const types = list
          .json()
          .results.filter((item: { trade: number | null }) => item.trade === tradeId)
          .map((item: { notification_type: string }) => item.notification_type);
        expect(types.sort()).toEqual(['new_trade', 'trade_active']);
      },
      { timeout: 10_000 },
    );
  });
});

describe('the sweep of real trades left awaiting their broker', () => {
  const db = () => ctx.database.db;
  const aged = async (tradeId: number, minutes: number) => {
    await db()
      .update(trades)
      .set({ createdAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(trades.id, tradeId));
    return tradeId;
  };
  const itcTrade = (values: { isReal?: boolean; status?: 'Inactive' | 'Active' } = {}) =>
    insertTrade(db(), owner, { securityId: itc, entryPrice: 211, target: 230, stopLoss: 200, ...values });
  const startEntry = async (tradeId: number) => {
    const start = await ctx.app.inject({
      url: `/backend/api/order/trade-start/?trade_id=${tradeId}`,
      headers: bearer(owner.token.access),
    });
    expect(start.statusCode).toBe(200);
    return idsOf(start.json());
  };
  const stateOf = async (transactionId: string) =>
    (
      await db()
        .select({ state: brokerTransactions.state, tradeId: brokerTransactions.tradeId })
        .from(brokerTransactions)
        .where(eq(brokerTransactions.transactionId, transactionId))
    )[0];

  it(`removes only real trades still awaiting their broker ${REAL_TRADE_CONFIRM_MINUTES} minutes on, settling their transactions`, async () => {
    const neverStarted = await aged(await itcTrade(), REAL_TRADE_CONFIRM_MINUTES + 5);
    const young = await aged(await itcTrade(), REAL_TRADE_CONFIRM_MINUTES - 5);
    const virtual = await aged(await itcTrade({ isReal: false }), REAL_TRADE_CONFIRM_MINUTES + 5);
    const live = await aged(await itcTrade({ status: 'Active' }), REAL_TRADE_CONFIRM_MINUTES + 5);

    // Left in the gateway: started, never finished.
    const leftInGateway = await itcTrade();
    const left = await startEntry(leftInGateway);
    await aged(leftInGateway, REAL_TRADE_CONFIRM_MINUTES + 5);

    // Filled at the broker, but the page closed before the confirmation: it goes Live.
    const filledUnconfirmed = await itcTrade();
    const filled = await startEntry(filledUnconfirmed);
    await placeInSandbox(ctx.app, filled, 'OWN027');
    await aged(filledUnconfirmed, REAL_TRADE_CONFIRM_MINUTES + 5);

    // An after-market order the broker holds: it stays, its owner's alone, until it fills.
    ctx.market.setOpen(false);
    const afterMarket = await itcTrade();
    const amo = await startEntry(afterMarket);
    try {
      await placeInSandbox(ctx.app, amo, 'OWN027', true);
    } finally {
      ctx.market.setOpen(true);
    }
    await aged(afterMarket, REAL_TRADE_CONFIRM_MINUTES + 5);

    // Deleted by the browser on leaving the page: its transaction is left open, detached.
    const discarded = await itcTrade();
    const detached = await startEntry(discarded);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: bearer(owner.token.access),
      payload: { id: discarded },
    });
    expect(deleted.statusCode).toBe(200);
    await db()
      .update(brokerTransactions)
      .set({ createdAt: new Date(Date.now() - LIMIT - 5 * MINUTE) })
      .where(eq(brokerTransactions.transactionId, detached.transactionId));

    const pass = await sweepPass(new Date());
    expect(pass.realTrades).toEqual({
      confirmed: 1,
      removed: 2,
      pending: 1,
      failed: 0,
      abandonedTransactions: 1,
    });
    const rows = await db()
      .select({ id: trades.id, status: trades.status, entryPrice: trades.entryPrice })
      .from(trades)
      .where(
        inArray(trades.id, [
          neverStarted,
          young,
          virtual,
          live,
          leftInGateway,
          filledUnconfirmed,
          afterMarket,
        ]),
      );
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    expect(statusOf.has(neverStarted)).toBe(false);
    expect(statusOf.has(leftInGateway)).toBe(false);
    expect(statusOf.get(young)).toBe('Inactive');
    expect(statusOf.get(virtual)).toBe('Inactive');
    expect(statusOf.get(live)).toBe('Active');
    expect(statusOf.get(filledUnconfirmed)).toBe('Active');
    expect(rows.find((row) => row.id === filledUnconfirmed)?.entryPrice).toBe(211.02);
    expect(statusOf.get(afterMarket)).toBe('Inactive');

    expect(await stateOf(left.transactionId)).toEqual({ state: 'abandoned', tradeId: null });
    expect(await stateOf(filled.transactionId)).toMatchObject({ state: 'completed' });
    expect(await stateOf(amo.transactionId)).toMatchObject({ state: 'started', tradeId: afterMarket });
    expect(await stateOf(detached.transactionId)).toEqual({ state: 'abandoned', tradeId: null });
    // Nobody but the owner ever saw the removed ones, so nobody is told they went.
    const deletions = await db()
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'trade.deleted'));
    const removedOnes = deletions.filter((row) =>
      [neverStarted, leftInGateway].includes(Number(row.payload.tradeId)),
    );
    expect(removedOnes.map((row) => row.payload.audienceUserIds)).toEqual([[], []]);
    // Confirmed by the sweep: posted to the others now.
    expect(await outboxOf(filledUnconfirmed)).toEqual(['trade.posted', 'trade.activated']);

    // A second pass finds nothing more to do but the held after-market order.
    expect((await sweepPass(new Date())).realTrades).toEqual({
      confirmed: 0,
      removed: 0,
      pending: 1,
      failed: 0,
      abandonedTransactions: 0,
    });
  });

  it('removes a transaction the broker let expire as failed', async () => {
    const expiring = await itcTrade();
    const ids = await startEntry(expiring);
    await aged(expiring, REAL_TRADE_CONFIRM_MINUTES + 1);
    // The gateway's own clock passes the transaction's life (15 minutes to complete an order).
    ctx.clock.advance(LIMIT);
    try {
      const pass = await sweepPass(new Date());
      expect(pass.realTrades).toMatchObject({ removed: 1 });
    } finally {
      ctx.clock.advance(-LIMIT);
    }
    expect(await db().select().from(trades).where(eq(trades.id, expiring))).toEqual([]);
    expect(await stateOf(ids.transactionId)).toEqual({ state: 'failed', tradeId: null });
  });
});

import { foldRecord, type RecordPayload, TrackRecordFiguresResponseSchema } from '@tradecircle/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  closeTradeAt,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { trackRecordCalls, trackRecordEntries } from '../../db/schema/index.ts';
import { appendRecord } from './index.ts';

let ctx: TestContext;
let stockId: number;
let entry: number;

const DAY = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A Buy limit call 10% below the live price (it stays Upcoming until a test closes it). */
async function post(expert: Session, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await postTrade(ctx.app, expert, buyTradeBody(stockId, entry, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function figures(expert: Session, period?: string) {
  const response = await ctx.app.inject({
    url: `/backend/api/track-record/${expert.user_id}/figures/${period ? `?period=${period}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return TrackRecordFiguresResponseSchema.parse(response.json());
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  stockId = (await findSecurity(ctx.database.db, 'ICICIBANK')).id;
  entry = round2((await livePriceOf(ctx.app, stockId)) * 0.9);
});
afterAll(() => ctx.close());

describe("an expert's figures, from the record", () => {
  let expert: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    expert = await signInWithProfile(ctx.app, 'Farida Figures');
    const db = ctx.database.db;
    const now = Date.now();
    // A: +10% at its target, 10 days ago; B: -5% at its stop loss, 2 days ago; C: exited at entry,
    // 1 day ago. Every ladder is target +5%, stop loss -5%, so reward/risk is 1 for each.
    ids.A = await post(expert);
    ids.B = await post(expert);
    ids.C = await post(expert);
    ids.hidden = await post(expert, { visibility: 'private' });
    ids.open = await post(expert);
    await closeTradeAt(db, ids.A, round2(entry * 1.1), {
      liveAt: new Date(now - 11 * DAY),
      closedAt: new Date(now - 10 * DAY),
    });
    await closeTradeAt(db, ids.B, round2(entry * 0.95), {
      reason: 'stop_loss',
      liveAt: new Date(now - 3 * DAY),
      closedAt: new Date(now - 2 * DAY),
    });
    await closeTradeAt(db, ids.C, entry, { liveAt: new Date(now - 2 * DAY), closedAt: new Date(now - DAY) });
    // A private call's result is not in the public figures.
    await closeTradeAt(db, ids.hidden, round2(entry * 1.3));
  });

  it('computes every figure of All by hand', async () => {
    const all = await figures(expert);
    expect(all.figures).toMatchObject({
      period: 'All',
      closed_trades: 3,
      trade_wins: 1,
      small_sample: true,
      accuracy: { value: 33.33, calls: 3 },
      risk_reward: { value: 1, calls: 3 },
      max_drawdown: { calls: 3 },
      holding_period_hours: { value: 24, calls: 3 },
    });
    expect(all.figures.avg_trade_return.value).toBeCloseTo((10 - 5 + 0) / 3, 1);
    expect(all.figures.max_drawdown.value).toBeCloseTo(5, 1);
    // R: +2, -1, 0 (each ladder's risk is 5% of the entry).
    expect(all.figures.expectancy_r.value).toBeCloseTo(1 / 3, 1);
    expect(all.figures.profit_factor.value).toBeCloseTo(2, 1);
    expect(all.figures.roi.value).toBeCloseTo(5 / 3, 1);
    expect(all.equity_curve.map((point) => point.trade_id)).toEqual([ids.A, ids.B, ids.C]);
    expect(all.equity_curve.map((point) => Math.round(point.cumulative_return))).toEqual([10, 5, 5]);
    expect(all.count).toBeGreaterThan(0);
    expect(all.head_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts only the calls that ended within the period', async () => {
    const week = await figures(expert, '1W');
    expect(week.figures).toMatchObject({
      period: '1W',
      closed_trades: 2,
      trade_wins: 0,
      accuracy: { value: 0 },
    });
    expect(week.equity_curve.map((point) => point.trade_id)).toEqual([ids.B, ids.C]);
    const day = await figures(expert, '1D');
    expect(day.figures).toMatchObject({ closed_trades: 0, accuracy: { value: null, calls: 0 } });
  });

  it('follows the record after the figures were first read: a later close, a later deletion', async () => {
    const other = await signInWithProfile(ctx.app, 'Lata Later');
    const first = await post(other);
    await closeTradeAt(ctx.database.db, first, round2(entry * 1.1));
    expect((await figures(other)).figures).toMatchObject({ closed_trades: 1, trade_wins: 1 });
    const second = await post(other);
    await closeTradeAt(ctx.database.db, second, round2(entry * 0.95), { reason: 'stop_loss' });
    const after = await figures(other);
    expect(after.figures).toMatchObject({ closed_trades: 2, trade_wins: 1, accuracy: { value: 50 } });
    expect(after.equity_curve.map((point) => point.trade_id)).toEqual([first, second]);
    // Deleting a closed call hides it; its result stays in the figures.
    await ctx.database.db.transaction((tx) =>
      appendRecord(tx, [
        {
          expertUserId: other.user_id,
          tradeId: second,
          kind: 'deleted',
          isPrivate: false,
          at: new Date(),
          content: {},
        },
      ]),
    );
    expect((await figures(other)).figures).toMatchObject({ closed_trades: 2, trade_wins: 1 });
  });

  it('records a step of a call it has no posting of, without a call row (a record older than the calls table)', async () => {
    const db = ctx.database.db;
    const at = new Date();
    await db.transaction((tx) =>
      appendRecord(tx, [
        {
          expertUserId: expert.user_id,
          tradeId: 987_654,
          kind: 'activated',
          isPrivate: false,
          at,
          content: {},
        },
      ]),
    );
    expect(await db.select().from(trackRecordCalls).where(eq(trackRecordCalls.tradeId, 987_654))).toEqual([]);
  });

  it('keeps each call as the fold of its entries, the group it was posted to included', async () => {
    const db = ctx.database.db;
    // A call posted to a group (a record entry only: the record has no foreign keys).
    const [template] = await db
      .select({ payload: trackRecordEntries.payload })
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.tradeId, ids.A!))
      .orderBy(asc(trackRecordEntries.seq))
      .limit(1);
    const { kind: _kind, trade_id: _tradeId, at: _at, ...terms } = JSON.parse(template!.payload);
    await db.transaction((tx) =>
      appendRecord(tx, [
        {
          expertUserId: expert.user_id,
          tradeId: 987_655,
          kind: 'posted',
          isPrivate: true,
          at: new Date(),
          content: { ...terms, visibility: 'group', group_id: 41 },
        },
      ]),
    );
    const entries = await db
      .select({ payload: trackRecordEntries.payload })
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.expertUserId, expert.user_id))
      .orderBy(asc(trackRecordEntries.seq));
    const folded = foldRecord(entries.map((row) => JSON.parse(row.payload) as RecordPayload));
    const kept = await db
      .select()
      .from(trackRecordCalls)
      .where(eq(trackRecordCalls.expertUserId, expert.user_id));
    expect(kept).toHaveLength(6);
    for (const { expertUserId: _, ...row } of kept) expect(row).toEqual(folded.get(row.tradeId));
    expect(kept.find((row) => row.tradeId === ids.open)).toMatchObject({ liveAt: null, outcome: null });
    expect(kept.map((row) => row.groupId).sort()).toEqual([41, null, null, null, null, null]);
  });

  it('takes each call’s charges off on the net basis, from the same calls', async () => {
    const gross = await figures(expert);
    const response = await ctx.app.inject({
      url: `/backend/api/track-record/${expert.user_id}/figures/?basis=net`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const net = TrackRecordFiguresResponseSchema.parse(response.json());
    expect(gross.basis).toBe('gross');
    expect(net.basis).toBe('net');
    expect(net.figures.closed_trades).toBe(gross.figures.closed_trades);
    expect(net.figures.roi.value!).toBeLessThan(gross.figures.roi.value!);
    expect(net.figures.avg_trade_return.value!).toBeLessThan(gross.figures.avg_trade_return.value!);
    // C exited at its entry: gross it is no loss, net it lost its charges.
    expect(net.figures.profit_factor.value!).toBeLessThan(gross.figures.profit_factor.value!);
    expect(net.figures.trade_wins).toBeLessThanOrEqual(gross.figures.trade_wins);
    expect(net.figures.expectancy_r).toEqual(gross.figures.expectancy_r);
    expect(net.equity_curve).toHaveLength(gross.equity_curve.length);
    expect(net.equity_curve.at(-1)!.cumulative_return).toBeLessThan(
      gross.equity_curve.at(-1)!.cumulative_return,
    );
    const bad = await ctx.app.inject({
      url: `/backend/api/track-record/${expert.user_id}/figures/?basis=after-tax`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('basis must be gross or net');
  });

  it('answers 400 with the periods for an unknown period, and nothing for a user without a record', async () => {
    const bad = await ctx.app.inject({
      url: `/backend/api/track-record/${expert.user_id}/figures/?period=2Y`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message ?? bad.body).toContain('period must be one of All, 1D, 1W, 1M, 3M, 6M, 1Y');
    const nobody = await signInWithProfile(ctx.app, 'Nikhil Nocalls');
    const empty = await figures(nobody);
    expect(empty).toMatchObject({
      count: 0,
      equity_curve: [],
      figures: { closed_trades: 0, small_sample: true },
    });
  });
});

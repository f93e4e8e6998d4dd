import {
  foldRecord,
  indiaIsoDate,
  type RecordPayload,
  TrackRecordFiguresResponseSchema,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
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
import { trackRecordCalls, trackRecordEntries, trades } from '../../db/schema/index.ts';
import { postedDraft, stepDraft } from '../trades/index.ts';
import { appendRecord, groupCardFigures, groupFigures, type RecordDraft } from './index.ts';

/*
 * Group figures from the record (issue 17): calls posted to groups A and B, written to the record
 * as the trades module writes them (postedDraft's terms carry group_id), through each of
 * appendRecord's paths: one statement (a call's few entries), many drafts with up to 8 calls
 * (VALUES rows), and more calls (unnest arrays). The record has no foreign keys, so the calls here
 * are record entries only, under trade ids no trade has.
 */

let ctx: TestContext;
let expert: Session;
let publicCall: number;
let template: typeof trades.$inferSelect;

const A = 910_001;
const B = 910_002;
const C = 910_003;
const DAY = 86_400_000;
const HOUR = 3_600_000;
// The record's clock for this file: every call ends at or before it.
const now = new Date();
// Today in India: between IST midnight and now.
const istMidnight = new Date(`${indiaIsoDate(now)}T00:00:00+05:30`);
const today = new Date(istMidnight.getTime() + Math.floor((now.getTime() - istMidnight.getTime()) / 2));
const ago = (days: number) => new Date(now.getTime() - days * DAY);

let nextTradeId = 920_000;
type Ending = { kind: 'closed'; reason: string } | { kind: 'exited' };
type GroupCall = {
  group: number | null;
  exit: number | null;
  closedAt: Date;
  ending?: Ending;
  lots?: number;
  deleted?: boolean;
  open?: boolean;
};

/** A call's entries, from its posting (entry 100, stop loss 95, target 110) to its end. */
function callDrafts(call: GroupCall): { tradeId: number; drafts: RecordDraft[] } {
  nextTradeId += 1;
  const tradeId = nextTradeId;
  const liveAt = new Date(call.closedAt.getTime() - HOUR);
  const trade = {
    ...template,
    id: tradeId,
    visibility: call.group === null ? ('followers' as const) : ('group' as const),
    groupId: call.group,
    entryPrice: 100,
    firstStopLoss: 95,
    firstTarget: 110,
    finalTarget: 110,
    lots: call.lots ?? 1,
    createdAt: new Date(liveAt.getTime() - HOUR),
  };
  const drafts = [postedDraft(trade)];
  if (call.exit === null) {
    // Expired before it went Live: no closed call.
    drafts.push(stepDraft(trade, 'expired', call.closedAt, { status: 'expired', step: 0, price: null }));
    return { tradeId, drafts };
  }
  drafts.push(stepDraft(trade, 'activated', liveAt, { status: 'Active', step: 0, price: 100 }));
  if (call.open) return { tradeId, drafts };
  const ending = call.ending ?? { kind: 'closed', reason: call.exit >= 100 ? 'target' : 'stop_loss' };
  drafts.push(
    ending.kind === 'exited'
      ? stepDraft(trade, 'exited', call.closedAt, { status: 'Closed', step: 0, price: call.exit })
      : stepDraft(trade, 'closed', call.closedAt, {
          status: 'Closed',
          step: 1,
          price: call.exit,
          reason: ending.reason,
        }),
  );
  if (call.deleted) drafts.push({ ...drafts[0]!, kind: 'deleted', at: call.closedAt, content: {} });
  return { tradeId, drafts };
}

const append = (drafts: RecordDraft[]) => ctx.database.db.transaction((tx) => appendRecord(tx, drafts));

const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const db = ctx.database.db;
  const stockId = (await findSecurity(db, 'ICICIBANK')).id;
  const entry = Math.round((await livePriceOf(ctx.app, stockId)) * 0.9 * 100) / 100;
  expert = await signInWithProfile(ctx.app, 'Gita Groups');
  // A public call through the API: the expert's public figures, and the shape of the group calls.
  const response = await postTrade(ctx.app, expert, buyTradeBody(stockId, entry));
  expect(response.statusCode, response.body).toBe(201);
  publicCall = response.json().id;
  await closeTradeAt(db, publicCall, Math.round(entry * 1.1 * 100) / 100, { closedAt: today });
  const [row] = await db.select().from(trades).where(eq(trades.id, publicCall));
  template = row!;

  // Group A, one call at a time (one statement each): results +10, -5, +4, +2, -10 (deleted), +1.
  const one = async (name: string, call: GroupCall) => {
    const { tradeId, drafts } = callDrafts(call);
    ids[name] = tradeId;
    await append(drafts);
  };
  await one('a10d', { group: A, exit: 110, closedAt: ago(10) });
  await one('a3d', { group: A, exit: 95, closedAt: ago(3) });
  await one('aToday', { group: A, exit: 104, closedAt: today, ending: { kind: 'exited' } });
  await one('a200d', {
    group: A,
    exit: 102,
    closedAt: ago(200),
    ending: { kind: 'closed', reason: 'window_end' },
  });
  await one('aDeleted', { group: A, exit: 90, closedAt: ago(5), deleted: true });
  await one('a400d', { group: A, exit: 101, closedAt: ago(400) });
  // Not closed calls: still open, and expired before going Live.
  await one('aOpen', { group: A, exit: 100, closedAt: ago(1), open: true });
  await one('aNeverLive', { group: A, exit: null, closedAt: ago(1) });
  // Two more of A in one batch (many drafts, VALUES rows): +6 and 0, 40 days ago.
  const two = [
    callDrafts({ group: A, exit: 106, closedAt: ago(40) }),
    callDrafts({ group: A, exit: 100, closedAt: ago(40), ending: { kind: 'exited' } }),
  ];
  await append(two.flatMap((call) => call.drafts));
  // Group B in one batch of nine calls (unnest arrays), 2 lots each: five at +4, four at -2; three
  // of them (+4, +4, -2) closed today.
  const nine = [104, 104, 98, 104, 104, 104, 98, 98, 98].map((exit, index) =>
    callDrafts({ group: B, exit, lots: 2, closedAt: index < 3 ? today : ago(index) }),
  );
  await append(nine.flatMap((call) => call.drafts));
});
afterAll(() => ctx.close());

describe('group figures, from the record', () => {
  it("counts only the group's closed calls, per period, a deleted one included", async () => {
    const db = ctx.database.db;
    const figures = async (period: TrackRecordPeriod) => {
      const result = (await groupFigures(db, A, period, now)).gross;
      return [result.period, result.closed_trades, result.trade_wins, result.accuracy.value];
    };
    // All: +10, -5, +4, +2, -10, +1, +6, 0.
    expect(await figures('All')).toEqual(['All', 8, 5, 62.5]);
    expect(await figures('1Y')).toEqual(['1Y', 7, 4, 57.14]);
    expect(await figures('6M')).toEqual(['6M', 6, 3, 50]);
    expect(await figures('1M')).toEqual(['1M', 4, 2, 50]);
    expect(await figures('1W')).toEqual(['1W', 3, 1, 33.33]);
    expect(await figures('1D')).toEqual(['1D', 1, 1, 100]);
    const all = (await groupFigures(db, A, 'All', now)).gross;
    expect(all.avg_trade_return).toEqual({ value: 1, calls: 8 });
    expect(all.small_sample).toBe(true);
    // The deleted call is deleted in the record, and its -10% is in the figures above.
    const [deleted] = await db
      .select()
      .from(trackRecordCalls)
      .where(eq(trackRecordCalls.tradeId, ids.aDeleted!));
    expect(deleted).toMatchObject({ groupId: A, deletedAt: expect.any(Date), outcome: 'stop_loss' });
    expect((await groupFigures(db, B, 'All', now)).gross.closed_trades).toBe(9);
    expect((await groupFigures(db, C, 'All', now)).gross.accuracy).toEqual({ value: null, calls: 0 });
  });

  it('gives the same figures net of each call’s charges, from the same calls', async () => {
    const { gross, net } = await groupFigures(ctx.database.db, A, 'All', now);
    expect(net.closed_trades).toBe(gross.closed_trades);
    // One share at ₹100: the best call made ₹10, and two orders' brokerage alone is ₹40, so net of
    // charges not one of the eight is a win (docs/metrics.md "Net of charges").
    expect(gross.accuracy.value).toBe(62.5);
    expect(net.accuracy).toEqual({ value: 0, calls: 8 });
    expect(net.avg_trade_return.value!).toBeLessThan(gross.avg_trade_return.value!);
    expect(net.roi.value!).toBeLessThan(gross.roi.value!);
  });

  it("gives many groups' card figures in one read: All, win rate, and today's P&L", async () => {
    const cards = await groupCardFigures(ctx.database.db, [A, B, C], now);
    expect([...cards.keys()]).toEqual([A, B, C]);
    expect(cards.get(A)).toEqual({
      closed_trades: 8,
      accuracy: 62.5,
      avg_trade_return: 1,
      trade_wins: 62.5,
      // Today: the +4 exit of one lot of 100.
      days_pnl: 4,
      days_pnl_percent: 4,
      small_sample: true,
    });
    expect(cards.get(B)).toEqual({
      closed_trades: 9,
      accuracy: 55.56,
      avg_trade_return: 1.33,
      trade_wins: 55.56,
      // Today: (4 + 4 - 2) x 2 lots = 12 on 3 x 200 = 600.
      days_pnl: 12,
      days_pnl_percent: 2,
      small_sample: true,
    });
    expect(cards.get(C)).toEqual({
      closed_trades: 0,
      accuracy: null,
      avg_trade_return: null,
      trade_wins: null,
      days_pnl: null,
      days_pnl_percent: null,
      small_sample: true,
    });
    expect(await groupCardFigures(ctx.database.db, [])).toEqual(new Map());
  });

  it("leaves group calls out of the expert's public figures", async () => {
    const response = await ctx.app.inject({ url: `/backend/api/track-record/${expert.user_id}/figures/` });
    expect(response.statusCode, response.body).toBe(200);
    const { figures } = TrackRecordFiguresResponseSchema.parse(response.json());
    expect(figures).toMatchObject({ closed_trades: 1, trade_wins: 1 });
  });

  it("records each call's group, through every path of appendRecord, as the fold of its entries", async () => {
    const db = ctx.database.db;
    const entries = await db
      .select({ payload: trackRecordEntries.payload })
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.expertUserId, expert.user_id))
      .orderBy(asc(trackRecordEntries.seq));
    const payloads = entries.map((row) => JSON.parse(row.payload) as RecordPayload);
    expect(payloads.find((payload) => payload.trade_id === publicCall)).toMatchObject({
      kind: 'posted',
      group_id: null,
    });
    const folded = foldRecord(payloads);
    const kept = await db
      .select()
      .from(trackRecordCalls)
      .where(eq(trackRecordCalls.expertUserId, expert.user_id));
    expect(kept).toHaveLength(1 + 8 + 2 + 9);
    for (const { expertUserId: _, ...row } of kept) expect(row).toEqual(folded.get(row.tradeId));
    const groups = kept.map((row) => row.groupId);
    expect(groups.filter((group) => group === A)).toHaveLength(10);
    expect(groups.filter((group) => group === B)).toHaveLength(9);
    expect(groups.filter((group) => group === null)).toHaveLength(1);
  });
});

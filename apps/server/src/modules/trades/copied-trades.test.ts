/**
 * Copied trades (issue 33): the caller's copies beside the experts' calls, the difference and its
 * reasons against hand-computed figures, the filters, the totals over every match, paging, and the
 * origin read through the caller's visibility (a group left, a call made private).
 */
import { COPY_REASON_TEXTS, type CopiedTrade, type CopiedTradesResponse } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createGroupRows, createTradeRow } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { findSecurity, type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { groupMembers, trades } from '../../db/schema/index.ts';

/** RELIANCE's live price for the whole file (the simulator's moves would make figures guesswork). */
const LIVE = 2500;
const minutes = (count: number) => count * 60_000;
// 04:00 UTC is 9:30 AM IST.
const T0 = new Date('2026-11-02T04:00:00.000Z');
const at = (offset: number) => new Date(T0.getTime() + offset);
/** Levels an open trade never reaches, so nothing closes it while the file runs. */
const FAR_LEVELS = {
  firstTarget: 100_000,
  finalTarget: 100_000,
  targetPrice: 100_000,
  firstStopLoss: 1,
  stopLoss: 1,
};

let ctx: TestContext;
let expert: Session;
let fan: Session;
let stranger: Session;
let pager: Session;
let group: { id: number };
const ids = {} as Record<'liveCall' | 'closedCall' | 'groupCall' | 'privatedCall', number>;
const copies = {} as Record<'later' | 'handExit' | 'groupCopy' | 'upcoming' | 'privatedCopy', number>;

const list = (session: Session | null, query = '') =>
  ctx.app.inject({
    url: `/backend/api/trade/copied-trades/${query}`,
    headers: session ? bearer(session.token.access) : {},
  });
async function listOf(session: Session, query = ''): Promise<CopiedTradesResponse> {
  const response = await list(session, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const byCopy = (answer: CopiedTradesResponse, copyId: number): CopiedTrade => {
  const found = answer.results.find((item) => item.copy.id === copyId);
  if (!found) throw new Error(`Copy ${copyId} is not listed`);
  return found;
};

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [expert, fan, stranger, pager] = await Promise.all([
    signInWithProfile(ctx.app, 'Copied Expert'),
    signInWithProfile(ctx.app, 'Copying Fan'),
    signInWithProfile(ctx.app, 'Other Copier'),
    signInWithProfile(ctx.app, 'Many Copies'),
  ]);
  const reliance = await findSecurity(ctx.database.db, 'RELIANCE');
  const quotes = ctx.app.quotes;
  const realQuote = quotes.getQuote.bind(quotes);
  vi.spyOn(quotes, 'getQuote').mockImplementation((securityId) =>
    securityId === reliance.id
      ? {
          securityId,
          livePrice: LIVE,
          previousClose: 2480,
          change: 20,
          changePercent: 0.81,
          updatedAt: new Date(),
        }
      : realQuote(securityId),
  );
  group = await createGroupRows(ctx.app, expert, { members: [{ user_id: fan.user_id }] });
  const db = ctx.database.db;
  const call = (columns: Parameters<typeof createTradeRow>[2]) =>
    createTradeRow(db, { userId: expert.user_id }, { createdAt: T0, ...columns });
  const copy = (owner: Session, columns: Parameters<typeof createTradeRow>[2]) =>
    createTradeRow(db, { userId: owner.user_id }, columns);

  ids.liveCall = (await call({ status: 'Active', entryPrice: 2450, lots: 5, liveAt: T0, ...FAR_LEVELS })).id;
  ids.closedCall = (
    await call({
      status: 'Closed',
      entryPrice: 2450,
      liveAt: T0,
      exitPrice: 2600,
      closingReason: 'target',
      closedAt: new Date('2026-11-02T09:30:00.000Z'),
    })
  ).id;
  ids.groupCall = (
    await call({
      visibility: 'group',
      groupId: group.id,
      status: 'Closed',
      entryPrice: 2450,
      liveAt: T0,
      exitPrice: 2580,
      closingReason: 'target',
      closedAt: at(minutes(300)),
    })
  ).id;
  ids.privatedCall = (await call({ status: 'Active', entryPrice: 2440, liveAt: T0, ...FAR_LEVELS })).id;

  // Later and worse: 2475 against 2450, 30 minutes after the expert, both still open.
  copies.later = (
    await copy(fan, {
      copyOriginId: ids.liveCall,
      status: 'Active',
      entryPrice: 2475,
      lots: 2,
      liveAt: at(minutes(30)),
      createdAt: at(minutes(1)),
      ...FAR_LEVELS,
    })
  ).id;
  // A real copy exited by hand at 2520 while the call went on to its target at 2600.
  copies.handExit = (
    await copy(fan, {
      copyOriginId: ids.closedCall,
      isReal: true,
      status: 'Closed',
      entryPrice: 2450,
      lots: 1,
      liveAt: T0,
      exitPrice: 2520,
      isManualExit: true,
      closingReason: 'manual',
      closedAt: new Date('2026-11-02T06:00:00.000Z'),
      createdAt: at(minutes(2)),
    })
  ).id;
  copies.groupCopy = (
    await copy(fan, {
      copyOriginId: ids.groupCall,
      status: 'Closed',
      entryPrice: 2460,
      lots: 1,
      liveAt: at(minutes(5)),
      exitPrice: 2550,
      closingReason: 'target',
      closedAt: at(minutes(200)),
      createdAt: at(minutes(3)),
    })
  ).id;
  copies.upcoming = (
    await copy(fan, {
      copyOriginId: ids.liveCall,
      status: 'Inactive',
      entryPrice: 1000,
      lots: 3,
      createdAt: at(minutes(4)),
      ...FAR_LEVELS,
    })
  ).id;
  copies.privatedCopy = (
    await copy(fan, {
      copyOriginId: ids.privatedCall,
      status: 'Active',
      entryPrice: 2450,
      lots: 1,
      liveAt: at(minutes(6)),
      createdAt: at(minutes(5)),
      ...FAR_LEVELS,
    })
  ).id;
  // Not copies, or not the fan's: never on the fan's list.
  await copy(fan, { status: 'Active', entryPrice: 2450, liveAt: T0, ...FAR_LEVELS });
  await copy(stranger, { copyOriginId: ids.liveCall, status: 'Active', entryPrice: 2450, ...FAR_LEVELS });
  for (let index = 0; index < 12; index += 1) {
    await copy(pager, {
      copyOriginId: ids.closedCall,
      status: 'Closed',
      entryPrice: 2450,
      lots: 1,
      liveAt: T0,
      exitPrice: 2600,
      closingReason: 'target',
      closedAt: new Date('2026-11-02T09:30:00.000Z'),
      createdAt: at(minutes(index)),
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx.close();
});

describe('copied-trades while every origin is visible', () => {
  it('shows the group call beside the copy while the fan is a member', async () => {
    const item = byCopy(await listOf(fan), copies.groupCopy);
    expect(item.origin?.id).toBe(ids.groupCall);
    // Copy: (2550 - 2460) x 1 = 90.00, 3.66%. Origin: (2580 - 2450) x 1 = 130.00, 5.31%.
    expect(item.comparison).toMatchObject({
      copy_pl_amount: 90,
      origin_pl_amount: 130,
      origin_pl_percent: 5.31,
      difference_percent: -1.65,
    });
  });
});

describe('copied-trades after the fan left the group and the expert made a call private', () => {
  let answer: CopiedTradesResponse;

  beforeAll(async () => {
    await ctx.database.db
      .update(groupMembers)
      .set({ status: 'left' })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, fan.user_id)));
    await ctx.database.db
      .update(trades)
      .set({ visibility: 'private' })
      .where(eq(trades.id, ids.privatedCall));
    answer = await listOf(fan);
  });

  it('lists only the caller’s copies, newest first, each with the copy as a trade', () => {
    expect(answer.results.map((item) => item.copy.id)).toEqual([
      copies.privatedCopy,
      copies.upcoming,
      copies.groupCopy,
      copies.handExit,
      copies.later,
    ]);
    for (const item of answer.results) {
      expect(item.copy.posted_by_id).toBe(fan.user_id);
      expect(item.copy.copy_origin).not.toBeNull();
    }
    expect(answer.num).toBe(1);
  });

  it('a later, worse entry: both at the live price on the copy’s lots, and why they differ', () => {
    const item = byCopy(answer, copies.later);
    expect(item.origin?.id).toBe(ids.liveCall);
    expect(item.copy.live_price).toBe(LIVE);
    // Copy: (2500 - 2475) x 2 = 50.00; 25 / 2475 = 1.01%. Origin on 2 shares: (2500 - 2450) x 2 = 100.00; 2.04%.
    expect(item.comparison).toEqual({
      copy_pl_amount: 50,
      copy_pl_percent: 1.01,
      origin_pl_amount: 100,
      origin_pl_percent: 2.04,
      difference_percent: -1.03,
      difference_amount: -50,
      entry_gap: 25,
      entry_gap_percent: 1.02,
      reasons: [
        {
          code: 'later_entry',
          message:
            "You entered at ₹2,475.00, ₹25.00 (1.02%) worse than the expert's ₹2,450.00, 30 min after them.",
        },
        { code: 'still_open', message: 'Both are still open: compared at the live price ₹2,500.00.' },
      ],
    });
  });

  it('a real copy exited by hand: realized P&Ls and the different exit in words', () => {
    const item = byCopy(answer, copies.handExit);
    expect(item.copy.is_real).toBe(true);
    // Copy: 2520 - 2450 = 70.00, 2.86%. Origin: 2600 - 2450 = 150.00, 6.12%.
    expect(item.comparison).toMatchObject({
      copy_pl_amount: 70,
      copy_pl_percent: 2.86,
      origin_pl_amount: 150,
      origin_pl_percent: 6.12,
      difference_percent: -3.26,
      difference_amount: -80,
      entry_gap: 0,
    });
    expect(item.comparison.reasons).toEqual([
      {
        code: 'different_exit',
        message:
          "You exited by hand at ₹2,520.00 (11:30 AM 2 Nov); the expert's call closed at its target at ₹2,600.00 (3:00 PM 2 Nov).",
      },
    ]);
  });

  it('an Upcoming copy has no P&L yet; the origin’s is on the copy’s 3 lots', () => {
    const item = byCopy(answer, copies.upcoming);
    expect(item.comparison).toMatchObject({
      copy_pl_amount: null,
      origin_pl_amount: 150,
      difference_percent: null,
    });
    expect(item.comparison.reasons).toEqual([
      { code: 'not_entered', message: 'Your copy has not entered yet: it waits for ₹1,000.00.' },
    ]);
  });

  it('the group call left behind and the call made private answer null, never their details', () => {
    for (const copyId of [copies.groupCopy, copies.privatedCopy]) {
      const item = byCopy(answer, copyId);
      expect(item.origin).toBeNull();
      expect(item.copy.copy_origin_name).toBeNull();
      expect(item.comparison.reasons).toEqual([
        { code: 'origin_hidden', message: COPY_REASON_TEXTS.originHidden },
      ]);
      expect(item.comparison.origin_pl_amount).toBeNull();
    }
    // The group call's exit (2580) and its P&L (130.00) are nowhere in the copy's item.
    const groupCopy = JSON.stringify(byCopy(answer, copies.groupCopy));
    expect(groupCopy).not.toContain('2580');
    expect(groupCopy).not.toContain('Copied Expert');
    expect(byCopy(answer, copies.groupCopy).comparison.copy_pl_amount).toBe(90);
    expect(byCopy(answer, copies.privatedCopy).comparison.copy_pl_amount).toBe(50);
  });

  it('totals every copy: counts, rupees and averages over the copies each has', () => {
    expect(answer.totals).toEqual({
      count: 5,
      open: 3,
      closed: 2,
      real: 1,
      virtual: 4,
      compared: 2,
      // 50 + 70 + 90 + 50
      copy_pl_amount: 260,
      // (1.01 + 2.86 + 3.66 + 2.04) / 4 = 2.3925
      copy_pl_percent_avg: 2.39,
      origin_pl_amount: 250,
      // (2.04 + 6.12) / 2
      origin_pl_percent_avg: 4.08,
      // (-1.03 - 3.26) / 2 = -2.145, half away from zero
      difference_avg: -2.15,
    });
  });
});

describe('copied-trades filters and pages', () => {
  it('status=open lists Upcoming and Live copies, totals over them only', async () => {
    const answer = await listOf(fan, '?status=open');
    expect(answer.results.map((item) => item.copy.id)).toEqual([
      copies.privatedCopy,
      copies.upcoming,
      copies.later,
    ]);
    expect(answer.totals).toMatchObject({ count: 3, open: 3, closed: 0, copy_pl_amount: 100 });
  });

  it('status=closed and kind=real narrow together', async () => {
    const closed = await listOf(fan, '?status=closed');
    expect(closed.results.map((item) => item.copy.id)).toEqual([copies.groupCopy, copies.handExit]);
    expect(closed.totals).toMatchObject({ count: 2, closed: 2, copy_pl_amount: 160 });
    const real = await listOf(fan, '?status=closed&kind=real');
    expect(real.results.map((item) => item.copy.id)).toEqual([copies.handExit]);
    const virtual = await listOf(fan, '?kind=virtual');
    expect(virtual.results.map((item) => item.copy.id)).not.toContain(copies.handExit);
    expect(virtual.totals).toMatchObject({ count: 4, real: 0, virtual: 4 });
  });

  it('pages by 10 with the totals over all the matches on every page', async () => {
    const first = await listOf(pager, '?page=1');
    const second = await listOf(pager, '?page=2');
    const past = await listOf(pager, '?page=3');
    expect(first.results).toHaveLength(10);
    expect(second.results).toHaveLength(2);
    expect(past.results).toEqual([]);
    expect([first.num, second.num, past.num]).toEqual([2, 2, 2]);
    const listed = [...first.results, ...second.results].map((item) => item.copy.id);
    expect(new Set(listed).size).toBe(12);
    // 12 copies of 150.00 each, all like their origin.
    for (const page of [first, second]) {
      expect(page.totals).toMatchObject({ count: 12, copy_pl_amount: 1800, difference_avg: 0, compared: 12 });
    }
    expect(first.results[0]!.comparison.reasons).toEqual([]);
  });

  it('another user’s copies never appear', async () => {
    const fanCopies = (await listOf(fan)).results.map((item) => item.copy.id);
    const strangerAnswer = await listOf(stranger);
    expect(strangerAnswer.totals.count).toBe(1);
    expect(fanCopies).not.toContain(strangerAnswer.results[0]!.copy.id);
    const pagerIds = (await listOf(pager)).results.map((item) => item.copy.id);
    expect(pagerIds.some((id) => fanCopies.includes(id))).toBe(false);
    expect((await listOf(expert)).totals.count).toBe(0);
  });
});

describe('copied-trades refusals', () => {
  it('asks for a token', async () => {
    const response = await list(null);
    expect(response.statusCode).toBe(401);
  });

  it('refuses bad query values with a clear message', async () => {
    const cases: [string, string][] = [
      ['?status=live', 'status must be open, closed or all'],
      ['?kind=paper', 'kind must be all, virtual or real'],
      ['?page=0', 'page must be a page number from 1'],
      ['?page=two', 'page must be a page number from 1'],
    ];
    for (const [query, message] of cases) {
      const response = await list(fan, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });
});

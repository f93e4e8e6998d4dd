/**
 * Group trades in the Home feed (all-trade-list; issue 27): a trade posted to a group reaches its
 * members' and its admin's feed, not only their notifications; never a non-member's (following the
 * admin is not enough), one who left, nor, for a premium group, one whose plan or trial has run out.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  addMember,
  createGroup,
  joinGroup,
  leaveGroup,
  postGroupTrade,
} from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { groupMembers } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Session;
let member: Session;
let follower: Session;
let stockId: number;

const as = (session?: Session) => (session ? bearer(session.token.access) : {});

/** The ids in the caller's Home feed, every page, with these filter segments. */
async function feedIds(session: Session | undefined, segments = 'null/null/null') {
  const url = (page: number) =>
    `/backend/api/trade/all-trade-list/${session?.user_id ?? 'null'}/${page}/${segments}`;
  const first = await ctx.app.inject({ url: url(1), headers: as(session) });
  expect(first.statusCode, first.body).toBe(200);
  const ids: number[] = first.json().result.map((trade: { id: number }) => trade.id);
  for (let page = 2; page <= first.json().num; page += 1) {
    const next = await ctx.app.inject({ url: url(page), headers: as(session) });
    ids.push(...next.json().result.map((trade: { id: number }) => trade.id));
  }
  return ids;
}

async function postTo(groupId: number): Promise<number> {
  const price = await livePriceOf(ctx.app, stockId);
  const response = await postGroupTrade(ctx.app, admin, groupId, buyTradeBody(stockId, price * 1.2));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [admin, member, follower] = await Promise.all([
    signInWithProfile(ctx.app, 'Feed Group Admin'),
    signInWithProfile(ctx.app, 'Feed Group Member'),
    signInWithProfile(ctx.app, 'Feed Admin Follower'),
  ]);
  stockId = (await findSecurity(ctx.database.db, 'RELIANCE', 'NSE'))!.id;
  const followed = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/follow-influencer/',
    headers: as(follower),
    payload: { to_follow_id: admin.user_id },
  });
  expect(followed.statusCode, followed.body).toBe(200);
});
afterAll(() => ctx.close());

describe('the Home feed and group trades', () => {
  it("holds a group's trades for its members and admin, not for a follower outside or one who left", async () => {
    const group = await createGroup(ctx.app, admin, { group_type: 'Private' });
    await addMember(ctx.app, admin, group.id, member);
    const tradeId = await postTo(group.id);

    expect(await feedIds(member)).toContain(tradeId);
    expect(await feedIds(admin)).toContain(tradeId);
    // Filters still apply: it is Upcoming, not Closed.
    expect(await feedIds(member, 'Upcoming/Buy/null')).toContain(tradeId);
    expect(await feedIds(member, 'Closed/null/null')).not.toContain(tradeId);
    expect(await feedIds(follower)).not.toContain(tradeId);
    expect(await feedIds(undefined)).not.toContain(tradeId);

    expect((await leaveGroup(ctx.app, member, group.id)).statusCode).toBe(200);
    expect(await feedIds(member)).not.toContain(tradeId);
  });

  it("holds a premium group's trades only while the member's plan or trial runs", async () => {
    const group = await createGroup(ctx.app, admin, { group_type: 'Premium', free_trail: true });
    const trialist = await signInWithProfile(ctx.app, 'Feed Trialist');
    expect((await joinGroup(ctx.app, trialist, group.id)).statusCode).toBe(200);
    const tradeId = await postTo(group.id);

    expect(await feedIds(trialist)).toContain(tradeId);
    expect(await feedIds(follower)).not.toContain(tradeId);

    // The trial ran out: no job needed, the feed reads the membership's end.
    await ctx.database.db
      .update(groupMembers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, trialist.user_id)));
    expect(await feedIds(trialist)).not.toContain(tradeId);
  });
});

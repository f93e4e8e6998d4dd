/**
 * Follower counts stay exact under concurrent follow and unfollow calls: 50 requests at once (the
 * same pairs followed and unfollowed in a race, and crossed pairs, A following B while B follows A)
 * leave every user's stored counts equal to their rows. On PGlite the transactions queue; the
 * PostgreSQL pass (TEST_DATABASE_URL) runs them truly at once on a pool.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { followCounts, userFollows } from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: Session;
let fans: Session[];

beforeAll(async () => {
  ctx = await createTestApp();
  expert = await signInWithProfile(ctx.app, 'Race Expert');
  fans = [];
  for (let index = 0; index < 10; index++) fans.push(await signInWithProfile(ctx.app, `Race Fan ${index}`));
});
afterAll(() => ctx.close());

const call = (session: Session, kind: 'follow' | 'unfollow', otherUserId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: kind === 'follow' ? '/backend/api/follow-influencer/' : '/backend/api/un-follow-influencer/',
    headers: bearer(session.token.access),
    payload:
      kind === 'follow'
        ? { user_id: session.user_id, to_follow_id: otherUserId }
        : { user_id: session.user_id, to_unfollow_id: otherUserId },
  });

async function expectCountsEqualRows(users: Session[]) {
  const db = ctx.database.db;
  for (const user of users) {
    const [followers] = await db
      .select({ n: count() })
      .from(userFollows)
      .where(eq(userFollows.followeeId, user.user_id));
    const [following] = await db
      .select({ n: count() })
      .from(userFollows)
      .where(eq(userFollows.followerId, user.user_id));
    const [stored] = await db.select().from(followCounts).where(eq(followCounts.userId, user.user_id));
    expect(
      { followers: stored?.followersCount ?? 0, following: stored?.followingCount ?? 0 },
      `user ${user.user_id}`,
    ).toEqual({ followers: followers!.n, following: following!.n });
  }
}

describe('follow counts under concurrency', () => {
  it('50 simultaneous follows of one expert by 10 users (5 each) count each follower once', async () => {
    const responses = await Promise.all(
      fans.flatMap((fan) => Array.from({ length: 5 }, () => call(fan, 'follow', expert.user_id))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    await expectCountsEqualRows([expert, ...fans]);
    const [stored] = await ctx.database.db
      .select()
      .from(followCounts)
      .where(eq(followCounts.userId, expert.user_id));
    expect(stored!.followersCount).toBe(10);
  });

  it('50 simultaneous mixed follows and unfollows, crossed pairs included, leave counts equal to rows', async () => {
    const requests = [];
    for (const [index, fan] of fans.entries()) {
      // Each fan races an unfollow against a re-follow of the expert, twice, and the expert races
      // follows and unfollows of the fan back (A follows B while B follows A).
      requests.push(call(fan, 'unfollow', expert.user_id));
      requests.push(call(expert, 'follow', fan.user_id));
      requests.push(call(fan, 'follow', expert.user_id));
      requests.push(call(fan, index % 2 === 0 ? 'unfollow' : 'follow', expert.user_id));
      requests.push(call(expert, index % 3 === 0 ? 'unfollow' : 'follow', fan.user_id));
    }
    expect(requests).toHaveLength(50);
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    await expectCountsEqualRows([expert, ...fans]);
  });
});

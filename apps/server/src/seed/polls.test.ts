/** Demo polls (polls.data.ts): seeded once, every count equal to its vote rows, Priya left to vote. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { pollOptions, polls, pollVotes, users } from '../db/schema/index.ts';
import { SEED_POLLS } from './polls.data.ts';
import { seedDemoPolls } from './polls.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await seedDemoPolls(ctx.database.db);
});
afterAll(() => ctx.close());

describe('demo polls', () => {
  it('seeds each poll once with counts equal to the votes cast', async () => {
    const db = ctx.database.db;
    await seedDemoPolls(db);
    const rows = await db.select().from(polls);
    expect(rows.map((row) => row.title).sort()).toEqual(SEED_POLLS.map((poll) => poll.title).sort());
    for (const poll of rows) {
      const [votes] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, poll.id));
      expect(poll.votesCount).toBe(votes!.n);
      for (const option of await db.select().from(pollOptions).where(eq(pollOptions.pollId, poll.id))) {
        const [cast] = await db
          .select({ n: count() })
          .from(pollVotes)
          .where(eq(pollVotes.optionId, option.id));
        expect(option.votesCount, `${poll.title} ${option.optionText}`).toBe(cast!.n);
      }
    }
  });

  it('leaves Priya, the demo follower, every poll to vote in', async () => {
    const db = ctx.database.db;
    const [priya] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000005'));
    const [votes] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.userId, priya!.id));
    expect(votes!.n).toBe(0);
  });
});

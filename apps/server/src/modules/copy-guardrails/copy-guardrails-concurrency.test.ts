/**
 * The maximum open exposure under concurrent copies (issue 34, part 3): copies of one expert by one
 * follower take turns on the guardrail's row lock inside their create transactions, so however many
 * arrive at once, the open exposure never passes the maximum. Runs on the embedded database and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { trades } from '../../db/schema/index.ts';
import {
  copyCall,
  expertCall,
  getGuardrail,
  putGuardrail,
  quietListing,
} from './copy-guardrails.fixtures.ts';

const RACERS = 10;

let ctx: TestContext;
let expert: Session;
let fan: Session;
let listing: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [expert, fan] = await Promise.all([
    signInWithProfile(ctx.app, 'Raced Expert'),
    signInWithProfile(ctx.app, 'Racing Fan'),
  ]);
  listing = await quietListing(ctx);
});
afterAll(() => ctx.close());

/** The fan's open copies of the expert's calls: entry x lots, in rupees (the listing is equity: lot size 1). */
async function openExposure(callIds: number[]): Promise<number> {
  const rows = await ctx.database.db
    .select({ entry: trades.entryPrice, lots: trades.lots })
    .from(trades)
    .where(
      and(
        eq(trades.postedByUserId, fan.user_id),
        inArray(trades.copyOriginId, callIds),
        inArray(trades.status, ['Inactive', 'Active']),
      ),
    );
  return rows.reduce((sum, row) => sum + row.entry * row.lots, 0);
}

describe(`${RACERS} concurrent copies under one guardrail`, () => {
  it('never pass the maximum open exposure: 2 lots at ₹1,000 each, ₹7,500 allowed -> 3 copies', async () => {
    const set = await putGuardrail(ctx, fan, expert.user_id, {
      sizing_mode: 'lots',
      lots: 2,
      max_open_exposure: 7500,
    });
    expect(set.statusCode, set.body).toBe(200);
    const calls = await Promise.all(Array.from({ length: 3 }, () => expertCall(ctx, expert, listing)));
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, n) => copyCall(ctx, fan, listing, calls[n % calls.length]!)),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(RACERS - 3);
    for (const answer of refused) {
      expect(answer.json().message).toBe(
        "Copying refused: this copy (₹2,000.00) would take your open exposure to this expert's calls to ₹8,000.00, past your limit of ₹7,500.00",
      );
    }
    expect(await openExposure(calls)).toBe(6000);
    expect((await getGuardrail(ctx, fan, expert.user_id)).json().open_exposure).toBe(6000);
  });

  it('with a mix of sizes racing for the last room: the exposure still never passes it', async () => {
    // ₹1,500 left of ₹7,500: ₹1,200 buys 1 lot at ₹1,000 or at ₹1,100; only one of them fits.
    const set = await putGuardrail(ctx, fan, expert.user_id, {
      sizing_mode: 'amount',
      amount: 1200,
      max_open_exposure: 7500,
    });
    expect(set.statusCode, set.body).toBe(200);
    const call = await expertCall(ctx, expert, listing);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, n) =>
        copyCall(ctx, fan, listing, call, { entry: n % 2 === 0 ? 1000 : 1100 }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 400)).toBe(true);
    const exposure = (await getGuardrail(ctx, fan, expert.user_id)).json().open_exposure;
    expect(exposure).toBeLessThanOrEqual(7500);
    expect([7000, 7100]).toContain(exposure);
  });
});

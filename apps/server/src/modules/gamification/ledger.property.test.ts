/**
 * The ledger identity (issue 32): after every operation of a random sequence of awards (some
 * replayed), redemptions and unlocks, each account's balance is its entries' sum, never negative,
 * and what a model of the rules says it is.
 */
import { UNLOCK_PREMIUM_TRADE_COINS } from '@tradecircle/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGroupRows, createTradeRow } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { AppError } from '../../http/app-error.ts';
import { redeemCoins, unlockTrade } from './gamification.service.ts';
import { awardCoins, coinBalance, ledgerMismatches } from './ledger.ts';

let ctx: TestContext;
let expert: Session;
const closedCalls: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  expert = await signInWithProfile(ctx.app, 'Ledger Expert');
  const group = await createGroupRows(ctx.app, expert, { groupType: 'Premium' });
  for (let index = 0; index < 4; index += 1) {
    const trade = await createTradeRow(
      ctx.database.db,
      { userId: expert.user_id },
      { visibility: 'group', groupId: group.id, status: 'Closed', exitPrice: 2500, closedAt: new Date() },
    );
    closedCalls.push(trade.id);
  }
});
afterAll(() => ctx.close());

type Operation =
  | { kind: 'award'; amount: number; reference: number }
  | { kind: 'redeem' }
  | { kind: 'unlock'; call: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('award' as const),
    amount: fc.integer({ min: 1, max: 120 }),
    // Few references, so awards repeat and must credit once.
    reference: fc.integer({ min: 0, max: 5 }),
  }),
  fc.constant({ kind: 'redeem' as const }),
  fc.record({ kind: fc.constant('unlock' as const), call: fc.integer({ min: 0, max: 3 }) }),
);

/** Runs the operation; a refusal is a 400 and must change nothing. */
async function apply(userId: number, op: Operation): Promise<'done' | 'refused' | 'repeated'> {
  const db = ctx.database.db;
  try {
    if (op.kind === 'award') {
      const credited = await db.transaction((tx) =>
        awardCoins(tx, {
          userId,
          amount: op.amount,
          reason: 'daily_task',
          reference: `prop:${op.reference}`,
        }),
      );
      return credited ? 'done' : 'repeated';
    }
    if (op.kind === 'redeem') await redeemCoins(db, userId, { key: 'streak_freeze' });
    else await unlockTrade(db, userId, closedCalls[op.call]!);
    return 'done';
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return 'refused';
    throw error;
  }
}

it('keeps every balance equal to its entries and to the rules, after every operation', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
      run += 1;
      const user = await signInWithProfile(ctx.app, `Ledger Walker ${run}`);
      const model = { balance: 0, freezes: 0, references: new Set<number>(), unlocked: new Set<number>() };
      for (const op of operations) {
        const outcome = await apply(user.user_id, op);
        if (op.kind === 'award') {
          expect(outcome).toBe(model.references.has(op.reference) ? 'repeated' : 'done');
          if (!model.references.has(op.reference)) model.balance += op.amount;
          model.references.add(op.reference);
        } else if (op.kind === 'redeem') {
          const allowed = model.freezes < 2 && model.balance >= 50;
          expect(outcome).toBe(allowed ? 'done' : 'refused');
          if (allowed) {
            model.balance -= 50;
            model.freezes += 1;
          }
        } else {
          const allowed = !model.unlocked.has(op.call) && model.balance >= UNLOCK_PREMIUM_TRADE_COINS;
          expect(outcome).toBe(allowed ? 'done' : 'refused');
          if (allowed) {
            model.balance -= UNLOCK_PREMIUM_TRADE_COINS;
            model.unlocked.add(op.call);
          }
        }
        expect(await coinBalance(ctx.database.db, user.user_id)).toBe(model.balance);
        expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
      }
    }),
    { numRuns: 20 },
  );
});

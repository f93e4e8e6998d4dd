import { GAMIFICATION_SIGNUP_BONUS, indiaIsoDate } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { recordEvents } from '../outbox/index.ts';
import { activeDays } from './gamification.tables.ts';
import { awardCoins } from './ledger.ts';
import { SIGNUP_BONUS_REFERENCE } from './tasks.ts';

/**
 * The user was active now: the first time on an IST day it records the day and its event (the
 * daily login task and the streak come from the event's consumer). Sign-in and the session updates
 * the app sends while open call it, inside their own transaction.
 */
export async function markActiveDay(tx: AppDb, userId: number, now = new Date()): Promise<void> {
  const day = indiaIsoDate(now);
  const inserted = await tx
    .insert(activeDays)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ day: activeDays.day });
  if (inserted.length === 1) await recordEvents(tx, [{ type: 'user.active', userId, day }]);
}

/** The IST day each user was last noted active by this process: an update every 10 s asks the database once a day. */
const notedToday = new Map<number, string>();

/** markActiveDay in its own transaction, skipped when this process already noted the user today. */
export async function noteActiveDay(db: AppDb, userId: number, now = new Date()): Promise<void> {
  const day = indiaIsoDate(now);
  if (notedToday.get(userId) === day) return;
  await db.transaction((tx) => markActiveDay(tx, userId, now));
  if (notedToday.size > 100_000) notedToday.clear();
  notedToday.set(userId, day);
}

/** The 300-coin signup bonus, once per account (its reference): every sign-in asks, the first credits it. */
export async function grantSignupBonus(tx: AppDb, userId: number): Promise<void> {
  await awardCoins(tx, {
    userId,
    amount: GAMIFICATION_SIGNUP_BONUS,
    reason: 'signup_bonus',
    reference: SIGNUP_BONUS_REFERENCE,
  });
}

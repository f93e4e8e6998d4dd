import {
  advanceStreak,
  type DomainEventOf,
  type DomainEventType,
  streakRewardFor,
  type TaskKey,
} from '@tradecircle/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { EventRecorderOf, EventRecorders } from '../../event-recorders.ts';
import { findProfileByUserId } from '../users/index.ts';
import { coinAccounts } from './gamification.tables.ts';
import { awardCoins, lockAccount } from './ledger.ts';
import { streakReference, TASKS_BY_EVENT, taskAward } from './tasks.ts';

async function awardTasks(tx: AppDb, userId: number, keys: readonly TaskKey[], at: Date): Promise<void> {
  for (const key of keys) await awardCoins(tx, taskAward(userId, key, at));
}

/** The recorder of an event type whose tasks TASKS_BY_EVENT names. */
function completesTasks<Type extends DomainEventType>(type: Type): EventRecorderOf<Type> {
  const tasksOf = TASKS_BY_EVENT[type] as (event: DomainEventOf<Type>) => { userId: number; keys: TaskKey[] };
  return async (tx, recorded) => {
    const { userId, keys } = tasksOf(recorded.event);
    await awardTasks(tx, userId, keys, recorded.createdAt);
  };
}

/**
 * A user's first activity of an IST day: the daily login task, and the streak moved on by that day
 * (domain advanceStreak) with the day's streak reward. Under the account's row lock; a replay finds
 * the day already counted and the references already in the ledger.
 */
const recordActiveDay: EventRecorderOf<'user.active'> = async (tx, recorded) => {
  const { userId, day } = recorded.event;
  await awardTasks(tx, userId, ['daily_login'], recorded.createdAt);
  const account = await lockAccount(tx, userId);
  const { state, counted } = advanceStreak(
    { length: account.streakLength, lastActiveDay: account.streakLastDay, freezes: account.streakFreezes },
    day,
  );
  if (!counted) return;
  await tx
    .update(coinAccounts)
    .set({
      streakLength: state.length,
      streakLastDay: state.lastActiveDay,
      streakFreezes: state.freezes,
      updatedAt: sql`now()`,
    })
    .where(eq(coinAccounts.userId, userId));
  await awardCoins(tx, {
    userId,
    amount: streakRewardFor(state.length),
    reason: 'streak',
    reference: streakReference(day),
  });
};

/** A profile with a photo completes the profile task (the name is there from sign-up). */
const recordProfileUpdate: EventRecorderOf<'profile.updated'> = async (tx, recorded) => {
  const profile = await findProfileByUserId(tx, recorded.event.userId);
  if (profile?.profileImage) {
    await awardTasks(tx, recorded.event.userId, ['complete_profile'], recorded.createdAt);
  }
};

/**
 * Coins the change stream's events award (issue 32), applied by the outbox's durable consumer in
 * the transaction that marks each event processed (src/event-recorders.ts): an event replayed after
 * a crash finds its awards' references in the ledger and credits nothing twice.
 */
export const gamificationRecorders: EventRecorders = {
  'trade.posted': completesTasks('trade.posted'),
  'trade.copied': completesTasks('trade.copied'),
  'trade.commented': completesTasks('trade.commented'),
  'user.followed': completesTasks('user.followed'),
  'group.joined': completesTasks('group.joined'),
  'group.request_accepted': completesTasks('group.request_accepted'),
  'poll.answered': completesTasks('poll.answered'),
  'broker.connected': completesTasks('broker.connected'),
  'trade.shared': completesTasks('trade.shared'),
  'user.active': recordActiveDay,
  'profile.updated': recordProfileUpdate,
};

import {
  DAILY_TASKS,
  type DailyTaskKey,
  type DomainEventOf,
  type DomainEventType,
  indiaIsoDate,
  ONE_TIME_TASKS,
  type OneTimeTaskKey,
  type TaskKey,
} from '@tradecircle/domain';

/** The ledger reference of a task's award: once ever for a one-time task, once per IST day for a daily one. */
export const oneTimeTaskReference = (key: OneTimeTaskKey): string => `task:${key}`;
export const dailyTaskReference = (key: DailyTaskKey, day: string): string => `task:${key}:${day}`;
export const streakReference = (day: string): string => `streak:${day}`;
export const SIGNUP_BONUS_REFERENCE = 'signup_bonus';

const ONE_TIME_KEYS = new Set<string>(ONE_TIME_TASKS.map((task) => task.key));
const isOneTime = (key: TaskKey): key is OneTimeTaskKey => ONE_TIME_KEYS.has(key);

export type TaskAward = {
  userId: number;
  amount: number;
  reason: 'one_time_task' | 'daily_task';
  reference: string;
};

/** The award of `key` done by `userId` on the IST day of `at`. */
export function taskAward(userId: number, key: TaskKey, at: Date): TaskAward {
  if (isOneTime(key)) {
    const task = ONE_TIME_TASKS.find((candidate) => candidate.key === key)!;
    return {
      userId,
      amount: task.coin_reward,
      reason: 'one_time_task',
      reference: oneTimeTaskReference(key),
    };
  }
  const task = DAILY_TASKS.find((candidate) => candidate.key === key)!;
  return {
    userId,
    amount: task.coin_reward,
    reason: 'daily_task',
    reference: dailyTaskReference(key, indiaIsoDate(at)),
  };
}

/**
 * Which tasks an event completes, and for whom (docs/api.md, "Gamification"): the change stream's
 * facts, never the browser's word. Profile completion needs the saved profile (the recorder reads it).
 */
export const TASKS_BY_EVENT: {
  [Type in DomainEventType]?: (event: DomainEventOf<Type>) => { userId: number; keys: TaskKey[] };
} = {
  'trade.posted': (event) => ({ userId: event.ownerUserId, keys: ['first_trade', 'daily_trade'] }),
  'trade.copied': (event) => ({ userId: event.copierUserId, keys: ['daily_trade'] }),
  'trade.commented': (event) => ({ userId: event.commenterUserId, keys: ['first_comment', 'daily_comment'] }),
  'user.followed': (event) => ({ userId: event.followerUserId, keys: ['first_follow'] }),
  'group.joined': (event) => ({ userId: event.memberUserId, keys: ['join_group'] }),
  'group.request_accepted': (event) => ({ userId: event.memberUserId, keys: ['join_group'] }),
  'poll.answered': (event) => ({ userId: event.voterUserId, keys: ['daily_poll'] }),
  'broker.connected': (event) => ({ userId: event.userId, keys: ['connect_broker'] }),
  'trade.shared': (event) => ({ userId: event.sharerUserId, keys: ['share_trade'] }),
};

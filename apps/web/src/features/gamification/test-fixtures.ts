/** Gamification answers for tests (not shipped: only tests import it), checked against the wire schemas. */
import {
  DAILY_TASK_TARGET,
  DAILY_TASKS,
  DailyTaskResponseSchema,
  GamificationDataResponseSchema,
  gamificationIcon,
  ONE_TIME_TASKS,
  OneTimeTaskResponseSchema,
  type PremiumTrade,
  PremiumTradeListResponseSchema,
  PremiumTradeSchema,
  REDEEM_ITEMS,
  RedeemCoinDataResponseSchema,
  STREAK_REWARDS,
  StreakDetailResponseSchema,
  type Trade,
} from '@tradecircle/domain';
import { json } from '../../test-render.tsx';

export const GAMIFICATION_PATHS = {
  data: '/backend/api/gamification/',
  dailyTasks: '/backend/api/daily-task/detail',
  oneTimeTasks: '/backend/api/one-time-task/detail',
  streak: '/backend/api/streak/detail',
  redeemItems: '/backend/api/redeem-coin/detail',
  redeem: '/backend/api/redeem-coin/',
  premiumTrades: (userId: number, page: number) => `/backend/api/trade/premium-trade-list/${userId}/${page}`,
  unlock: '/backend/api/trade/unlock-trade/',
} as const;

export function gamificationDataAnswer(coins = 300, name = 'Ravi Menon') {
  return json(
    200,
    GamificationDataResponseSchema.parse({
      data: {
        name,
        coins,
        todos_list: ONE_TIME_TASKS.map((task, index) => ({
          key: task.key,
          title: task.title,
          file: gamificationIcon(task.key),
          is_active: index > 0,
        })),
      },
    }),
  );
}

/** Daily tasks with `completed` of them done (in order), and the day's earned coins to match. */
export function dailyTasksAnswer(completed = 1) {
  const data = DAILY_TASKS.map((task, index) => ({
    ...task,
    file: gamificationIcon(task.key),
    is_completed: index < completed,
  }));
  const earned = data.filter((task) => task.is_completed).reduce((sum, task) => sum + task.coin_reward, 0);
  return json(
    200,
    DailyTaskResponseSchema.parse({ data, earned_today: earned, daily_target: DAILY_TASK_TARGET }),
  );
}

export function oneTimeTasksAnswer() {
  return json(
    200,
    OneTimeTaskResponseSchema.parse({
      data: ONE_TIME_TASKS.map((task, index) => ({
        ...task,
        file: gamificationIcon(task.key),
        is_completed: index === 0,
      })),
    }),
  );
}

export function streakAnswer(streakDays = 3, freezes = 1) {
  const currentDay = streakDays === 0 ? 0 : ((streakDays - 1) % 7) + 1;
  return json(
    200,
    StreakDetailResponseSchema.parse({
      data: {
        current_day: currentDay,
        percentage: Math.round((currentDay / 7) * 100),
        rewards: STREAK_REWARDS,
        streak_days: streakDays,
        active_today: true,
        freezes,
      },
    }),
  );
}

export function redeemItemsAnswer(coins = 300) {
  return json(
    200,
    RedeemCoinDataResponseSchema.parse({
      data: REDEEM_ITEMS.map((item) => ({ ...item, file: gamificationIcon(item.key) })),
      coins,
    }),
  );
}

export function makePremiumTrade(overrides: Partial<PremiumTrade> = {}): PremiumTrade {
  return PremiumTradeSchema.parse({
    id: 501,
    security_industry: 'Banking',
    created: '2026-05-04T04:05:00.000Z',
    duration_name: 'Swing',
    pl_percent: 6.4,
    is_unlocked: false,
    group_id: 9,
    group_name: 'Alpha Premium Calls',
    unlock_coins: 100,
    trade: null,
    ...overrides,
  });
}

export function premiumTradesAnswer(result: PremiumTrade[], coins = 300, num = 1) {
  return json(200, PremiumTradeListResponseSchema.parse({ result, num, coins }));
}

export function unlockedFrom(item: PremiumTrade, trade: Trade): PremiumTrade {
  return { ...item, is_unlocked: true, trade };
}

/** The gamification area's query keys: everything about coins lives under gamificationKeys.all. */
export const gamificationKeys = {
  all: ['gamification'] as const,
  /** Name, balance and what is left to do (Home's card and the page's greeting). */
  data: () => [...gamificationKeys.all, 'data'] as const,
  dailyTasks: () => [...gamificationKeys.all, 'daily-tasks'] as const,
  oneTimeTasks: () => [...gamificationKeys.all, 'one-time-tasks'] as const,
  streak: () => [...gamificationKeys.all, 'streak'] as const,
  redeemItems: () => [...gamificationKeys.all, 'redeem-items'] as const,
  premiumTrades: (userId: number, page: number) =>
    [...gamificationKeys.all, 'premium-trades', userId, page] as const,
};

import { z } from 'zod';
import { REDEEMABLE_ITEM_KEYS } from '../gamification/constants.ts';
import { PageParamSchema } from './common.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';
import { TradeSchema } from './trade.ts';

/** Gamification (platform.md §3 "Gamification data", §7; docs/api.md "Gamification"). */

/** What is left to do today and once (todos_list): `is_active` while the task is still open. */
export const GamificationTodoSchema = z.object({
  key: z.string(),
  title: z.string(),
  file: z.string(),
  is_active: z.boolean(),
});

export const GamificationDataResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    coins: z.number().int(),
    todos_list: z.array(GamificationTodoSchema),
  }),
});
export type GamificationDataResponse = z.infer<typeof GamificationDataResponseSchema>;

export const GamificationTaskSchema = z.object({
  key: z.string(),
  title: z.string(),
  coin_reward: z.number().int(),
  file: z.string(),
  is_completed: z.boolean(),
});
export type GamificationTask = z.infer<typeof GamificationTaskSchema>;

/** The daily tasks and today's progress (what the spec's fixed "100/300" counter shows, for real). */
export const DailyTaskResponseSchema = z.object({
  data: z.array(GamificationTaskSchema),
  /** Coins the daily tasks paid today (IST) and what they pay with all done. */
  earned_today: z.number().int(),
  daily_target: z.number().int(),
});
export type DailyTaskResponse = z.infer<typeof DailyTaskResponseSchema>;

export const OneTimeTaskResponseSchema = z.object({ data: z.array(GamificationTaskSchema) });
export type OneTimeTaskResponse = z.infer<typeof OneTimeTaskResponseSchema>;

export const StreakDetailResponseSchema = z.object({
  data: z.object({
    /** The day of the 7-day reward cycle the run is on (0: no run). */
    current_day: z.number().int(),
    /** current_day of the cycle's 7 days, in whole percent. */
    percentage: z.number().int(),
    rewards: z.array(z.object({ day: z.number().int(), reward: z.number().int() })),
    /** Consecutive IST days with activity, today included once active. */
    streak_days: z.number().int(),
    active_today: z.boolean(),
    freezes: z.number().int(),
  }),
});
export type StreakDetailResponse = z.infer<typeof StreakDetailResponseSchema>;

export const RedeemItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  coin_reward: z.number().int(),
  file: z.string(),
  /** redeem: POST redeem-coin; unlock: spent from the Unlock Premium Trades list. */
  action: z.enum(['redeem', 'unlock']),
});
export const RedeemCoinDataResponseSchema = z.object({
  data: z.array(RedeemItemSchema),
  coins: z.number().int(),
});
export type RedeemCoinDataResponse = z.infer<typeof RedeemCoinDataResponseSchema>;

export const RedeemCoinBodySchema = z.object({
  key: z.enum(REDEEMABLE_ITEM_KEYS, { message: 'key must be a redeem item: streak_freeze' }),
});
export type RedeemCoinBody = z.infer<typeof RedeemCoinBodySchema>;

/** After spending: what was done and the balance left. */
export const CoinSpendResponseSchema = z.object({ message: z.string(), coins: z.number().int() });
export type CoinSpendResponse = z.infer<typeof CoinSpendResponseSchema>;

/**
 * A closed call of a Premium group on the unlock list (platform.md §3 "Premium trade"). A locked one
 * carries only these fields: no security, no prices, until the viewer unlocks it; `trade` is the
 * whole trade once unlocked.
 */
export const PremiumTradeSchema = z.object({
  id: z.number().int(),
  security_industry: z.string().nullable(),
  created: z.string(),
  duration_name: z.string(),
  pl_percent: z.number().nullable(),
  is_unlocked: z.boolean(),
  group_id: z.number().int(),
  group_name: z.string(),
  unlock_coins: z.number().int(),
  trade: TradeSchema.nullable(),
});
export type PremiumTrade = z.infer<typeof PremiumTradeSchema>;

export const PremiumTradeListParamsSchema = z.object({
  userId: recordIdParamSchema('userId must be a user id'),
  page: PageParamSchema,
});
export const PremiumTradeListResponseSchema = z.object({
  result: z.array(PremiumTradeSchema),
  num: z.number().int(),
  coins: z.number().int(),
});
export type PremiumTradeListResponse = z.infer<typeof PremiumTradeListResponseSchema>;

export const UnlockTradeBodySchema = z.object({
  user: recordIdSchema('user must be a user id'),
  trade: recordIdSchema('trade must be a trade id'),
});
export type UnlockTradeBody = z.infer<typeof UnlockTradeBodySchema>;

export const ShareTradeParamsSchema = z.object({
  trade_id: recordIdParamSchema('trade_id must be a trade id'),
});
export const ShareTradeResponseSchema = z.object({ message: z.string(), share_url: z.string() });
export type ShareTradeResponse = z.infer<typeof ShareTradeResponseSchema>;

/** A Premium group's choice (docs/operations.md): may its closed calls be unlocked with coins. */
export const GroupCoinUnlockBodySchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
});
export const GroupCoinUnlockResponseSchema = z.object({
  message: z.string(),
  coin_unlock_enabled: z.boolean(),
});

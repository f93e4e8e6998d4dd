import type {
  CoinSpendResponseSchema,
  DailyTaskResponseSchema,
  GamificationDataResponseSchema,
  GroupCoinUnlockBodySchema,
  GroupCoinUnlockResponseSchema,
  OneTimeTaskResponseSchema,
  PremiumTradeListParamsSchema,
  PremiumTradeListResponseSchema,
  RedeemCoinBodySchema,
  RedeemCoinDataResponseSchema,
  ShareTradeParamsSchema,
  ShareTradeResponseSchema,
  StreakDetailResponseSchema,
  UnlockTradeBodySchema,
} from '../schemas/gamification.ts';
import type { GroupPathSchema } from '../schemas/groups.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** Gamification (docs/api.md "Gamification"): coins, tasks, the streak, redeeming and unlocking, each call declared once. */
export const GAMIFICATION_ENDPOINTS = {
  gamificationData: endpoint<{ response: Out<typeof GamificationDataResponseSchema> }>(
    'GET',
    '/api/gamification/',
  ),
  dailyTasks: endpoint<{ response: Out<typeof DailyTaskResponseSchema> }>('GET', '/api/daily-task/detail'),
  oneTimeTasks: endpoint<{ response: Out<typeof OneTimeTaskResponseSchema> }>(
    'GET',
    '/api/one-time-task/detail',
  ),
  streakDetail: endpoint<{ response: Out<typeof StreakDetailResponseSchema> }>('GET', '/api/streak/detail'),
  redeemCoinData: endpoint<{ response: Out<typeof RedeemCoinDataResponseSchema> }>(
    'GET',
    '/api/redeem-coin/detail',
  ),
  redeemCoin: endpoint<{
    body: In<typeof RedeemCoinBodySchema>;
    response: Out<typeof CoinSpendResponseSchema>;
  }>('POST', '/api/redeem-coin/'),
  premiumTrades: endpoint<{
    params: In<typeof PremiumTradeListParamsSchema>;
    response: Out<typeof PremiumTradeListResponseSchema>;
  }>('GET', '/api/trade/premium-trade-list/:userId/:page'),
  unlockTrade: endpoint<{
    body: In<typeof UnlockTradeBodySchema>;
    response: Out<typeof CoinSpendResponseSchema>;
  }>('POST', '/api/trade/unlock-trade/'),
  shareTrade: endpoint<{
    params: In<typeof ShareTradeParamsSchema>;
    response: Out<typeof ShareTradeResponseSchema>;
  }>('GET', '/api/trade/share-trade/:trade_id/'),
  groupCoinUnlock: endpoint<{
    params: In<typeof GroupPathSchema>;
    body: In<typeof GroupCoinUnlockBodySchema>;
    response: Out<typeof GroupCoinUnlockResponseSchema>;
  }>('PATCH', '/api/own-groups/:id/coin-unlock/'),
} as const;

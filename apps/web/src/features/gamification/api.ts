/** The gamification calls (docs/api.md "Gamification"), typed by the domain's endpoint declarations. */
import { GAMIFICATION_ENDPOINTS, type RedeemCoinBody } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export function fetchGamificationData(signal?: AbortSignal) {
  return call(GAMIFICATION_ENDPOINTS.gamificationData, { signal });
}

export function fetchDailyTasks(signal?: AbortSignal) {
  return call(GAMIFICATION_ENDPOINTS.dailyTasks, { signal });
}

export function fetchOneTimeTasks(signal?: AbortSignal) {
  return call(GAMIFICATION_ENDPOINTS.oneTimeTasks, { signal });
}

export function fetchStreakDetail(signal?: AbortSignal) {
  return call(GAMIFICATION_ENDPOINTS.streakDetail, { signal });
}

export function fetchRedeemItems(signal?: AbortSignal) {
  return call(GAMIFICATION_ENDPOINTS.redeemCoinData, { signal });
}

/** A 400 (not enough coins, freezes full) is a refusal the Redeem Coins tab shows itself. */
export function redeemCoins(body: RedeemCoinBody) {
  return call(GAMIFICATION_ENDPOINTS.redeemCoin, { body, handledStatuses: [400] });
}

/** One page of the unlock list: a Premium group's closed calls, the locked ones without their details. */
export function fetchPremiumTrades(userId: number, page: number, signal?: AbortSignal) {
  return call(GAMIFICATION_ENDPOINTS.premiumTrades, {
    params: { userId: String(userId), page: String(page) },
    signal,
  });
}

/** `user` is the caller's own id. A 400 (not enough coins, already unlocked) is shown by the list. */
export function unlockTrade(user: number, trade: number) {
  return call(GAMIFICATION_ENDPOINTS.unlockTrade, {
    body: { user, trade },
    // Two cards' unlocks are separate requests, not a repeat of one.
    abortKey: `unlock-trade ${trade}`,
    handledStatuses: [400],
  });
}

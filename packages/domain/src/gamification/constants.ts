import { SIGNUP_BONUS_CREDITS, UNLOCK_PREMIUM_TRADE_COINS } from '../constants/app.ts';

/**
 * Gamification (platform.md §2, §3, §9; issue 32; docs/operations.md, "Coins and SEBI's rules").
 * Coins are earned by real actions, which the change stream reports (never the browser saying so),
 * and spent on the items below. Every movement is a ledger entry; the rewards here are the
 * product's choice, documented in docs/api.md ("Gamification").
 */

/** One-time tasks: each pays once per user. */
export const ONE_TIME_TASKS = [
  { key: 'complete_profile', title: 'Complete your profile with a photo', coin_reward: 50 },
  { key: 'first_trade', title: 'Post your first trade', coin_reward: 50 },
  { key: 'first_follow', title: 'Follow an expert', coin_reward: 25 },
  { key: 'join_group', title: 'Join a group', coin_reward: 25 },
  { key: 'first_comment', title: 'Comment on a trade', coin_reward: 25 },
  { key: 'connect_broker', title: 'Connect your broker', coin_reward: 50 },
  { key: 'share_trade', title: 'Share a trade', coin_reward: 25 },
] as const;
export type OneTimeTaskKey = (typeof ONE_TIME_TASKS)[number]['key'];

/** Daily tasks: each pays once per IST day; together they make the daily target (the spec's 100/300 counter). */
export const DAILY_TASKS = [
  { key: 'daily_login', title: 'Open TradeCircle today', coin_reward: 10 },
  { key: 'daily_trade', title: 'Post or copy a trade', coin_reward: 40 },
  { key: 'daily_comment', title: 'Comment on a trade', coin_reward: 25 },
  { key: 'daily_poll', title: 'Vote in a poll', coin_reward: 25 },
] as const;
export type DailyTaskKey = (typeof DAILY_TASKS)[number]['key'];
export type TaskKey = OneTimeTaskKey | DailyTaskKey;

/** The coins the daily tasks pay in one day, all done. */
export const DAILY_TASK_TARGET = DAILY_TASKS.reduce((sum, task) => sum + task.coin_reward, 0);

/**
 * The streak's rewards by day of a 7-day cycle: consecutive IST days with activity (the daily
 * login task) pay the day's reward; day 8 starts the cycle again at day 1's reward; a missed day
 * resets the streak (unless a streak freeze is held).
 */
export const STREAK_REWARDS = [
  { day: 1, reward: 5 },
  { day: 2, reward: 10 },
  { day: 3, reward: 15 },
  { day: 4, reward: 20 },
  { day: 5, reward: 25 },
  { day: 6, reward: 30 },
  { day: 7, reward: 50 },
] as const;
export const STREAK_CYCLE_DAYS = STREAK_REWARDS.length;

/** What a streak freeze holds at most: one is spent on each missed day. */
export const MAX_STREAK_FREEZES = 2;

/**
 * What coins buy. None is tied to an analyst's research beyond unlocking a closed call's record
 * (docs/operations.md): a streak freeze, and an unlock, which is spent from the Unlock Premium Trades
 * list (`action: 'unlock'`) rather than redeemed here.
 */
export const REDEEM_ITEMS = [
  {
    key: 'streak_freeze',
    title: 'Streak freeze',
    description: `Keeps your streak through one missed day. Hold up to ${MAX_STREAK_FREEZES}.`,
    coin_reward: 50,
    action: 'redeem',
  },
  {
    key: 'unlock_premium_trade',
    title: 'Unlock a closed premium call',
    description: "See a Premium group's past call in full before you subscribe.",
    coin_reward: UNLOCK_PREMIUM_TRADE_COINS,
    action: 'unlock',
  },
] as const;
export type RedeemItemKey = (typeof REDEEM_ITEMS)[number]['key'];
export const REDEEMABLE_ITEM_KEYS = REDEEM_ITEMS.filter((item) => item.action === 'redeem').map(
  (item) => item.key,
) as ['streak_freeze'];

/** Why a ledger entry moved coins. */
export const COIN_REASONS = [
  'signup_bonus',
  'one_time_task',
  'daily_task',
  'streak',
  'redeem',
  'unlock_trade',
] as const;
export type CoinReason = (typeof COIN_REASONS)[number];

export const GAMIFICATION_SIGNUP_BONUS = SIGNUP_BONUS_CREDITS;

/** Icons of the tasks and items (files the web serves under /gamification/). */
export const gamificationIcon = (key: string): string => `/gamification/${key}.svg`;

export const GAMIFICATION_ERRORS = {
  notEnoughCoins: (needed: number, balance: number) =>
    `Not enough coins: this needs ${needed} and you have ${balance}`,
  tradeNotUnlockable: 'This trade cannot be unlocked with coins',
  alreadyUnlocked: 'You can already see this trade',
  unknownItem: 'Unknown redeem item',
  freezesFull: `You already hold ${MAX_STREAK_FREEZES} streak freezes`,
  notYourAccount: 'You can only unlock trades for your own account',
  notYourList: 'This list is for your own account',
} as const;

/**
 * May coins unlock a group's closed calls (docs/operations.md, "Coins and SEBI's rules"): Premium
 * groups only; the admin's choice when made; else off for a SEBI-registered admin (their research
 * is paid research, and coins would act as a discount on its fee) and on for others.
 */
export function coinUnlockEnabled(group: {
  groupType: string;
  coinUnlock: boolean | null;
  adminIsSebiRegistered: boolean;
}): boolean {
  if (group.groupType !== 'Premium') return false;
  return group.coinUnlock ?? !group.adminIsSebiRegistered;
}

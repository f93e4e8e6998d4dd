import {
  type CoinSpendResponse,
  canHoldAnotherFreeze,
  DAILY_TASK_TARGET,
  DAILY_TASKS,
  type DailyTaskResponse,
  findDuration,
  GAMIFICATION_ERRORS,
  type GamificationDataResponse,
  type GamificationTask,
  gamificationIcon,
  indiaIsoDate,
  ONE_TIME_TASKS,
  type OneTimeTaskResponse,
  type PremiumTradeListResponse,
  REDEEM_ITEMS,
  type RedeemCoinBody,
  type RedeemCoinDataResponse,
  STREAK_CYCLE_DAYS,
  STREAK_REWARDS,
  type StreakDetailResponse,
  streakCycleDay,
  streakLengthOn,
  tradePnl,
  UNLOCK_PREMIUM_TRADE_COINS,
} from '@tradecircle/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import type { QuoteBook } from '../market/index.ts';
import {
  alreadyReadable,
  grantUnlock,
  isUnlockableFor,
  unlockableCalls,
  visibleTradesInOrder,
} from '../trades/index.ts';
import { findProfileByUserId, resolveViewer } from '../users/index.ts';
import { coinAccounts } from './gamification.tables.ts';
import { coinBalance, heldReferences, lockAccount, spendCoins } from './ledger.ts';
import { dailyTaskReference, oneTimeTaskReference } from './tasks.ts';

export type GamificationDeps = { db: AppDb; quotes: QuoteBook };

/** Unlock Premium Trades' page size. */
export const PREMIUM_TRADE_PAGE_SIZE = 10;

type TaskDefinition = { key: string; title: string; coin_reward: number };

const asTask = (task: TaskDefinition, completed: boolean): GamificationTask => ({
  key: task.key,
  title: task.title,
  coin_reward: task.coin_reward,
  file: gamificationIcon(task.key),
  is_completed: completed,
});

/** Every task with its done state: one-time tasks ever, daily ones on today's IST date. */
async function taskStates(db: AppDb, userId: number, now: Date) {
  const today = indiaIsoDate(now);
  const oneTimeRefs = ONE_TIME_TASKS.map((task) => oneTimeTaskReference(task.key));
  const dailyRefs = DAILY_TASKS.map((task) => dailyTaskReference(task.key, today));
  const held = await heldReferences(db, userId, [...oneTimeRefs, ...dailyRefs]);
  return {
    oneTime: ONE_TIME_TASKS.map((task, index) => asTask(task, held.has(oneTimeRefs[index]!))),
    daily: DAILY_TASKS.map((task, index) => asTask(task, held.has(dailyRefs[index]!))),
  };
}

export async function gamificationData(
  db: AppDb,
  userId: number,
  now = new Date(),
): Promise<GamificationDataResponse> {
  const [profile, coins, tasks] = await Promise.all([
    findProfileByUserId(db, userId),
    coinBalance(db, userId),
    taskStates(db, userId, now),
  ]);
  return {
    data: {
      name: profile?.name ?? '',
      coins,
      todos_list: [...tasks.daily, ...tasks.oneTime].map((task) => ({
        key: task.key,
        title: task.title,
        file: task.file,
        is_active: !task.is_completed,
      })),
    },
  };
}

export async function dailyTasks(db: AppDb, userId: number, now = new Date()): Promise<DailyTaskResponse> {
  const { daily } = await taskStates(db, userId, now);
  return {
    data: daily,
    earned_today: daily.filter((task) => task.is_completed).reduce((sum, task) => sum + task.coin_reward, 0),
    daily_target: DAILY_TASK_TARGET,
  };
}

export async function oneTimeTasks(
  db: AppDb,
  userId: number,
  now = new Date(),
): Promise<OneTimeTaskResponse> {
  const { oneTime } = await taskStates(db, userId, now);
  return { data: oneTime };
}

export async function streakDetail(
  db: AppDb,
  userId: number,
  now = new Date(),
): Promise<StreakDetailResponse> {
  const [account] = await db.select().from(coinAccounts).where(eq(coinAccounts.userId, userId));
  const today = indiaIsoDate(now);
  const state = {
    length: account?.streakLength ?? 0,
    lastActiveDay: account?.streakLastDay ?? null,
    freezes: account?.streakFreezes ?? 0,
  };
  const length = streakLengthOn(state, today);
  const currentDay = streakCycleDay(length);
  return {
    data: {
      current_day: currentDay,
      percentage: Math.round((currentDay / STREAK_CYCLE_DAYS) * 100),
      rewards: STREAK_REWARDS.map((reward) => ({ ...reward })),
      streak_days: length,
      active_today: state.lastActiveDay === today,
      freezes: state.freezes,
    },
  };
}

export async function redeemCoinData(db: AppDb, userId: number): Promise<RedeemCoinDataResponse> {
  return {
    data: REDEEM_ITEMS.map((item) => ({ ...item, file: gamificationIcon(item.key) })),
    coins: await coinBalance(db, userId),
  };
}

/**
 * Redeems an item: the spend and what it buys in one transaction, under the account's row lock. A
 * streak freeze is held (at most MAX_STREAK_FREEZES) until a missed day spends it.
 */
export async function redeemCoins(
  db: AppDb,
  userId: number,
  body: RedeemCoinBody,
): Promise<CoinSpendResponse> {
  const item = REDEEM_ITEMS.find((candidate) => candidate.key === body.key && candidate.action === 'redeem');
  if (!item) throw badRequest(GAMIFICATION_ERRORS.unknownItem);
  const coins = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!canHoldAnotherFreeze(account.streakFreezes)) throw badRequest(GAMIFICATION_ERRORS.freezesFull);
    const left = await spendCoins(tx, account, {
      cost: item.coin_reward,
      reason: 'redeem',
      reference: `redeem:${item.key}:${crypto.randomUUID()}`,
    });
    await tx
      .update(coinAccounts)
      .set({ streakFreezes: sql`${coinAccounts.streakFreezes} + 1` })
      .where(eq(coinAccounts.userId, userId));
    return left!;
  });
  return { message: `${item.title} redeemed`, coins };
}

/** Unlock Premium Trades: the closed calls coins may unlock; a locked one carries no security and no prices. */
export async function premiumTrades(
  deps: GamificationDeps,
  userId: number,
  page: number,
): Promise<PremiumTradeListResponse> {
  const { calls, total } = await unlockableCalls(deps.db, userId, {
    limit: PREMIUM_TRADE_PAGE_SIZE,
    offset: (page - 1) * PREMIUM_TRADE_PAGE_SIZE,
  });
  const unlockedIds = calls.filter((call) => call.isUnlocked).map((call) => call.id);
  const [coins, unlocked] = await Promise.all([
    coinBalance(deps.db, userId),
    unlockedIds.length === 0
      ? { results: [] }
      : visibleTradesInOrder(deps, await resolveViewer(deps.db, userId), unlockedIds, {
          limit: unlockedIds.length,
          offset: 0,
        }),
  ]);
  const tradesById = new Map(unlocked.results.map((trade) => [trade.id, trade] as const));
  return {
    result: calls.map((call) => {
      const trade = call.isUnlocked ? (tradesById.get(call.id) ?? null) : null;
      const pnl = tradePnl({
        trade_type: call.tradeType as 'Buy' | 'Sell',
        status: 'Closed',
        entry_price: call.entryPrice,
        lots: 1,
        lot_size: 1,
        final_target: call.entryPrice,
        live_price: null,
        exit_price: call.exitPrice,
      });
      return {
        id: call.id,
        security_industry: call.industry,
        created: call.createdAt.toISOString(),
        duration_name: findDuration(call.durationId)?.name ?? '',
        pl_percent: pnl?.percent ?? null,
        is_unlocked: trade !== null,
        group_id: call.groupId,
        group_name: call.groupName,
        unlock_coins: UNLOCK_PREMIUM_TRADE_COINS,
        trade,
      };
    }),
    num: Math.ceil(total / PREMIUM_TRADE_PAGE_SIZE),
    coins,
  };
}

/**
 * Unlocks one closed premium call for the caller: 100 coins spent and the call opened in one
 * transaction. The route lets only the account's own user ask (403 before the body). Refused: a call coins may not unlock (an open call, a
 * group that does not allow it: 400), one already readable (400), a short balance (400).
 */
export async function unlockTrade(
  db: AppDb,
  callerUserId: number,
  tradeId: number,
): Promise<CoinSpendResponse> {
  const coins = await db.transaction(async (tx) => {
    if (!(await isUnlockableFor(tx, callerUserId, tradeId)))
      throw badRequest(GAMIFICATION_ERRORS.tradeNotUnlockable);
    // The account row lock orders two unlocks of the same call: the second finds it readable.
    const account = await lockAccount(tx, callerUserId);
    if (await alreadyReadable(tx, callerUserId, tradeId))
      throw badRequest(GAMIFICATION_ERRORS.alreadyUnlocked);
    const left = await spendCoins(tx, account, {
      cost: UNLOCK_PREMIUM_TRADE_COINS,
      reason: 'unlock_trade',
      reference: `unlock:${tradeId}`,
    });
    if (left === undefined) throw badRequest(GAMIFICATION_ERRORS.alreadyUnlocked);
    await grantUnlock(tx, callerUserId, tradeId);
    return left;
  });
  return { message: 'Trade unlocked', coins };
}

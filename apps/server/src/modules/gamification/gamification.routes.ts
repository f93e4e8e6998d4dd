import {
  CoinSpendResponseSchema,
  DailyTaskResponseSchema,
  GAMIFICATION_ENDPOINTS,
  GAMIFICATION_ERRORS,
  GamificationDataResponseSchema,
  OneTimeTaskResponseSchema,
  PremiumTradeListParamsSchema,
  PremiumTradeListResponseSchema,
  RedeemCoinBodySchema,
  RedeemCoinDataResponseSchema,
  StreakDetailResponseSchema,
  UnlockTradeBodySchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { theUserThemself } from '../../http/who-may-act.ts';
import type { QuoteBook } from '../market/index.ts';
import {
  dailyTasks,
  gamificationData,
  oneTimeTasks,
  premiumTrades,
  redeemCoinData,
  redeemCoins,
  streakDetail,
  unlockTrade,
} from './gamification.service.ts';

export type GamificationRoutesOptions = { auth: RequestAuth; quotes: QuoteBook };

const tags = ['gamification'];
/** Spending calls: a few a minute is what a person does; more is a script. */
const spendLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Gamification (docs/api.md, "Gamification"): the caller's coins, tasks and streak; redeeming and unlocking. */
export const gamificationRoutes: FastifyPluginAsyncZod<GamificationRoutesOptions> = async (
  app,
  { auth, quotes },
) => {
  const db = app.database.db;
  const userOf = (request: { user: { id: number } | null }) => request.user!.id;

  on(app, GAMIFICATION_ENDPOINTS.gamificationData)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: "The caller's name, coin balance and what is left to do (todos_list)",
        response: { 200: GamificationDataResponseSchema },
      },
    },
    async (request) => gamificationData(db, userOf(request)),
  );

  on(app, GAMIFICATION_ENDPOINTS.dailyTasks)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: "Today's tasks (IST) with their coins, and today's progress: earned_today of daily_target",
        response: { 200: DailyTaskResponseSchema },
      },
    },
    async (request) => dailyTasks(db, userOf(request)),
  );

  on(app, GAMIFICATION_ENDPOINTS.oneTimeTasks)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'The one-time tasks and which are done',
        response: { 200: OneTimeTaskResponseSchema },
      },
    },
    async (request) => oneTimeTasks(db, userOf(request)),
  );

  on(app, GAMIFICATION_ENDPOINTS.streakDetail)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: "The caller's streak: the day of the 7-day reward cycle, the rewards, freezes held",
        response: { 200: StreakDetailResponseSchema },
      },
    },
    async (request) => streakDetail(db, userOf(request)),
  );

  on(app, GAMIFICATION_ENDPOINTS.redeemCoinData)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'What coins buy, and the balance',
        response: { 200: RedeemCoinDataResponseSchema },
      },
    },
    async (request) => redeemCoinData(db, userOf(request)),
  );

  on(app, GAMIFICATION_ENDPOINTS.redeemCoin)(
    {
      onRequest: auth.requireUser,
      config: spendLimit,
      schema: {
        tags,
        summary: 'Redeem an item (streak_freeze): its price spent and the item held, in one transaction',
        body: RedeemCoinBodySchema,
        response: { 200: CoinSpendResponseSchema },
      },
    },
    async (request) => redeemCoins(db, userOf(request), request.body),
  );

  on(app, GAMIFICATION_ENDPOINTS.premiumTrades)(
    {
      onRequest: auth.requireUser,
      config: {
        whoMayAct: theUserThemself(
          { in: 'params', field: 'userId', kind: 'user' },
          GAMIFICATION_ERRORS.notYourList,
        ),
      },
      schema: {
        tags,
        summary:
          'Closed calls of Premium groups coins may unlock, 10 a page; a locked one carries no security or prices',
        params: PremiumTradeListParamsSchema,
        response: { 200: PremiumTradeListResponseSchema },
      },
    },
    async (request) => premiumTrades({ db, quotes }, userOf(request), request.params.page),
  );

  on(app, GAMIFICATION_ENDPOINTS.unlockTrade)(
    {
      onRequest: auth.requireUser,
      config: {
        ...spendLimit,
        whoMayAct: theUserThemself(
          { in: 'body', field: 'user', kind: 'user' },
          GAMIFICATION_ERRORS.notYourAccount,
        ),
      },
      schema: {
        tags,
        summary: 'Unlock a closed premium call for 100 coins (user: the caller)',
        body: UnlockTradeBodySchema,
        response: { 200: CoinSpendResponseSchema },
      },
    },
    async (request) => unlockTrade(db, userOf(request), request.body.trade),
  );
};

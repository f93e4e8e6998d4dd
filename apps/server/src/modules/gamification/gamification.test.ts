/**
 * Gamification (issue 32): the coin ledger, tasks completed by the change stream's events, the
 * streak, redeeming, and unlocking closed premium calls within SEBI's rules.
 */
import {
  GAMIFICATION_ERRORS,
  indiaIsoDate,
  SIGNUP_BONUS_CREDITS,
  UNLOCK_PREMIUM_TRADE_COINS,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInWithOtp } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createGroupRows, createTradeRow } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { coinAccounts, coinLedger, profiles, tradeUnlocks } from '../../db/schema/index.ts';
import { applyRecorder } from '../../event-recorders.ts';
import { grantSignupBonus, markActiveDay } from './activity.ts';
import { gamificationRecorders } from './gamification.recorders.ts';
import { awardCoins, coinBalance, ledgerMismatches } from './ledger.ts';

let ctx: TestContext;
let expert: Session;
let sebiExpert: Session;
let fan: Session;
let premium: { id: number };
let sebiPremium: { id: number };
let publicGroup: { id: number };
let closedCall: number;
let openCall: number;
let sebiClosedCall: number;
let publicClosedCall: number;

const as = (session: Session | null) => (session ? bearer(session.token.access) : {});
const get = (url: string, session: Session | null) =>
  ctx.app.inject({ url: `/backend/api/${url}`, headers: as(session) });
const unlock = (session: Session, trade: number, user = session.user_id) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/trade/unlock-trade/',
    headers: as(session),
    payload: { user, trade },
  });
const premiumList = (session: Session, page = 1) =>
  get(`trade/premium-trade-list/${session.user_id}/${page}`, session);
const balanceOf = (session: Session) => coinBalance(ctx.database.db, session.user_id);
const give = (session: Session, amount: number, reference: string) =>
  ctx.database.db.transaction((tx) =>
    awardCoins(tx, { userId: session.user_id, amount, reason: 'daily_task', reference }),
  );

async function closedGroupCall(poster: Session, groupId: number, status: 'Closed' | 'Active' = 'Closed') {
  const trade = await createTradeRow(
    ctx.database.db,
    { userId: poster.user_id },
    {
      visibility: 'group',
      groupId,
      status,
      ...(status === 'Closed' ? { exitPrice: 2600, closedAt: new Date(), closingReason: 'target' } : {}),
    },
  );
  return trade.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [expert, sebiExpert, fan] = await Promise.all([
    signInWithProfile(ctx.app, 'Premium Expert'),
    signInWithProfile(ctx.app, 'Registered Analyst'),
    signInWithProfile(ctx.app, 'Coin Fan'),
  ]);
  await ctx.database.db
    .update(profiles)
    .set({ isSebiRegistered: true, sebiNumber: `INH${String(Date.now()).slice(-9)}` })
    .where(eq(profiles.userId, sebiExpert.user_id));
  premium = await createGroupRows(ctx.app, expert, { groupType: 'Premium' });
  sebiPremium = await createGroupRows(ctx.app, sebiExpert, { groupType: 'Premium' });
  publicGroup = await createGroupRows(ctx.app, expert, { groupType: 'Public' });
  closedCall = await closedGroupCall(expert, premium.id);
  openCall = await closedGroupCall(expert, premium.id, 'Active');
  sebiClosedCall = await closedGroupCall(sebiExpert, sebiPremium.id);
  publicClosedCall = await closedGroupCall(expert, publicGroup.id);
  await ctx.database.db.transaction((tx) => grantSignupBonus(tx, fan.user_id));
});
afterAll(() => ctx.close());

describe('the signup bonus and the daily login', () => {
  it('credits 300 coins at the first sign-in, once, and the day counts the login task and the streak', async () => {
    const newcomer = await signInWithOtp(ctx.app);
    await eventsApplied(ctx.app);
    const data = (await get('gamification/', newcomer as Session)).json().data;
    const daily = (await get('daily-task/detail', newcomer as Session)).json();
    const streak = (await get('streak/detail', newcomer as Session)).json().data;
    // The bonus, the daily login (10) and the streak's day 1 (5).
    expect(data.coins).toBe(SIGNUP_BONUS_CREDITS + 10 + 5);
    expect(daily.data.find((task: { key: string }) => task.key === 'daily_login').is_completed).toBe(true);
    expect(daily.earned_today).toBe(10);
    expect(daily.daily_target).toBe(100);
    expect(streak).toMatchObject({ current_day: 1, streak_days: 1, active_today: true, percentage: 14 });

    // What a second sign-in the same day does (an OTP may be asked once in 2 minutes).
    await ctx.database.db.transaction(async (tx) => {
      await grantSignupBonus(tx, newcomer.user_id);
      await markActiveDay(tx, newcomer.user_id);
    });
    await eventsApplied(ctx.app);
    expect((await get('gamification/', newcomer as Session)).json().data.coins).toBe(
      SIGNUP_BONUS_CREDITS + 15,
    );
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });

  it('asks for a token on every gamification call', async () => {
    for (const url of [
      'gamification/',
      'daily-task/detail',
      'one-time-task/detail',
      'streak/detail',
      'redeem-coin/detail',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });
});

describe('tasks completed by real actions', () => {
  it('credits a follow, a comment and a vote through the change stream, and each once', async () => {
    const doer = await signInWithProfile(ctx.app, 'Task Doer');
    const follow = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/follow-influencer/',
        headers: as(doer),
        payload: { user_id: doer.user_id, to_follow_id: expert.user_id },
      });
    expect((await follow()).statusCode).toBe(200);
    const publicTrade = await createTradeRow(ctx.database.db, { userId: expert.user_id });
    const comment = (text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/backend/api/trade/update-comment/${publicTrade.id}/`,
        headers: as(doer),
        payload: { comment: text, user_id: doer.profile_id },
      });
    expect((await comment('Good call')).statusCode).toBe(201);
    expect((await comment('Still holding')).statusCode).toBe(201);
    await eventsApplied(ctx.app);

    const oneTime = (await get('one-time-task/detail', doer)).json().data as {
      key: string;
      is_completed: boolean;
    }[];
    const done = (key: string) => oneTime.find((task) => task.key === key)!.is_completed;
    expect([done('first_follow'), done('first_comment'), done('first_trade'), done('join_group')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const daily = (await get('daily-task/detail', doer)).json();
    expect(daily.earned_today).toBe(25);
    // first_follow 25, first_comment 25, daily_comment 25: two comments pay once.
    expect(await balanceOf(doer)).toBe(75);
    const todos = (await get('gamification/', doer)).json().data.todos_list as {
      key: string;
      is_active: boolean;
    }[];
    expect(todos.find((todo) => todo.key === 'daily_comment')!.is_active).toBe(false);
    expect(todos.find((todo) => todo.key === 'daily_poll')!.is_active).toBe(true);
  });

  it('credits a replayed event once', async () => {
    const replayed = await signInWithProfile(ctx.app, 'Replayed Events');
    const recorded = {
      id: 987_654,
      createdAt: new Date(),
      event: { type: 'poll.answered' as const, pollId: 1, optionId: 1, voterUserId: replayed.user_id },
    };
    for (let replay = 0; replay < 3; replay += 1) {
      await ctx.database.db.transaction((tx) => applyRecorder(tx, recorded, gamificationRecorders));
    }
    expect(await balanceOf(replayed)).toBe(25);
    const entries = await ctx.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, replayed.user_id));
    expect(entries.map((entry) => entry.reference)).toEqual([
      `task:daily_poll:${indiaIsoDate(recorded.createdAt)}`,
    ]);
  });

  it('credits a share once per trade, and answers the share link to a visitor without coins', async () => {
    const sharer = await signInWithProfile(ctx.app, 'Trade Sharer');
    const trade = await createTradeRow(ctx.database.db, { userId: expert.user_id });
    const share = (session: Session | null) => get(`trade/share-trade/${trade.id}/`, session);
    const first = await share(sharer);
    expect(first.statusCode).toBe(200);
    expect(first.json().share_url).toBe(`/trade/${trade.id}/Reliance%20Industries%20Ltd`);
    expect((await share(sharer)).statusCode).toBe(200);
    expect((await share(null)).statusCode).toBe(200);
    await eventsApplied(ctx.app);
    expect(await balanceOf(sharer)).toBe(25);
    expect((await get(`trade/share-trade/${closedCall}/`, sharer)).statusCode).toBe(404);
  });
});

describe('the streak across days', () => {
  it('moves on across IST midnight, resets after a missed day, and pays each day once', async () => {
    const walker = await signInWithProfile(ctx.app, 'Streak Walker');
    const activeOn = (day: string, id: number) =>
      ctx.database.db.transaction((tx) =>
        applyRecorder(
          tx,
          {
            id,
            createdAt: new Date(`${day}T12:00:00+05:30`),
            event: { type: 'user.active', userId: walker.user_id, day },
          },
          gamificationRecorders,
        ),
      );
    await activeOn('2026-11-20', 1);
    await activeOn('2026-11-21', 2);
    await activeOn('2026-11-21', 3);
    const [afterTwo] = await ctx.database.db
      .select()
      .from(coinAccounts)
      .where(eq(coinAccounts.userId, walker.user_id));
    expect(afterTwo).toMatchObject({ streakLength: 2, streakLastDay: '2026-11-21' });
    // Two daily logins (10 each) and the streak's days 1 and 2 (5 and 10).
    expect(await balanceOf(walker)).toBe(35);
    await activeOn('2026-11-23', 4);
    const [afterGap] = await ctx.database.db
      .select()
      .from(coinAccounts)
      .where(eq(coinAccounts.userId, walker.user_id));
    expect(afterGap).toMatchObject({ streakLength: 1, streakLastDay: '2026-11-23' });
    expect(await balanceOf(walker)).toBe(35 + 10 + 5);
  });
});

describe('redeeming', () => {
  it('spends the price and holds a streak freeze, in one transaction, up to two', async () => {
    const buyer = await signInWithProfile(ctx.app, 'Freeze Buyer');
    await give(buyer, 120, 'test:redeem');
    const redeem = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/redeem-coin/',
        headers: as(buyer),
        payload: { key: 'streak_freeze' },
      });
    const first = await redeem();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Streak freeze redeemed', coins: 70 });
    expect((await redeem()).json().coins).toBe(20);
    const short = await redeem();
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(GAMIFICATION_ERRORS.freezesFull);
    expect((await get('streak/detail', buyer)).json().data.freezes).toBe(2);
    expect(await balanceOf(buyer)).toBe(20);

    const broke = await signInWithProfile(ctx.app, 'Broke Buyer');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/redeem-coin/',
      headers: as(broke),
      payload: { key: 'streak_freeze' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GAMIFICATION_ERRORS.notEnoughCoins(50, 0));
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/redeem-coin/',
      headers: as(broke),
      payload: { key: 'gold_bar' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await get('streak/detail', broke)).json().data.freezes).toBe(0);
  });
});

describe('unlocking closed premium calls', () => {
  it('lists closed calls of allowing Premium groups only, with nothing of a locked call but the spec fields', async () => {
    const response = await premiumList(fan);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.result.map((item: { id: number }) => item.id);
    expect(ids).toContain(closedCall);
    expect(ids).not.toContain(openCall);
    expect(ids).not.toContain(sebiClosedCall);
    expect(ids).not.toContain(publicClosedCall);
    const locked = body.result.find((item: { id: number }) => item.id === closedCall);
    expect(locked).toMatchObject({
      is_unlocked: false,
      trade: null,
      duration_name: 'Intermediate',
      pl_percent: 6.12,
      unlock_coins: UNLOCK_PREMIUM_TRADE_COINS,
    });
    expect(response.body).not.toMatch(/RELIANCE|Reliance|2450|2600/);
    expect(body.coins).toBe(SIGNUP_BONUS_CREDITS);
  });

  it("refuses another user's list and another user's account", async () => {
    expect((await get(`trade/premium-trade-list/${expert.user_id}/1`, fan)).statusCode).toBe(403);
    expect((await unlock(fan, closedCall, expert.user_id)).statusCode).toBe(403);
    expect((await get(`trade/premium-trade-list/${fan.user_id}/1`, null)).statusCode).toBe(401);
  });

  it('never unlocks an open call, a SEBI analyst group without opt-in, or a non-Premium call', async () => {
    for (const trade of [openCall, sebiClosedCall, publicClosedCall]) {
      const refused = await unlock(fan, trade);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(GAMIFICATION_ERRORS.tradeNotUnlockable);
    }
    expect(await balanceOf(fan)).toBe(SIGNUP_BONUS_CREDITS);
  });

  it('keeps a locked call hidden on every route until unlocked, then opens that call to that user only', async () => {
    const hiddenRoutes = [
      `trade/get-trade/${closedCall}`,
      `trade/user-trade-detail/${closedCall}/`,
      `trade/comments/${closedCall}/`,
      `trade/trade-report/${closedCall}/`,
    ];
    for (const route of hiddenRoutes) expect((await get(route, fan)).statusCode, route).toBe(404);
    expect((await get(`trade/share-trade/${closedCall}/`, fan)).statusCode).toBe(404);
    const profileTrades = (await get(`trade/trade-list/${expert.user_id}/0/1`, fan)).json();
    expect(profileTrades.result.map((trade: { id: number }) => trade.id)).not.toContain(closedCall);
    const groupTrades = await get(`trade/trade-list-view/?group_id=${premium.id}`, fan);
    expect(groupTrades.body).not.toMatch(/RELIANCE|Reliance/);
    const record = await get(`track-record/${expert.user_id}/`, fan);
    expect(record.statusCode).toBe(200);
    expect(record.body).not.toMatch(/RELIANCE|Reliance/);

    const unlocked = await unlock(fan, closedCall);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({
      message: 'Trade unlocked',
      coins: SIGNUP_BONUS_CREDITS - UNLOCK_PREMIUM_TRADE_COINS,
    });

    const detail = await get(`trade/get-trade/${closedCall}`, fan);
    expect(detail.statusCode).toBe(200);
    for (const route of hiddenRoutes) expect((await get(route, fan)).statusCode, route).toBe(200);
    expect(detail.json().security_symbol).toBe('RELIANCE');
    const listed = (await premiumList(fan))
      .json()
      .result.find((item: { id: number }) => item.id === closedCall);
    expect(listed.is_unlocked).toBe(true);
    expect(listed.trade.security_symbol).toBe('RELIANCE');
    // The open call of the same group stays behind the subscription.
    expect((await get(`trade/get-trade/${openCall}`, fan)).statusCode).toBe(404);
    const other = await signInWithProfile(ctx.app, 'Someone Else');
    expect((await get(`trade/get-trade/${closedCall}`, other)).statusCode).toBe(404);

    const again = await unlock(fan, closedCall);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(GAMIFICATION_ERRORS.alreadyUnlocked);
    expect(await balanceOf(fan)).toBe(SIGNUP_BONUS_CREDITS - UNLOCK_PREMIUM_TRADE_COINS);
  });

  it("follows the admin's choice, shown on the group, and lets only the admin change it", async () => {
    const group = () => get(`groups/${sebiPremium.id}/`, fan);
    expect((await group()).json().coin_unlock_enabled).toBe(false);
    const toggle = (session: Session, enabled: unknown, id = sebiPremium.id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/backend/api/own-groups/${id}/coin-unlock/`,
        headers: as(session),
        payload: { enabled },
      });
    expect((await toggle(fan, true)).statusCode).toBe(403);
    expect((await toggle(sebiExpert, 'yes')).statusCode).toBe(400);
    const onPublic = await toggle(expert, true, publicGroup.id);
    expect(onPublic.statusCode).toBe(400);
    expect((await get(`groups/${publicGroup.id}/`, fan)).json().coin_unlock_enabled).toBe(false);
    const opted = await toggle(sebiExpert, true);
    expect(opted.statusCode, opted.body).toBe(200);
    expect((await group()).json().coin_unlock_enabled).toBe(true);
    const ids = (await premiumList(fan)).json().result.map((item: { id: number }) => item.id);
    expect(ids).toContain(sebiClosedCall);
    expect((await unlock(fan, sebiClosedCall)).statusCode).toBe(200);
    expect((await toggle(sebiExpert, false)).statusCode).toBe(200);
  });

  it('refuses with a clear message when coins are short, changing nothing', async () => {
    const poor = await signInWithProfile(ctx.app, 'Short Of Coins');
    await give(poor, 99, 'test:poor');
    const refused = await unlock(poor, closedCall);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GAMIFICATION_ERRORS.notEnoughCoins(100, 99));
    expect(await balanceOf(poor)).toBe(99);
    const grants = await ctx.database.db
      .select()
      .from(tradeUnlocks)
      .where(eq(tradeUnlocks.userId, poor.user_id));
    expect(grants).toEqual([]);
  });

  it('spends once under 20 unlocks at once with 150 coins', async () => {
    const racer = await signInWithProfile(ctx.app, 'Racing Unlocker');
    await give(racer, 150, 'test:race');
    const calls = await Promise.all(Array.from({ length: 20 }, () => closedGroupCall(expert, premium.id)));
    const answers = await Promise.all(calls.map((trade) => unlock(racer, trade)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    expect(await balanceOf(racer)).toBe(50);
    const grants = await ctx.database.db
      .select()
      .from(tradeUnlocks)
      .where(eq(tradeUnlocks.userId, racer.user_id));
    expect(grants).toHaveLength(1);
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });

  it('spends once under 20 unlocks of the same call at once', async () => {
    const twin = await signInWithProfile(ctx.app, 'Same Call Racer');
    await give(twin, 1000, 'test:twin');
    const trade = await closedGroupCall(expert, premium.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => unlock(twin, trade)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(twin)).toBe(900);
  });
});

import { describe, expect, it } from 'vitest';
import { indiaIsoDate } from '../format/time.ts';
import { coinUnlockEnabled, DAILY_TASK_TARGET, MAX_STREAK_FREEZES, STREAK_REWARDS } from './constants.ts';
import { advanceStreak, NO_STREAK, streakCycleDay, streakLengthOn, streakRewardFor } from './streak.ts';

describe('the daily streak', () => {
  it('starts at day 1 and counts consecutive IST days once each', () => {
    const first = advanceStreak(NO_STREAK, '2026-11-28');
    expect(first).toEqual({ state: { length: 1, lastActiveDay: '2026-11-28', freezes: 0 }, counted: true });
    expect(advanceStreak(first.state, '2026-11-28')).toEqual({ state: first.state, counted: false });
    const second = advanceStreak(first.state, '2026-11-29');
    expect(second.state.length).toBe(2);
    expect(second.counted).toBe(true);
  });

  it('counts the IST day: 18:29 UTC and 18:30 UTC fall on two days', () => {
    const beforeMidnight = indiaIsoDate(new Date('2026-11-28T18:29:59Z'));
    const afterMidnight = indiaIsoDate(new Date('2026-11-28T18:30:00Z'));
    expect([beforeMidnight, afterMidnight]).toEqual(['2026-11-28', '2026-11-29']);
    const day1 = advanceStreak(NO_STREAK, beforeMidnight).state;
    expect(advanceStreak(day1, afterMidnight).state.length).toBe(2);
  });

  it('resets to 1 after a missed day, and shows 0 on the day after the gap', () => {
    const state = { length: 5, lastActiveDay: '2026-11-25', freezes: 0 };
    expect(streakLengthOn(state, '2026-11-26')).toBe(5);
    expect(streakLengthOn(state, '2026-11-27')).toBe(0);
    expect(advanceStreak(state, '2026-11-27')).toEqual({
      state: { length: 1, lastActiveDay: '2026-11-27', freezes: 0 },
      counted: true,
    });
  });

  it('spends one held freeze per missed day, and resets when they do not cover the gap', () => {
    const held = { length: 3, lastActiveDay: '2026-11-25', freezes: 2 };
    expect(advanceStreak(held, '2026-11-27').state).toEqual({
      length: 4,
      lastActiveDay: '2026-11-27',
      freezes: 1,
    });
    expect(advanceStreak(held, '2026-11-28').state).toEqual({
      length: 4,
      lastActiveDay: '2026-11-28',
      freezes: 0,
    });
    expect(advanceStreak(held, '2026-11-29').state).toEqual({
      length: 1,
      lastActiveDay: '2026-11-29',
      freezes: 2,
    });
    expect(streakLengthOn(held, '2026-11-28')).toBe(3);
    expect(streakLengthOn(held, '2026-11-29')).toBe(0);
    expect(MAX_STREAK_FREEZES).toBe(2);
  });

  it('ignores activity dated before the latest day (an event applied late)', () => {
    const state = { length: 2, lastActiveDay: '2026-11-29', freezes: 0 };
    expect(advanceStreak(state, '2026-11-28')).toEqual({ state, counted: false });
  });

  it('pays the 7-day cycle and starts it again on day 8', () => {
    expect([1, 2, 7, 8, 14, 15].map(streakCycleDay)).toEqual([1, 2, 7, 1, 7, 1]);
    expect(streakRewardFor(7)).toBe(STREAK_REWARDS[6].reward);
    expect(streakRewardFor(8)).toBe(STREAK_REWARDS[0].reward);
    expect(streakCycleDay(0)).toBe(0);
  });
});

describe('gamification constants', () => {
  it('makes the daily target the sum of the daily rewards', () => {
    expect(DAILY_TASK_TARGET).toBe(100);
  });

  it('lets coins unlock Premium groups only, off by default for a SEBI-registered admin', () => {
    const premium = { groupType: 'Premium', coinUnlock: null, adminIsSebiRegistered: false };
    expect(coinUnlockEnabled(premium)).toBe(true);
    expect(coinUnlockEnabled({ ...premium, adminIsSebiRegistered: true })).toBe(false);
    expect(coinUnlockEnabled({ ...premium, adminIsSebiRegistered: true, coinUnlock: true })).toBe(true);
    expect(coinUnlockEnabled({ ...premium, coinUnlock: false })).toBe(false);
    expect(coinUnlockEnabled({ ...premium, groupType: 'Public', coinUnlock: true })).toBe(false);
  });
});

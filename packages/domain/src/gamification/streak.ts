import { MAX_STREAK_FREEZES, STREAK_CYCLE_DAYS, STREAK_REWARDS } from './constants.ts';

/**
 * A user's daily streak: consecutive IST days with activity. `length` counts the days of the run;
 * `lastActiveDay` is the IST date (YYYY-MM-DD) of its latest day; `freezes` are streak freezes held,
 * one spent on each missed day so the run goes on.
 */
export type StreakState = { length: number; lastActiveDay: string | null; freezes: number };

export const NO_STREAK: StreakState = { length: 0, lastActiveDay: null, freezes: 0 };

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (IST dates, YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

/**
 * The streak after activity on `today`. `counted`: today is a new day of the run (its reward is
 * due); activity twice in a day, or on a day before the latest (an event replayed late), changes
 * nothing. Missed days are covered by held freezes, one each; when they are not all covered the run
 * starts again at 1 and the freezes stay held.
 */
export function advanceStreak(state: StreakState, today: string): { state: StreakState; counted: boolean } {
  if (state.lastActiveDay === null || state.length === 0) {
    return { state: { ...state, length: 1, lastActiveDay: today }, counted: true };
  }
  const gap = daysBetween(state.lastActiveDay, today);
  if (gap <= 0) return { state, counted: false };
  const missed = gap - 1;
  if (missed === 0)
    return { state: { ...state, length: state.length + 1, lastActiveDay: today }, counted: true };
  if (missed <= state.freezes) {
    return {
      state: { length: state.length + 1, lastActiveDay: today, freezes: state.freezes - missed },
      counted: true,
    };
  }
  return { state: { ...state, length: 1, lastActiveDay: today }, counted: true };
}

/** The streak as it stands on `today` before any activity today: a run whose gap freezes cannot cover is gone. */
export function streakLengthOn(state: StreakState, today: string): number {
  if (state.lastActiveDay === null) return 0;
  const gap = daysBetween(state.lastActiveDay, today);
  if (gap <= 1) return state.length;
  return gap - 1 <= state.freezes ? state.length : 0;
}

/** The day of the 7-day reward cycle a run of `length` days is on (1-7; 0 for no run). */
export const streakCycleDay = (length: number): number =>
  length <= 0 ? 0 : ((length - 1) % STREAK_CYCLE_DAYS) + 1;

/** The coins the run's `length`-th day pays. */
export const streakRewardFor = (length: number): number =>
  STREAK_REWARDS[streakCycleDay(length) - 1]?.reward ?? 0;

export const canHoldAnotherFreeze = (freezes: number): boolean => freezes < MAX_STREAK_FREEZES;

/** The gamification feature's public entry: what other features and the shell use at once. Re-exports only. */
export { CoinBalance } from './components/coin-balance.tsx';
export { useDailyTasks, useGamificationData } from './hooks.ts';
export { UNLOCK_TRADES_PATH } from './paths.ts';
export { gamificationKeys } from './query-keys.ts';

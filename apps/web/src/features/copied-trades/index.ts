/** The copied-trades feature's public entry: what other features and the shell use at once. Re-exports only. */
export { copiedTradeKeys } from './query-keys.ts';

/** The portfolio feature's public entry: what other features and the shell use at once. Re-exports only. */
export { portfolioKeys } from './query-keys.ts';

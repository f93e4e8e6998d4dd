/** The broker feature's public entry: what other features and the shell use at once. Re-exports only. */
export { useBrokerAccount, useRealTradeEntry, useRealTradeExit } from './hooks.ts';
export { useTradeActions } from './use-trade-actions.ts';

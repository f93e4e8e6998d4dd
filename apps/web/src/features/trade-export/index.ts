/** The trade export feature's public entry: what other features and the shell use at once. Re-exports only. */
export { TRADE_EXPORT_PATH } from './paths.ts';
export { tradeExportKeys } from './query-keys.ts';

/** The trending-strip feature's public entry: what other features and the shell use at once. Re-exports only. */
export { trendingSecuritiesOptions } from './api.ts';
export { SecurityMonogram } from './security-monogram.tsx';
export { TrendingSecuritiesStrip } from './trending-securities-strip.tsx';

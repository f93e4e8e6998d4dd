export { trendingKeys } from './api.ts';
export { SecurityMonogram } from './security-monogram.tsx';
export { TrendingSecuritiesStrip } from './trending-securities-strip.tsx';

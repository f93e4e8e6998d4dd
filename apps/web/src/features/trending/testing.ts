/** The trending feature's fixtures and fakes for other features' tests (tests only import this). */
export { TRENDING_TEXTS } from './trending-texts.ts';

/** The follows feature's fixtures and fakes for other features' tests (tests only import this). */
export { FOLLOW_MESSAGES } from './messages.ts';
export { deferred, makeInfluencer, routeApi } from './test-fixtures.ts';

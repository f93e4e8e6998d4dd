/** The groups feature's fixtures and fakes for other features' tests (tests only import this). */
export { makeGroup } from './test-fixtures.ts';

/** The profile feature's fixtures and fakes for other features' tests (tests only import this). */
export { ownProfileAnswer } from './test-fixtures.ts';

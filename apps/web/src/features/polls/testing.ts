/** The polls feature's fixtures and fakes for other features' tests (tests only import this). */
export { makePoll, POLLS_PATH, pollPage } from './test-fixtures.ts';

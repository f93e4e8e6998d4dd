/** The payments feature's fixtures and fakes for other features' tests (tests only import this). */
export { installFakeCheckout, MONTHLY, orderAnswer, premiumGroup, YEARLY } from './test-fixtures.ts';

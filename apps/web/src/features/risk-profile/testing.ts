/** The risk profile feature's fixtures for other features' tests (tests only import this). */
export { ANSWERS_FOR, RISK_PROFILE_API, riskProfileAnswer, riskProfileBody } from './test-fixtures.ts';

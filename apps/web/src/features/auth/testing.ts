/** The auth feature's fixtures and fakes for other features' tests (tests only import this). */
export { rememberSignupBonus } from './signup-bonus.ts';

export { grantSignupBonus, markActiveDay, noteActiveDay } from './activity.ts';
export { gamificationAudiences } from './gamification.audiences.ts';
export { gamificationRecorders } from './gamification.recorders.ts';
export { type GamificationRoutesOptions, gamificationRoutes } from './gamification.routes.ts';
export { coinBalance, ledgerMismatches } from './ledger.ts';

export { type RiskProfileRoutesOptions, riskProfileRoutes } from './risk-profile.routes.ts';

export { type AuthContext, createAuthContext } from './auth.context.ts';
export { authRoutes } from './auth.routes.ts';
export { registerAuthRouteCheck } from './auth-route-check.ts';
export { createTokenService, type TokenService } from './tokens.service.ts';

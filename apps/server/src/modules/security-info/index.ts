export { securityInfoRoutes } from './security-info.routes.ts';

export { sessionRoutes } from './sessions.routes.ts';
export { findSession } from './sessions.service.ts';

// The operator's side (issue 30): roles (super admins, staff teams), the admin queues, the audit log.

export { type AdminStanding, adminStandingOf } from './admin.access.ts';
export { adminAudiences, adminRecorders } from './admin.audiences.ts';
export { type AdminRoutesOptions, adminRoutes } from './admin.routes.ts';

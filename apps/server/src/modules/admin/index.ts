// The operator's side (issue 30): roles (super admins, staff teams), the admin queues, the audit log.

export { type AdminStanding, adminStandingOf } from './admin.access.ts';
export { adminAudiences, adminRecorders } from './admin.audiences.ts';
export { type AdminRoutesOptions, adminRoutes } from './admin.routes.ts';
export { type AdminGroupsRoutesOptions, adminGroupsRoutes } from './admin-groups.routes.ts';
export { sebiReviewAudiences, sebiReviewRecorders } from './admin-sebi.audiences.ts';
export { adminSebiRoutes } from './admin-sebi.routes.ts';
export { adminUsersAudiences, adminUsersRecorders } from './admin-users.audiences.ts';
export { type AdminUsersRoutesOptions, adminUsersRoutes } from './admin-users.routes.ts';
export { adminVideosRoutes } from './admin-videos.routes.ts';
export { moderationActionAudiences } from './moderation.audiences.ts';
export { type ModerationAdminRoutesOptions, moderationAdminRoutes } from './moderation-admin.routes.ts';

export { moderationAudiences } from './moderation.audiences.ts';
export { blockersOf, hasBlocked, notBlockedBy, profileNotBlockedBy } from './moderation.queries.ts';
export { type ModerationRoutesOptions, moderationRoutes } from './moderation.routes.ts';
export { type ReportTally, reportsAgainst, reportTallies } from './moderation-reports.ts';

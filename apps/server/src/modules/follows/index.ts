export type { ExpertTradeStats } from './expert-stats.ts';
export { followAudiences } from './follow.audiences.ts';
export { followedBy, followeesOf, followersOf, followsAmong } from './follows.queries.ts';
export { type FollowSummary, followSummary, insertFollow } from './follows.repository.ts';
export { type FollowRoutesOptions, followRoutes } from './follows.routes.ts';
export { type FollowDeps, influencersOf } from './follows.service.ts';

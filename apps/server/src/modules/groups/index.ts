export { coinUnlockAllowed } from './coin-unlock.ts';
export { groupAudiences, notifiedGroup } from './group.audiences.ts';
export {
  activeMembership,
  findGroup,
  GROUP_ACCESS_MESSAGES,
  type GroupRow,
  requireGroupAdmin,
  requireGroupReader,
  type Standing,
  standingIn,
} from './group-access.ts';
export { groupContactRoutes } from './group-contact.routes.ts';
export { contactCardOf } from './group-contact.service.ts';
export { groupFeeOf, groupMarginCount, groupMargins, setGroupFeeBps } from './group-margin.ts';
export {
  activeMembershipsAmong,
  activeMembersOf,
  groupsWithMember,
  membershipStatusOf,
} from './group-members.queries.ts';
export { groupPlanRoutes } from './group-plans.routes.ts';
export { type ActivePlan, activePlansOf, findActivePlan } from './group-plans.service.ts';
export { groupReviewAudiences } from './group-review.audiences.ts';
export { groupReviewDevRoutes } from './group-review.dev-routes.ts';
export { decideGroup, type GroupDecisionInput, groupReviewQueue } from './group-review.ts';
export { type GroupWatchlistRoutesOptions, groupWatchlistRoutes } from './group-watchlist.routes.ts';
export { type GroupWatchlist, groupWatchlistCount, groupWatchlistOf } from './group-watchlist.service.ts';
export { countGroupTrade, groupJoin, groupTakesPayments, searchGroupsByName } from './groups.repository.ts';
export { type GroupRoutesOptions, groupRoutes } from './groups.routes.ts';
export { pageInfo } from './groups.service.ts';
export { groupAdminOnly, groupField } from './groups.who-may-act.ts';
export {
  grantPaidMembership,
  lockGroup,
  recountMembers,
  type StartedTrial,
  startFreeTrial,
  type TrialRecorder,
} from './membership.service.ts';
export { subscribeOfferGroup } from './subscribe-offer.ts';

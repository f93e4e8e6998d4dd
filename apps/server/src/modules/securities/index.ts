export {
  findSecurityById,
  findSecurityBySearchQuery,
  listSecuritiesForFeed,
  listTrendingCandidates,
  type SecurityRow,
  searchSecuritiesByPrefix,
  securityCardColumns,
  securityJoin,
} from './securities.repository.ts';
export { securityRoutes } from './securities.routes.ts';

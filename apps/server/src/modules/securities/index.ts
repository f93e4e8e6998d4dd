export {
  findSecurityById,
  findSecurityBySearchQuery,
  listIndices,
  listMarketEquities,
  listSecuritiesForFeed,
  listTrendingCandidates,
  liveSecurity,
  type SecurityRow,
  searchSecuritiesByPrefix,
  securityCardColumns,
  securityJoin,
} from './securities.repository.ts';
export { securityRoutes } from './securities.routes.ts';

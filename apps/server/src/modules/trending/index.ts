export { startTrendingJob, type TrendingJob } from './trending.job.ts';
export {
  EXPERT_SCORE_PRIOR_CALLS,
  expertScore,
  MIN_EXPERT_CLOSED_CALLS,
  refreshTrending,
  TRENDING_KEEP,
  type TrendingRefresh,
} from './trending.refresh.ts';
export { type TrendingRoutesOptions, trendingRoutes } from './trending.routes.ts';
export { TRENDING_ERRORS } from './trending.service.ts';

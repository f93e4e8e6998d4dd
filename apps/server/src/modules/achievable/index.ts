export { type AchievableRoutesOptions, achievableRoutes } from './achievable.routes.ts';
export {
  type ComparisonReader,
  type ComparisonSettings,
  createComparisonReader,
} from './call-comparisons.ts';
export { achievableRecorders } from './call-deliveries.ts';

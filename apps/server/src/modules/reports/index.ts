export { reportRoutes } from './reports.routes.ts';
export { reportSummary } from './reports.service.ts';

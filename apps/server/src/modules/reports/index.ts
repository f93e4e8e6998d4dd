export { reportAudiences } from './reports.audiences.ts';
export { reportRoutes } from './reports.routes.ts';
export {
  hasBoughtReport,
  type ReportForSale,
  recordReportPurchase,
  reportForSale,
  reportSummary,
} from './reports.service.ts';

export { fetchTradeReportList } from './api.ts';
export {
  downloadTradeReport,
  REPORT_UNAVAILABLE_MESSAGE,
  type ReportSource,
  reportFileName,
  reportHref,
} from './download-trade-report.ts';
export { tradeReportKeys, useTradeReportList } from './use-trade-report-list.ts';

export {
  ResearchReportBlock,
  type ResearchReportSecurity,
  reportOfferText,
} from './components/research-report-block.tsx';
export { AddStockReportDialog } from './dialogs/add-stock-report-dialog.tsx';
export { ReportListDialog } from './dialogs/report-list-dialog.tsx';
export { reportKeys } from './hooks.ts';

export { CommentReportActions, ProfileReportMenu } from './report-actions.tsx';
export { REPORT_MENU_ITEM, ReportBlockMenu, type ReportBlockMenuProps } from './report-block-menu.tsx';

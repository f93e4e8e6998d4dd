/** The moderation feature's public entry: what other features and the shell use at once. Re-exports only. */
export { CommentReportActions, ProfileReportMenu } from './report-actions.tsx';
export { REPORT_MENU_ITEM } from './report-menu-item.ts';

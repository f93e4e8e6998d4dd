export const REPORT_MENU_ITEM = 'Report & Block User';

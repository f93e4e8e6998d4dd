/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
export const loadReportBlockDialog = () => import('./report-block-dialog.tsx');

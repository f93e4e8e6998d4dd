/** What loads later, each in a chunk of its own: the feature's route pages (lazyPage) and loaders. */
export const loadPayoutFormDialog = () => import('./dialogs/payout-form-dialog.tsx');

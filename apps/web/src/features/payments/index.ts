/** The payments area's public pieces (issue 18). */
export { PaymentDialog, type PaymentDialogProps } from './dialogs/payment-dialog.tsx';
export { PayoutFormDialog } from './dialogs/payout-form-dialog.tsx';
export { paymentKeys } from './query-keys.ts';

/** The payments feature's public entry: what other features and the shell use at once. Re-exports only. */
export { PlanLine } from './components/plan-line.tsx';
export {
  type CheckoutPhase,
  useCheckout,
  usePaymentInfo,
  useVideoCheckout,
  type VideoProduct,
} from './hooks.ts';
export { LazyCouponsDialog, LazyPaymentDialog, LazyPlansEditorDialog } from './lazy-dialogs.tsx';
export { PAYMENT_TEXTS, plansOf } from './payment-texts.ts';
export { type PaymentPorts, PaymentPortsContext } from './ports.ts';
export { paymentKeys } from './query-keys.ts';

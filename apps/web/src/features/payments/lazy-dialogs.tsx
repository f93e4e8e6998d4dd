/**
 * The payments dialogs as the groups screens open them: their code loads on the first opening
 * (app/once-opened.tsx), not with the cards and pages.
 */
import type { Group } from '@tradecircle/domain';
import { lazy } from 'react';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../shared/lazy/once-opened.tsx';
import type { PaymentDialogProps } from './dialogs/payment-dialog.tsx';

const PaymentDialog = lazy(() =>
  withTimeout(import('./dialogs/payment-dialog.tsx')).then((m) => ({ default: m.PaymentDialog })),
);
const PlansEditorDialog = lazy(() =>
  withTimeout(import('./dialogs/plans-editor-dialog.tsx')).then((m) => ({ default: m.PlansEditorDialog })),
);
const CouponsDialog = lazy(() =>
  withTimeout(import('./dialogs/coupons-dialog.tsx')).then((m) => ({ default: m.CouponsDialog })),
);

export function LazyPaymentDialog(props: PaymentDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <PaymentDialog {...props} />
    </OnceOpened>
  );
}

interface AdminDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
}

export function LazyPlansEditorDialog(props: AdminDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <PlansEditorDialog {...props} />
    </OnceOpened>
  );
}

export function LazyCouponsDialog(props: AdminDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <CouponsDialog {...props} />
    </OnceOpened>
  );
}

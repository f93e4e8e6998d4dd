/**
 * Buying a research report (docs/api.md "Payments": report-payment): the order, the provider's
 * checkout, then the outcome reported to the server, which verifies the signature and records the
 * purchase. The same steps as a group's Pay & Join (features/payments), with a report's order.
 */
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_MESSAGES,
  PAYMENT_SNACKBAR_MS,
  SNACKBAR_MESSAGE_MS,
  type StockReport,
} from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../api/app-bridge.ts';
import { reportPaymentOutcome } from '../payments/api.ts';
import { type CheckoutInstance, openCheckout } from '../payments/checkout.ts';
import { notifyPaymentRefusal } from '../payments/hooks.ts';
import { PAYMENT_TEXTS } from '../payments/payment-texts.ts';
import { paymentKeys } from '../payments/query-keys.ts';
import { createReportOrder, downloadReport } from './api.ts';
import { reportKeys } from './hooks.ts';

export type ReportCheckoutPhase = 'idle' | 'ordering' | 'checkout' | 'verifying';

export function useReportCheckout() {
  const queryClient = useQueryClient();
  const color = useTheme().palette.primary.main;
  const [buying, setBuying] = useState<{ reportId: number; phase: ReportCheckoutPhase } | null>(null);
  const done = () => setBuying(null);

  const buy = async (report: StockReport) => {
    setBuying({ reportId: report.id, phase: 'ordering' });
    let order: Awaited<ReturnType<typeof createReportOrder>>;
    try {
      order = await createReportOrder(report.id);
    } catch (error) {
      done();
      notifyPaymentRefusal(error);
      return;
    }
    // One outcome per attempt: Checkout may fire payment.failed again (its retry) or dismiss after it.
    let isSettled = false;
    const settle = () => {
      const wasSettled = isSettled;
      isSettled = true;
      return !wasSettled;
    };
    const orderId = order.order_detail.id;
    let checkout: CheckoutInstance | null = null;
    try {
      setBuying({ reportId: report.id, phase: 'checkout' });
      checkout = await openCheckout(
        order,
        {
          name: report.stock_name,
          description: `Research report by ${report.posted_by_name}`,
          image: null,
          color,
        },
        {
          onSuccess: (response) => {
            if (!settle()) return;
            setBuying({ reportId: report.id, phase: 'verifying' });
            reportPaymentOutcome({
              id: orderId,
              payment_status: 'successful',
              payment_id: response.razorpay_payment_id,
              payment_signature: response.razorpay_signature,
            })
              .then(async (answer) => {
                // Recorded as downloaded so the report is listed under Downloaded reports at once;
                // the user opens it with View (a tab opened now, after the checkout, would be blocked).
                await downloadReport(report.id).catch(() => {});
                await Promise.all([
                  queryClient.invalidateQueries({ queryKey: reportKeys.all }),
                  queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
                ]);
                notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
              })
              .catch((error: unknown) => notifyPaymentRefusal(error))
              .finally(done);
          },
          onFailure: ({ error }) => {
            if (!settle()) return;
            checkout?.close();
            const reason = error.reason || error.description;
            const paymentId = error.metadata.payment_id;
            reportPaymentOutcome({
              id: orderId,
              payment_status: 'failed',
              payment_id: paymentId,
              reason,
            }).catch(() => {});
            notify(PAYMENT_MESSAGES.failure(reason, paymentId), 'error', PAYMENT_SNACKBAR_MS);
            done();
          },
          onDismiss: () => {
            if (settle()) done();
          },
        },
      );
    } catch {
      done();
      notify(PAYMENT_TEXTS.checkoutFailed, 'error', SNACKBAR_MESSAGE_MS);
    }
  };

  return { buy, buying };
}

/**
 * Buying a research report (docs/api.md "Payments": report-payment): the payments area's checkout
 * (order, provider's checkout, outcome verified by the server) with a report's order.
 */
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_SNACKBAR_MS, type StockReport } from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../shared/api/app-bridge.ts';
import { type CheckoutPhase, paymentKeys, useCheckout } from '../payments/index.ts';
import { createReportOrder, downloadReport } from './api.ts';
import { reportKeys } from './hooks.ts';

export type ReportCheckoutPhase = CheckoutPhase;

export function useReportCheckout() {
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const [reportId, setReportId] = useState<number | null>(null);
  const buying: { reportId: number; phase: ReportCheckoutPhase } | null =
    reportId !== null && checkout.phase !== 'idle' ? { reportId, phase: checkout.phase } : null;

  const buy = (report: StockReport) => {
    setReportId(report.id);
    return checkout.pay({
      createOrder: () => createReportOrder(report.id),
      display: {
        name: report.stock_name,
        description: `Research report by ${report.posted_by_name}`,
        image: null,
      },
      onVerified: async (answer) => {
        // Recorded as downloaded so the report is listed under Downloaded reports at once;
        // the user opens it with View (a tab opened now, after the checkout, would be blocked).
        await downloadReport(report.id).catch(() => {});
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: reportKeys.all }),
          queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        ]);
        notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
      },
    });
  };

  return { buy, buying };
}

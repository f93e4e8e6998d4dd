import {
  PaymentProviderError,
  type PaymentsProvider,
  type ProviderPayment,
} from '../../providers/payments/index.ts';
import type { OrderRow, PaymentLog } from './grant.service.ts';

/** The order's payment as the provider lists it now. */
async function paymentOf(provider: PaymentsProvider, order: OrderRow): Promise<ProviderPayment | undefined> {
  const payments = await provider.fetchOrderPayments(order.providerOrderId);
  return payments.find((payment) => payment.id === order.providerPaymentId);
}

/**
 * Gives back the payment of an order the grant refused (status refunded: its coupon could no longer
 * be used). Asked of the provider after the grant's transaction has committed, never inside it, and
 * each time the payment is presented again (the PATCH, each webhook), so it is idempotent: the
 * payment as the provider lists it decides. Refunded already, or only authorized (never captured:
 * the provider releases it), there is nothing to do; captured, it is refunded in full. A provider
 * that cannot be reached is logged, and asked again at the payment's next PATCH or webhook.
 */
export async function refundRefusedPayment(
  deps: { provider: PaymentsProvider; log: PaymentLog },
  order: OrderRow,
): Promise<void> {
  const { provider, log } = deps;
  if (order.status !== 'refunded' || !order.providerPaymentId) return;
  try {
    const payment = await paymentOf(provider, order);
    if (payment?.status !== 'captured') return;
    await provider.refundPayment(payment.id, {
      amount: payment.amount,
      receipt: order.receipt,
      notes: { reason: 'coupon_no_longer_applies', order: order.receipt },
    });
  } catch (error) {
    // Two requests refunding at once: the provider refunds once and refuses the other.
    const isRefunded =
      error instanceof PaymentProviderError &&
      (await paymentOf(provider, order).then(
        (payment) => payment?.status === 'refunded',
        () => false,
      ));
    if (isRefunded) return;
    log.warn(
      { err: error, orderId: order.id, paymentId: order.providerPaymentId },
      'payments: could not refund a payment the grant refused',
    );
  }
}

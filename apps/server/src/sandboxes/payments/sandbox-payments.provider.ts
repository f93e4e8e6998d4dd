import {
  PaymentProviderError,
  type PaymentsProvider,
  type ProviderErrorBody,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from '../../providers/payments/payments.provider.ts';
import { verifyCheckout, verifyWebhook } from '../../providers/payments/signatures.ts';
import { SANDBOX_CHECKOUT_SCRIPT, type SandboxRazorpay, type SandboxResponse } from './sandbox-razorpay.ts';

function unwrap<T>(answer: SandboxResponse): T {
  if (answer.status === 200) return answer.body as T;
  throw new PaymentProviderError(answer.status, (answer.body as { error: ProviderErrorBody }).error);
}

/**
 * Our server's side of the sandbox: the same requests the Razorpay adapter sends (Basic
 * key_id:key_secret, Razorpay's bodies), carried in process to the sandbox's API.
 */
export function createSandboxPaymentsProvider(sandbox: SandboxRazorpay): PaymentsProvider {
  const { keyId, keySecret, webhookSecret } = sandbox.credentials;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    kind: 'sandbox',
    keyId,
    checkoutScript: SANDBOX_CHECKOUT_SCRIPT,
    createOrder: async (input) =>
      unwrap<ProviderOrder>(await sandbox.api.createOrder({ authorization, body: input })),
    fetchOrderPayments: async (orderId) =>
      unwrap<{ items: ProviderPayment[] }>(await sandbox.api.fetchOrderPayments({ authorization, orderId }))
        .items,
    refundPayment: async (paymentId, input) =>
      unwrap<ProviderRefund>(await sandbox.api.refundPayment({ authorization, paymentId, body: input })),
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      verifyCheckout(keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => verifyWebhook(webhookSecret, rawBody, signature),
  };
}

import Razorpay from 'razorpay';
import {
  PaymentProviderError,
  PaymentProviderUnavailableError,
  type PaymentsProvider,
  type ProviderErrorBody,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payments.provider.ts';
import { verifyCheckout, verifyWebhook } from './signatures.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayCredentials = { keyId: string; keySecret: string; webhookSecret: string };

/**
 * The SDK throws `{ statusCode, error }` for an answer (integrations.md §1.1) and a plain error when
 * there is none (its normalizeError reads a missing response): Razorpay's refusals become
 * PaymentProviderError, everything else (5xx, network) PaymentProviderUnavailableError.
 */
function translate(error: unknown): Error {
  const thrown = error as { statusCode?: unknown; error?: unknown } | null;
  if (
    thrown &&
    typeof thrown.statusCode === 'number' &&
    thrown.statusCode < 500 &&
    thrown.error &&
    typeof thrown.error === 'object'
  ) {
    return new PaymentProviderError(thrown.statusCode, thrown.error as ProviderErrorBody);
  }
  return new PaymentProviderUnavailableError('Razorpay is not reachable', { cause: error });
}

async function call<T>(work: () => Promise<unknown>): Promise<T> {
  try {
    return (await work()) as T;
  } catch (error) {
    throw translate(error);
  }
}

/**
 * Razorpay through its official Node SDK. Signatures are checked here with a constant-time
 * comparison (the SDK's own helpers compare with ===).
 */
export function createRazorpayPaymentsProvider(credentials: RazorpayCredentials): PaymentsProvider {
  const client = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
  return {
    kind: 'razorpay',
    keyId: credentials.keyId,
    checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    createOrder: (input) =>
      call<ProviderOrder>(() =>
        client.orders.create({
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          ...(input.notes ? { notes: input.notes } : {}),
        }),
      ),
    fetchOrderPayments: async (orderId) =>
      (await call<{ items: ProviderPayment[] }>(() => client.orders.fetchPayments(orderId))).items,
    refundPayment: (paymentId, input) =>
      call<ProviderRefund>(() =>
        client.payments.refund(paymentId, {
          amount: input.amount,
          speed: 'normal',
          receipt: input.receipt,
          ...(input.notes ? { notes: input.notes } : {}),
        }),
      ),
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      verifyCheckout(credentials.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      verifyWebhook(credentials.webhookSecret, rawBody, signature),
  };
}

/** What the page's Content-Security-Policy must allow for Razorpay's Checkout. */
export const RAZORPAY_CSP = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * A Razorpay-style payment provider (integrations.md §1): our server creates an order for an amount
 * in paise, the browser's Checkout.js takes the payment and hands back a payment id signed with the
 * key secret over `order_id|payment_id`, and the provider tells our webhook route what happened, each
 * delivery signed with the webhook secret over its raw body. Field names follow Razorpay's wire format.
 */

export type ProviderOrderStatus = 'created' | 'attempted' | 'paid';

/** Razorpay's order entity (POST /v1/orders, GET /v1/orders/{id}). */
export type ProviderOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: ProviderOrderStatus;
  attempts: number;
  /** Razorpay answers `[]` for an order without notes. */
  notes: Record<string, string> | [];
  created_at: number;
};

/** Razorpay's payment entity, the fields our server reads (webhook payloads carry the same). */
export type ProviderPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};

/** Razorpay's refund entity (POST /v1/payments/{id}/refund; integrations.md §1.7). */
export type ProviderRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal' | 'optimum';
  created_at: number;
};

export type RefundInput = {
  /** Paise: the whole captured amount (the sandbox refunds payments in full only). */
  amount: number;
  /** Our reference for the refund. */
  receipt: string;
  notes?: Record<string, string>;
};

/** Razorpay's error object (`{ error: {...} }` of every API, and Checkout's payment.failed). */
export type ProviderErrorBody = {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
};

export type CreateOrderInput = {
  /** Paise, at least 100. */
  amount: number;
  currency: string;
  /** Our reference, unique, at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
};

export type PaymentsProvider = {
  kind: 'sandbox' | 'razorpay';
  /** The key id the browser's Checkout is opened with (never the secret). */
  keyId: string;
  /** Where the browser loads Checkout.js from. */
  checkoutScript: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** The payments made against an order (successful and failed attempts). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds a captured payment (its status becomes refunded). */
  refundPayment(paymentId: string, input: RefundInput): Promise<ProviderRefund>;
  /**
   * Checkout's success payload: HMAC-SHA256(key secret, `storedOrderId|paymentId`) in hex, compared
   * in constant time. `storedOrderId` is the order id our server stored, never the browser's.
   */
  verifyCheckoutSignature(storedOrderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256(webhook secret, the raw body) in hex, constant time. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean;
};

/** The provider refused a request: its HTTP status and Razorpay's error object. */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly error: ProviderErrorBody,
  ) {
    super(error.description);
    this.name = 'PaymentProviderError';
  }
}

/** The provider could not be reached, or answered something that is not its protocol. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

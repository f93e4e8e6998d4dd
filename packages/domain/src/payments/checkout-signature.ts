/**
 * What Razorpay signs (integrations.md §1.4, §1.6): the checkout's success payload is signed over
 * `order_id|payment_id` with the key secret, where order_id is the one the server stored (never the
 * one the browser sends back); a webhook over its raw body with the webhook secret. The HMAC itself
 * is the server's (node:crypto); the sandbox provider signs the same text.
 */
export const checkoutSignaturePayload = (storedOrderId: string, paymentId: string) =>
  `${storedOrderId}|${paymentId}`;

/** Razorpay's id shapes: a prefix and 14 base62 characters. */
export const PROVIDER_ID_PATTERNS = {
  order: /^order_[A-Za-z0-9]{14}$/,
  payment: /^pay_[A-Za-z0-9]{14}$/,
} as const;

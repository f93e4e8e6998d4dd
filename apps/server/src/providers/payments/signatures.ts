import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { checkoutSignaturePayload } from '@tradecircle/domain';

/** hex(HMAC-SHA256(secret, text)): Razorpay's checkout and webhook signatures. */
export const hmacHex = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of a received hex signature with the expected one. */
export function sameSignature(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, checkoutSignaturePayload(orderId, paymentId));

export function verifyCheckout(keySecret: string, orderId: string, paymentId: string, signature: string) {
  return sameSignature(signature, checkoutSignature(keySecret, orderId, paymentId));
}

export function verifyWebhook(webhookSecret: string, rawBody: string | Buffer, signature: string) {
  return sameSignature(signature, hmacHex(webhookSecret, rawBody));
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's id shape: a prefix and 14 base62 characters (`order_`, `pay_`). */
export function providerId(prefix: string, length = 14): string {
  let id = prefix;
  for (let i = 0; i < length; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

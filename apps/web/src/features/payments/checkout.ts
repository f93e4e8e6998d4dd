/**
 * Razorpay's Standard Checkout (integrations.md §1.3-§1.5), from whichever Checkout.js the order
 * answer names: the sandbox's or Razorpay's. The script is loaded once per URL.
 */
import type { OrderAnswer } from './api.ts';

/** The success payload (§1.4). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event (§1.5). */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  image?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
}

export interface CheckoutInstance {
  open: () => void;
  close: () => void;
  on: (event: 'payment.failed', listener: (response: CheckoutFailure) => void) => void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loading = new Map<string, Promise<CheckoutConstructor>>();

/** Adds the Checkout.js script tag once; resolves with `window.Razorpay` when it has run. */
export function loadCheckout(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('The checkout did not load'));
    script.onerror = () => {
      script.remove();
      reject(new Error('The checkout did not load'));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  // A failed load may be tried again with the next payment.
  promise.catch(() => loading.delete(src));
  return promise;
}

export interface CheckoutCallbacks {
  onSuccess: (response: CheckoutSuccess) => void;
  onFailure: (response: CheckoutFailure) => void;
  onDismiss: () => void;
}

/** Opens the checkout for an order: amount in paise as the server set it (total_price × 100), INR. */
export async function openCheckout(
  order: OrderAnswer,
  display: { name: string; description: string; image: string | null; color: string },
  callbacks: CheckoutCallbacks,
): Promise<CheckoutInstance> {
  const Checkout = await loadCheckout(order.checkout_script);
  const checkout = new Checkout({
    key: order.key_id,
    amount: order.order_detail.amount,
    currency: order.order_detail.currency,
    name: display.name,
    description: display.description,
    image: display.image ?? undefined,
    order_id: order.order_detail.order_id,
    prefill: order.prefill,
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
    theme: { color: display.color },
  });
  checkout.on('payment.failed', callbacks.onFailure);
  checkout.open();
  return checkout;
}

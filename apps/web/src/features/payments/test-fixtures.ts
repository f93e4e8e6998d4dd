/** Plans, premium groups and a fake Checkout.js for the payments tests (not shipped). */
import type { Group } from '@tradecircle/domain';
import { vi } from 'vitest';
import { makeGroup } from '../groups/testing.ts';
import type { OrderAnswer, Plan } from './api.ts';
import type { CheckoutConstructor, CheckoutFailure, CheckoutInstance, CheckoutOptions } from './checkout.ts';

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 31,
    plan: 'Monthly',
    plan_name: 'Monthly',
    price: 499,
    discount_price: null,
    is_discount_price_live: false,
    discount_percentage: 0,
    ...overrides,
  };
}

export const MONTHLY = makePlan();
export const YEARLY = makePlan({
  id: 32,
  plan: 'Yearly',
  plan_name: 'Yearly',
  price: 4999,
  discount_price: 3999,
  is_discount_price_live: true,
  discount_percentage: 20,
});

export function premiumGroup(overrides: Partial<Group> = {}): Group {
  return makeGroup({ group_type: 'Premium', price: [MONTHLY, YEARLY], ...overrides });
}

export function orderAnswer(overrides: Partial<OrderAnswer['order_detail']> = {}): OrderAnswer {
  return {
    order_detail: {
      id: 901,
      order_id: 'order_AbCdEf12345678',
      total_price: 449.1,
      amount: 44910,
      currency: 'INR',
      status: 'initiated',
      group_detail: { id: 5, name: 'Nifty Swing Club', picture: null, admin: { id: 77 } },
      ...overrides,
    },
    duration_detail: { plan_id: 31, plan: 'Monthly', start_date: '2026-05-09', end_date: '2026-06-09' },
    key_id: 'rzp_test_sandbox',
    checkout_script: '/backend/sandbox/razorpay/checkout.js',
    prefill: { name: 'Ravi Kumar', contact: '+919810000002', email: '' },
  };
}

/** A stand-in for Checkout.js on window.Razorpay: the test plays the customer. */
export function installFakeCheckout() {
  const state: {
    options: CheckoutOptions | null;
    failed: ((response: CheckoutFailure) => void) | null;
    closed: boolean;
  } = { options: null, failed: null, closed: false };
  const FakeCheckout = vi.fn(function (this: CheckoutInstance, options: CheckoutOptions) {
    state.options = options;
    this.open = () => {};
    this.close = () => {
      state.closed = true;
    };
    this.on = (_event, listener) => {
      state.failed = listener;
    };
  });
  window.Razorpay = FakeCheckout as unknown as CheckoutConstructor;
  return {
    FakeCheckout,
    get options() {
      if (!state.options) throw new Error('The checkout was not opened');
      return state.options;
    },
    get closed() {
      return state.closed;
    },
    pay: (paymentId = 'pay_Sandbox0000001') =>
      state.options?.handler({
        razorpay_payment_id: paymentId,
        razorpay_order_id: state.options.order_id,
        razorpay_signature: 'f'.repeat(64),
      }),
    fail: (reason: string, paymentId: string) =>
      state.failed?.({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authentication',
          reason,
          metadata: { order_id: state.options?.order_id ?? '', payment_id: paymentId },
        },
      }),
    dismiss: () => state.options?.modal?.ondismiss?.(),
    uninstall: () => {
      delete window.Razorpay;
    },
  };
}

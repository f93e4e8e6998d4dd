/**
 * The payments calls of docs/api.md ("Payments (issue 18)"), base `/backend/`. The server prices
 * every order: the browser names a plan and a coupon, never an amount.
 */
import type { PayoutVerificationStatus, PlanPeriod } from '@tradecircle/domain';
import { request } from '../../api/request.ts';

// ---- wire shapes (docs/api.md "Shapes") ----

export interface Plan {
  id: number;
  plan: PlanPeriod;
  plan_name: string;
  /** Rupees, two decimals at most. */
  price: number;
  discount_price: number | null;
  is_discount_price_live: boolean;
  /** round((price − discount_price) / price × 100) while the discount is live, else 0. */
  discount_percentage: number;
}

export interface PaymentInfo {
  id: number;
  account_holder_name: string;
  bank_name: string | null;
  /** Masked: 'XXXXXX1234'. */
  account_number: string;
  ifsc_code: string;
  pan_number: string;
  gst_number: string | null;
  verification_status: PayoutVerificationStatus;
  remark: string | null;
}

export interface PaymentInfoInput {
  account_holder_name: string;
  bank_name?: string;
  account_number: string;
  ifsc_code: string;
  pan_number: string;
  gst_number?: string;
}

export interface Coupon {
  id: number;
  code: string;
  group: number | null;
  group_name: string | null;
  discount_percentage: number;
  valid_from: string;
  valid_until: string;
  usage_limit: number | null;
  times_used: number;
  is_active: boolean;
}

export interface CouponInput {
  code: string;
  group: number | null;
  discount_percentage: number;
  valid_from: string;
  valid_until: string;
  usage_limit?: number;
}

export interface CouponCheck {
  message: string;
  coupon_id: number | null;
  discount_percentage: number;
}

export interface MembershipWindow {
  start_date: string;
  end_date: string;
}

export interface OrderAnswer {
  order_detail: {
    id: number;
    order_id: string;
    total_price: number;
    /** Paise: total_price × 100. */
    amount: number;
    currency: string;
    status: string;
    group_detail?: { id: number; name: string; picture: string | null; admin: { id: number } };
    report_detail?: { id: number; stock_name: string; posted_by_name: string };
  };
  duration_detail?: MembershipWindow & { plan_id: number; plan: string };
  key_id: string;
  checkout_script: string;
  prefill: { name: string; contact: string; email: string };
}

export type PaymentOutcome =
  | { id: number; payment_status: 'successful'; payment_id: string; payment_signature: string }
  | { id: number; payment_status: 'failed'; payment_id?: string; reason?: string };

export interface PaymentOutcomeAnswer {
  message: string;
  status: 'successful' | 'failed';
  group_id?: number;
  report_id?: number;
  membership?: MembershipWindow & { status: string };
}

export interface PlanInput {
  plan: PlanPeriod;
  price: number;
  discount_price?: number | null;
  is_discount_price_live?: boolean;
}

/** 400s these calls show themselves (the not-active warning, form errors, coupon refusals). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

// ---- plans ----

export function fetchGroupPlans(groupId: number, signal?: AbortSignal) {
  return request<{ plans: Plan[] }>(`api/group-plans/${groupId}/`, { auth: 'optional', signal });
}

export function saveGroupPlans(groupId: number, plans: PlanInput[]) {
  return request<{ message: string; plans: Plan[] }>(`api/group-plans/${groupId}/`, {
    method: 'PUT',
    body: { plans },
    handledStatuses: SHOWN_HERE,
  });
}

// ---- coupons ----

export function fetchCoupons(signal?: AbortSignal) {
  return request<{ coupons: Coupon[] }>('api/coupons/', { signal });
}

export function createCoupon(input: CouponInput) {
  return request<{ message: string; coupon: Coupon }>('api/coupons/', {
    method: 'POST',
    body: input,
    handledStatuses: SHOWN_HERE,
  });
}

export function deactivateCoupon(id: number) {
  return request<{ message: string }>(`api/coupons/${id}/`, {
    method: 'DELETE',
    handledStatuses: SHOWN_HERE,
  });
}

export function checkCouponCode(code: string, groupId: number) {
  return request<CouponCheck>('api/valid_coupon/', {
    query: { coupon_code: code, group: groupId },
    handledStatuses: SHOWN_HERE,
  });
}

// ---- payout information ----

export function fetchPaymentInfo(signal?: AbortSignal) {
  return request<{ payment_info: PaymentInfo | null }>('api/payment-info/', { signal });
}

export function savePaymentInfo(input: PaymentInfoInput, isFirst: boolean) {
  return request<{ message: string; payment_info: PaymentInfo }>('api/payment-info/', {
    method: isFirst ? 'POST' : 'PUT',
    body: input,
    handledStatuses: SHOWN_HERE,
  });
}

// ---- orders ----

export function createGroupOrder(input: {
  groupId: number;
  planId: number;
  userId: string;
  couponCode: string | null;
}) {
  return request<OrderAnswer>('api/order-payment/', {
    method: 'POST',
    query: {
      group_id: input.groupId,
      plan: input.planId,
      user_id: input.userId,
      coupon: input.couponCode,
    },
    handledStatuses: SHOWN_HERE,
  });
}

export function reportPaymentOutcome(outcome: PaymentOutcome) {
  return request<PaymentOutcomeAnswer>('api/order-payment/', {
    method: 'PATCH',
    body: outcome,
    // A failure report may race the next attempt's success report: neither cancels the other.
    keepPrevious: true,
    handledStatuses: SHOWN_HERE,
  });
}

export function subscribeForFree(groupId: number) {
  return request<{ message: string }>('api/subscribe-for-free/', {
    method: 'POST',
    body: { group: groupId },
    handledStatuses: SHOWN_HERE,
  });
}

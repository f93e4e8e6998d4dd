/**
 * The payments calls of docs/api.md ("Payments (issue 18)"), base `/backend/`. The server prices
 * every order: the browser names a plan and a coupon, never an amount.
 */
import type {
  CouponCreate,
  CouponEntry,
  PaymentInfo,
  PaymentInfoForm,
  Plan,
  PlansUpdate,
  ValidCouponAnswer,
} from '@tradecircle/domain';
import { request } from '../../api/request.ts';

// ---- wire shapes (docs/api.md "Shapes"): the domain's schemas, and the orders' below ----

export type { PaymentInfo, Plan };
export type Coupon = CouponEntry;
export type CouponCheck = ValidCouponAnswer;
export type CouponInput = CouponCreate;
/** The payout form as sent: the wire field names, checked by checkPayoutForm. */
export type PaymentInfoInput = PaymentInfoForm;
/** A plan as PUT group-plans takes it (rupees). */
export type PlanInput = PlansUpdate['plans'][number];

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

/** 400s these calls show themselves (the not-active warning, form errors, coupon refusals). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

// ---- plans ----

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

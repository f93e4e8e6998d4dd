/**
 * The payments calls of docs/api.md ("Payments (issue 18)"), base `/backend/`. The server prices
 * every order: the browser names a plan and a coupon, never an amount.
 */
import type {
  CouponCreate,
  CouponEntry,
  OrderAnswer,
  OrderPatch,
  OrderPatchAnswer,
  PaymentInfo,
  PaymentInfoForm,
  Plan,
  PlansUpdate,
  ValidCouponAnswer,
} from '@tradecircle/domain';
import { GROUP_ENDPOINTS, PAYMENT_ENDPOINTS, PAYOUT_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

// ---- wire shapes (docs/api.md "Shapes"): the domain's schemas ----

export type { OrderAnswer, PaymentInfo, Plan };
/** What PATCH order-payment reports: Checkout's success payload, or the failure it saw. */
export type PaymentOutcome = OrderPatch;
export type PaymentOutcomeAnswer = OrderPatchAnswer;
/** The membership a payment bought: its first and last day. */
export type MembershipTerm = { start_date: string; end_date: string };
export type Coupon = CouponEntry;
export type CouponCheck = ValidCouponAnswer;
export type CouponInput = CouponCreate;
/** The payout form as sent: the wire field names, checked by checkPayoutForm. */
export type PaymentInfoInput = PaymentInfoForm;
/** A plan as PUT group-plans takes it (rupees). */
export type PlanInput = PlansUpdate['plans'][number];

/** 400s these calls show themselves (the not-active warning, form errors, coupon refusals). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

// ---- plans ----

export function saveGroupPlans(groupId: number, plans: PlanInput[]) {
  return call(GROUP_ENDPOINTS.saveGroupPlans, {
    params: { group_id: groupId },
    body: { plans },
    handledStatuses: SHOWN_HERE,
  });
}

// ---- coupons ----

export function fetchCoupons(signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.coupons, { signal });
}

export function createCoupon(input: CouponInput) {
  return call(PAYMENT_ENDPOINTS.createCoupon, { body: input, handledStatuses: SHOWN_HERE });
}

export function deactivateCoupon(id: number) {
  return call(PAYMENT_ENDPOINTS.deactivateCoupon, { params: { id }, handledStatuses: SHOWN_HERE });
}

export function checkCouponCode(code: string, groupId: number) {
  return call(PAYMENT_ENDPOINTS.validCoupon, {
    query: { coupon_code: code, group: groupId },
    handledStatuses: SHOWN_HERE,
  });
}

// ---- payout information ----

export function fetchPaymentInfo(signal?: AbortSignal) {
  return call(PAYOUT_ENDPOINTS.paymentInfo, { signal });
}

export function savePaymentInfo(input: PaymentInfoInput, isFirst: boolean) {
  return call(isFirst ? PAYOUT_ENDPOINTS.createPaymentInfo : PAYOUT_ENDPOINTS.updatePaymentInfo, {
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
  return call(PAYMENT_ENDPOINTS.createGroupOrder, {
    query: {
      group_id: input.groupId,
      plan: input.planId,
      user_id: input.userId,
      coupon: input.couponCode ?? undefined,
    },
    handledStatuses: SHOWN_HERE,
  });
}

export function reportPaymentOutcome(outcome: PaymentOutcome) {
  return call(PAYMENT_ENDPOINTS.reportOrderOutcome, {
    body: outcome,
    // A failure report may race the next attempt's success report: neither cancels the other.
    keepPrevious: true,
    handledStatuses: SHOWN_HERE,
  });
}

/** A paid video or a whole playlist (video/video-payment/): the server prices it. */
export function createVideoOrder(product: { kind: 'video' | 'playlist'; id: number }) {
  return call(PAYMENT_ENDPOINTS.createVideoOrder, {
    body: product.kind === 'video' ? { video: product.id } : { playlist: product.id },
    handledStatuses: SHOWN_HERE,
  });
}

export function subscribeForFree(groupId: number) {
  return call(PAYMENT_ENDPOINTS.subscribeForFree, {
    body: { group: groupId },
    handledStatuses: SHOWN_HERE,
  });
}

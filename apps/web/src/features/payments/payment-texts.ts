/** The payments screens' words (groups-and-payments.md §2, §5, §8) and the plans as the dialog shows them. */
import { type Group, PLAN_PERIODS } from '@tradecircle/domain';
import type { Plan } from './api.ts';

export const PAYMENT_TEXTS = {
  apply: 'Apply',
  applied: 'Applied',
  couponLabel: 'Coupon code',
  goBack: 'Go Back',
  startFreeTrial: 'Start free trial',
  freeTrialNote: 'Try the group free for one week first.',
  noRefund: 'Leaving the group before your plan ends gives no refund.',
  noPlans: 'This group has no subscription plans yet.',
  toPay: 'To pay',
  checkoutFailed: 'The payment window could not be opened. Please try again.',
  memberSince: (start: string, end: string) => `Your membership runs from ${start} to ${end}.`,
  welcome: (name: string) => `You are now a member of ${name}.`,
  paymentsActive: 'Payments active',
  setupPending: 'Payment information in review',
  setupRejected: 'Payment information rejected',
  addPaymentInfo: 'Add payment information',
  editPaymentInfo: 'Edit payment information',
  subscriptionPlans: 'Subscription plans',
  coupons: 'Coupons',
} as const;

/** A group's active plans (its `price`), cheapest period first (Daily → Yearly). */
export function plansOf(group: Pick<Group, 'price'>): Plan[] {
  return [...group.price].sort((a, b) => PLAN_PERIODS.indexOf(a.plan) - PLAN_PERIODS.indexOf(b.plan));
}

/** Whether the plan's struck-through price and 'Save n%' show. */
export const hasLiveDiscount = (plan: Plan) =>
  plan.is_discount_price_live && plan.discount_price !== null && plan.discount_price < plan.price;

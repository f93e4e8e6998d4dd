// The payments module: coupons, payment orders, group subscriptions, webhooks, the expiry job.

export { couponRoutes } from './coupons.routes.ts';
export { type CouponForOrder, checkCouponForOrder } from './coupons.service.ts';
// grantPayment: the test factories grant a paid membership as a checkout would.
export { grantPayment, type OrderRow } from './grant.service.ts';
export { recordTrialSubscription } from './memberships.service.ts';
export { paymentAudiences } from './payment.audiences.ts';
export { type PaymentRoutesOptions, paymentDevRoutes, paymentRoutes } from './payments.routes.ts';
export { createPaymentsRuntime, type PaymentsRuntime, WEBHOOK_PATH } from './payments.runtime.ts';

// The payments module: coupons, payment orders, group subscriptions, webhooks, the expiry job.
export { couponRoutes } from './coupons.routes.ts';
export { type CouponForOrder, checkCouponForOrder } from './coupons.service.ts';

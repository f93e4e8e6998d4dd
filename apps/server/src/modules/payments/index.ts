// The payments module: coupons, payment orders, group subscriptions, webhooks, the expiry job.
export {};

// Price alerts (issue 34, part 3; docs/api.md "Copy guardrails and price alerts"): a user's alerts on
// a security's live price, checked against the tick stream on one instance, each notified once.

export { firePriceAlerts, type PriceAlertWatcher, startPriceAlertWatcher } from './price-alert-watcher.ts';
export { priceAlertAudiences } from './price-alerts.audiences.ts';
export { type PriceAlertRoutesOptions, priceAlertRoutes } from './price-alerts.routes.ts';

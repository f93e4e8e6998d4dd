// Wire shapes of payment setup (issue 18; docs/api.md "Payments"): plans, coupons, payout information.
// Owned by the payouts/plans/coupons work; filled in by it.
export {};

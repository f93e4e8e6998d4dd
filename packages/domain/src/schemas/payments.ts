// Wire shapes of payments (issue 18; docs/api.md "Payments"): orders, transactions, memberships.
// Owned by the orders/provider work; filled in by it.
export {};

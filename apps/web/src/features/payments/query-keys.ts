/**
 * The payments area's query keys. Memberships and transactions live under paymentKeys.all too, so a
 * payment's success refreshes every payments list with one invalidation.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  coupons: () => [...paymentKeys.all, 'coupons'] as const,
  paymentInfo: () => [...paymentKeys.all, 'payment-info'] as const,
  memberships: () => [...paymentKeys.all, 'memberships'] as const,
  transactions: () => [...paymentKeys.all, 'transactions'] as const,
};

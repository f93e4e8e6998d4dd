// The payouts module: payout information (bank and KYC, encrypted at rest) and the payout ledger.

export { type PayoutCipher, payoutCipherFor } from './payout-crypto.ts';
export {
  creditPayment,
  type LedgerEntry,
  ledgerBalance,
  ledgerEntries,
  recordPayout,
} from './payout-ledger.ts';
export { decidePaymentInfo, type PaymentInfoDecision, paymentInfoQueue } from './payout-review.ts';
export {
  type PayoutSummary,
  payoutStatusOf,
  payoutSummariesOf,
  payoutVerifiedFor,
} from './payout-status.ts';
export { payoutAudiences } from './payouts.audiences.ts';
export { type PayoutRoutesOptions, payoutDevRoutes, payoutRoutes } from './payouts.routes.ts';
export { reviewPaymentInfo, savePaymentInfo } from './payouts.service.ts';

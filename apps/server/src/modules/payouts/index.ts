// The payouts module: payout information (bank and KYC, encrypted at rest) and the payout ledger.

export { type PayoutCipher, payoutCipherFor } from './payout-crypto.ts';
export {
  creditPayment,
  type LedgerEntry,
  ledgerBalance,
  ledgerEntries,
  recordPayout,
} from './payout-ledger.ts';
export {
  type PayoutSummary,
  payoutStatusOf,
  payoutSummariesOf,
  payoutVerifiedFor,
} from './payout-status.ts';
export { type PayoutRoutesOptions, payoutDevRoutes, payoutRoutes } from './payouts.routes.ts';
export { reviewPaymentInfo, savePaymentInfo } from './payouts.service.ts';

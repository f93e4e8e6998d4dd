// The payouts module: payout information (bank and KYC, encrypted at rest) and the payout ledger.
export {
  creditPayment,
  type LedgerEntry,
  ledgerBalance,
  ledgerEntries,
  recordPayout,
} from './payout-ledger.ts';
export { type PayoutSummary, payoutStatusOf, payoutSummariesOf } from './payout-status.ts';

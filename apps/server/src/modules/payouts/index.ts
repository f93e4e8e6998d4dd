// The payouts module: payout information (bank and KYC, encrypted at rest) and the payout ledger.
export {};

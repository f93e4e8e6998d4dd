import {
  maskLastFour,
  type PaymentInfo,
  type PayoutLedger,
  type PayoutVerificationStatus,
  paiseToRupees,
} from '@tradecircle/domain';
import type { PayoutCipher } from './payout-crypto.ts';
import type { LedgerEntry } from './payout-ledger.ts';
import type { payoutAccounts } from './payouts.tables.ts';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** Someone's own payout information: the numbers masked; the full numbers never leave the module. */
export function presentPaymentInfo(row: PayoutAccountRow, cipher: PayoutCipher): PaymentInfo {
  return {
    id: row.id,
    account_holder_name: row.accountHolderName,
    bank_name: row.bankName,
    account_number: maskLastFour(row.accountNumberLast4),
    ifsc_code: row.ifscCode,
    pan_number: maskLastFour(row.panLast4),
    gst_number: row.gstEncrypted ? maskLastFour(cipher.decrypt(row.gstEncrypted)) : null,
    verification_status: row.verificationStatus as PayoutVerificationStatus,
    remark: row.remark,
  };
}

export function presentLedger(
  balancePaise: number,
  entries: LedgerEntry[],
  page: { number: number; size: number; total: number },
): PayoutLedger {
  return {
    balance: paiseToRupees(balancePaise),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: paiseToRupees(entry.amountPaise),
      reference: entry.reference,
      created: entry.createdAt.toISOString(),
    })),
    page_info: {
      page_number: page.number,
      detail_count: page.size,
      total_page: Math.ceil(page.total / page.size),
      total_count: page.total,
    },
  };
}

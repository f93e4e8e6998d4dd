import {
  PAYMENT_INFO_MESSAGES,
  type PaymentInfo,
  type PaymentInfoForm,
  type PayoutLedger,
  paymentInfoFormErrors,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { PayoutCipher } from './payout-crypto.ts';
import { ledgerBalance, ledgerEntries } from './payout-ledger.ts';
import { presentLedger, presentPaymentInfo } from './payouts.presenter.ts';
import { payoutAccounts } from './payouts.tables.ts';

/** The caller's own payout information (masked), or null before they give any. */
export async function ownPaymentInfo(
  db: AppDb,
  cipher: PayoutCipher,
  userId: number,
): Promise<PaymentInfo | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ? presentPaymentInfo(row, cipher) : null;
}

/**
 * Saves the caller's payout information (first time or a change): checked by checkPayoutForm, the
 * numbers encrypted, the status back to Pending for review. Verified information is locked (409).
 */
export async function savePaymentInfo(
  db: AppDb,
  cipher: PayoutCipher,
  userId: number,
  form: PaymentInfoForm,
): Promise<PaymentInfo> {
  const { errors, clean } = paymentInfoFormErrors(form);
  const fieldErrors = Object.entries(errors);
  if (fieldErrors.length > 0)
    throw badRequest(
      fieldErrors[0]![1],
      Object.fromEntries(fieldErrors.map(([field, message]) => [field, [message]])),
    );
  const values = {
    accountHolderName: clean.account_holder_name,
    bankName: clean.bank_name,
    accountNumberEncrypted: cipher.encrypt(clean.account_number),
    accountNumberLast4: clean.account_number.slice(-4),
    ifscCode: clean.ifsc_code,
    panEncrypted: cipher.encrypt(clean.pan_number),
    panLast4: clean.pan_number.slice(-4),
    gstEncrypted: clean.gst_number ? cipher.encrypt(clean.gst_number) : null,
    verificationStatus: 'Pending',
    remark: null,
    verifiedAt: null,
  };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: payoutAccounts.verificationStatus })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .for('update');
    if (current?.status === 'Verified') throw conflict(PAYMENT_INFO_MESSAGES.verifiedLocked);
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return presentPaymentInfo(row!, cipher);
  });
}

/** The columns a review sets: the status, its remark, and when it was verified. */
export const reviewedValues = (status: 'Verified' | 'Rejected', remark: string | null, now: Date) => ({
  verificationStatus: status,
  remark,
  verifiedAt: status === 'Verified' ? now : null,
  updatedAt: now,
});

/**
 * The dev route's review (DEV_ROUTES): sets any status directly, without the Pending check, the
 * event or the audit row of the admin panel's decision (payout-review.ts decidePaymentInfo).
 */
export async function reviewPaymentInfo(
  db: AppDb,
  input: { userId: number; status: 'Verified' | 'Rejected'; remark: string | null },
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .update(payoutAccounts)
    .set(reviewedValues(input.status, input.remark, now))
    .where(eq(payoutAccounts.userId, input.userId))
    .returning({ id: payoutAccounts.id });
  if (!row) throw notFound(PAYMENT_INFO_MESSAGES.userNotFound);
}

/** The expert's balance and one page of their ledger. */
export async function payoutLedgerOf(
  db: AppDb,
  expertUserId: number,
  page: number,
  size: number,
): Promise<PayoutLedger> {
  const [balance, { entries, total }] = await Promise.all([
    ledgerBalance(db, expertUserId),
    ledgerEntries(db, expertUserId, page, size),
  ]);
  return presentLedger(balance, entries, { number: page, size, total });
}

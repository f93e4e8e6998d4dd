import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * A group admin's payout information (issue 18): bank account and KYC. The account number, PAN and
 * GST number are stored encrypted (AES-256-GCM, payout-crypto.ts) with their last four characters
 * beside them for the masked display; verification_status Pending -> Verified | Rejected (remark).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountHolderName: varchar('account_holder_name', { length: 100 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountNumberLast4: varchar('account_number_last4', { length: 4 }).notNull(),
    ifscCode: varchar('ifsc_code', { length: 11 }).notNull(),
    panEncrypted: text('pan_encrypted').notNull(),
    panLast4: varchar('pan_last4', { length: 4 }).notNull(),
    gstEncrypted: text('gst_encrypted'),
    /** A PAYOUT_VERIFICATION_STATUSES value. */
    verificationStatus: varchar('verification_status', { length: 10 }).notNull().default('Pending'),
    remark: text('remark'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payout_accounts_user_unique').on(t.userId)],
);

/**
 * An expert's payout ledger: a credit per successful payment (its payable amount, after the
 * platform fee) and a debit per payout. The balance is the sum of amount_paise; a payment's credit
 * is unique per payment order, so a payment is never credited twice.
 */
export const payoutLedger = pgTable(
  'payout_ledger',
  {
    id: serial('id').primaryKey(),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'payment' (credit) or 'payout' (debit). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Signed paise: positive for a payment's payable amount, negative for a payout. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The payment order credited (payments module), for a 'payment' entry. */
    paymentOrderId: integer('payment_order_id'),
    reference: varchar('reference', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payout_ledger_payment_unique').on(t.paymentOrderId),
    index('payout_ledger_expert_idx').on(t.expertUserId, t.createdAt),
  ],
);

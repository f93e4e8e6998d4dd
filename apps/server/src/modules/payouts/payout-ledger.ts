import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { payoutLedger } from './payouts.tables.ts';

export type LedgerEntry = {
  id: number;
  kind: 'payment' | 'payout';
  amountPaise: number;
  reference: string | null;
  createdAt: Date;
};

/**
 * Credits an expert with a successful payment's payable share. Unique per payment order: a second
 * call for the same order (the PATCH and the webhook both granting) adds nothing. Call it inside the
 * transaction that marks the order successful.
 */
export async function creditPayment(
  tx: AppDb,
  input: { expertUserId: number; paymentOrderId: number; payablePaise: number },
): Promise<void> {
  await tx
    .insert(payoutLedger)
    .values({
      expertUserId: input.expertUserId,
      kind: 'payment',
      amountPaise: input.payablePaise,
      paymentOrderId: input.paymentOrderId,
      reference: `order ${input.paymentOrderId}`,
    })
    .onConflictDoNothing({ target: payoutLedger.paymentOrderId });
}

/** Records a payout to the expert: a debit of `amountPaise` (given positive, stored negative). */
export async function recordPayout(
  tx: AppDb,
  input: { expertUserId: number; amountPaise: number; reference: string },
): Promise<void> {
  await tx.insert(payoutLedger).values({
    expertUserId: input.expertUserId,
    kind: 'payout',
    amountPaise: -Math.abs(input.amountPaise),
    reference: input.reference.slice(0, 64),
  });
}

/** What the expert is owed now, paise: payments credited less payouts made. */
export async function ledgerBalance(db: AppDb, expertUserId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${payoutLedger.amountPaise}), 0)` })
    .from(payoutLedger)
    .where(eq(payoutLedger.expertUserId, expertUserId));
  return Number(row?.balance ?? 0);
}

/** One page of the expert's ledger, newest first, and how many entries there are in all. */
export async function ledgerEntries(
  db: AppDb,
  expertUserId: number,
  page: number,
  size: number,
): Promise<{ entries: LedgerEntry[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: payoutLedger.id,
        kind: payoutLedger.kind,
        amountPaise: payoutLedger.amountPaise,
        reference: payoutLedger.reference,
        createdAt: payoutLedger.createdAt,
      })
      .from(payoutLedger)
      .where(eq(payoutLedger.expertUserId, expertUserId))
      .orderBy(desc(payoutLedger.createdAt), desc(payoutLedger.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(payoutLedger).where(eq(payoutLedger.expertUserId, expertUserId)),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, kind: row.kind === 'payout' ? 'payout' : 'payment' })),
    total: counted?.n ?? 0,
  };
}

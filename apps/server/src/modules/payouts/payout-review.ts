import {
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type PaymentInfoQueue,
  type PaymentInfoReview,
  type PayoutVerificationStatus,
} from '@tradecircle/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { profileJoin } from '../users/index.ts';
import type { PayoutCipher } from './payout-crypto.ts';
import { presentPaymentInfo } from './payouts.presenter.ts';
import { reviewedValues } from './payouts.service.ts';
import { payoutAccounts } from './payouts.tables.ts';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** Payout information as staff review it: its owner, the numbers masked as the owner sees them. */
function presentForReview(
  row: PayoutAccountRow,
  ownerName: string | null,
  cipher: PayoutCipher,
): PaymentInfoReview {
  const { id, ...info } = presentPaymentInfo(row, cipher);
  return {
    id,
    user: { id: row.userId, name: ownerName ?? '' },
    ...info,
    updated: row.updatedAt.toISOString(),
  };
}

/** One page of the payout queue in one status, the longest waiting first. */
export async function paymentInfoQueue(
  db: AppDb,
  cipher: PayoutCipher,
  query: { status: PayoutVerificationStatus; page_number: number },
): Promise<PaymentInfoQueue> {
  const where = eq(payoutAccounts.verificationStatus, query.status);
  const [rows, [count]] = await Promise.all([
    db
      .select({ account: payoutAccounts, ownerName: profileJoin.name })
      .from(payoutAccounts)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, payoutAccounts.userId))
      .where(where)
      .orderBy(asc(payoutAccounts.updatedAt), asc(payoutAccounts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page_number - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(payoutAccounts).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    results: rows.map(({ account, ownerName }) => presentForReview(account, ownerName, cipher)),
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

export type PaymentInfoDecision = {
  actorUserId: number;
  paymentInfoId: number;
  status: 'Verified' | 'Rejected';
  /** Required to reject (the route's schema trims and bounds it); null to verify. */
  remark: string | null;
};

/**
 * Staff's decision on pending payout information, in ONE transaction: the status (Verified opens
 * the owner's Premium groups to payments) and the payment_info.reviewed event with its actor,
 * before, after and remark, from which the audit log and the owner's notification follow. Only
 * Pending information is decided (409 otherwise).
 */
export async function decidePaymentInfo(
  db: AppDb,
  cipher: PayoutCipher,
  decision: PaymentInfoDecision,
  now = new Date(),
): Promise<PaymentInfoReview> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, decision.paymentInfoId))
      .for('update');
    if (!current) throw notFound(ADMIN_MESSAGES.paymentInfoNotFound);
    if (current.verificationStatus !== 'Pending') throw conflict(ADMIN_MESSAGES.notPending);
    const [row] = await tx
      .update(payoutAccounts)
      .set(reviewedValues(decision.status, decision.remark, now))
      .where(eq(payoutAccounts.id, current.id))
      .returning();
    await recordEvents(tx, [
      {
        type: 'payment_info.reviewed',
        actorUserId: decision.actorUserId,
        action:
          decision.status === 'Verified' ? ADMIN_ACTIONS.verifyPaymentInfo : ADMIN_ACTIONS.rejectPaymentInfo,
        targetType: 'payment_info',
        targetId: current.id,
        before: { verification_status: current.verificationStatus, remark: current.remark },
        after: { verification_status: decision.status, remark: decision.remark },
        remark: decision.remark,
        ownerUserId: current.userId,
      },
    ]);
    const [owner] = await tx
      .select({ name: profileJoin.name })
      .from(profileJoin.table)
      .where(eq(profileJoin.userId, current.userId));
    return presentForReview(row!, owner?.name ?? null, cipher);
  });
}

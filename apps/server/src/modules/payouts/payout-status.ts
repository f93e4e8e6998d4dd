import type { PayoutVerificationStatus } from '@tradecircle/domain';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { payoutAccounts } from './payouts.tables.ts';

/** What other modules may know of someone's payout information: never the numbers. */
export type PayoutSummary = {
  id: number;
  verificationStatus: PayoutVerificationStatus;
  remark: string | null;
};

const asStatus = (value: string): PayoutVerificationStatus =>
  value === 'Verified' || value === 'Rejected' ? value : 'Pending';

/** The user's payout information status, or null when they have given none. */
export async function payoutStatusOf(db: AppDb, userId: number): Promise<PayoutVerificationStatus | null> {
  const [row] = await db
    .select({ status: payoutAccounts.verificationStatus })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  return row ? asStatus(row.status) : null;
}

/** The payout summaries of several users in one query (users without payout info are absent). */
export async function payoutSummariesOf(db: AppDb, userIds: number[]): Promise<Map<number, PayoutSummary>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: payoutAccounts.id,
      userId: payoutAccounts.userId,
      status: payoutAccounts.verificationStatus,
      remark: payoutAccounts.remark,
    })
    .from(payoutAccounts)
    .where(inArray(payoutAccounts.userId, ids));
  return new Map(
    rows.map((row) => [
      row.userId,
      { id: row.id, verificationStatus: asStatus(row.status), remark: row.remark },
    ]),
  );
}

/**
 * The user's payout information is Verified, as a condition on a user id (another module's list
 * filters by it inside its query): one probe of payout_accounts' unique user index.
 */
export function payoutVerifiedFor(userId: AnyColumn | SQL): SQL {
  return sql`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.userId} = ${userId}
    and ${payoutAccounts.verificationStatus} = 'Verified')`;
}

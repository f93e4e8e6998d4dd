import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { groupSubscriptions } from './payments.tables.ts';

export type SubscriptionRow = typeof groupSubscriptions.$inferSelect;

/**
 * Where the user's running membership of the group ends: the latest end of their Active
 * subscriptions still running, or null. A renewal's window starts there.
 */
export async function currentMembershipEnd(
  db: AppDb,
  userId: number,
  groupId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ endDate: groupSubscriptions.endDate })
    .from(groupSubscriptions)
    .where(
      and(
        eq(groupSubscriptions.userId, userId),
        eq(groupSubscriptions.groupId, groupId),
        eq(groupSubscriptions.status, 'Active'),
        gt(groupSubscriptions.endDate, now),
      ),
    )
    .orderBy(desc(groupSubscriptions.endDate))
    .limit(1);
  return row?.endDate ?? null;
}

/** The subscription a payment order bought (one per order). */
export async function subscriptionOfOrder(db: AppDb, paymentOrderId: number) {
  const [row] = await db
    .select()
    .from(groupSubscriptions)
    .where(eq(groupSubscriptions.paymentOrderId, paymentOrderId));
  return row;
}

export async function insertSubscription(
  tx: AppDb,
  values: {
    userId: number;
    groupId: number;
    paymentOrderId: number | null;
    planPeriod: string | null;
    isTrial: boolean;
    startDate: Date;
    endDate: Date;
  },
): Promise<void> {
  await tx
    .insert(groupSubscriptions)
    .values({ ...values, status: 'Active' })
    .onConflictDoNothing({ target: groupSubscriptions.paymentOrderId });
}

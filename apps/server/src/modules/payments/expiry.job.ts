import { EXPIRY_NOTICE_DAYS, isExpiryNoticeDue } from '@tradecircle/domain';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/client.ts';
import { startLeaderInterval } from '../../db/leader-interval.ts';
import { activeMembership, recountMembers } from '../groups/index.ts';
import { recordEvents } from '../outbox/index.ts';
import type { PaymentLog } from './grant.service.ts';
import { groupSubscriptions } from './payments.tables.ts';

const DAY_MS = 86_400_000;
const BATCH = 500;
const LEADER_LOCK = 'payments-expiry';

/**
 * One pass at `now`: Active subscriptions whose end passed become Expired (and their groups'
 * member counts are redone), and each membership ending within three days gets its one expiry
 * notice (an outbox event, so the notification worker writes a membership_expiring notification),
 * unless a renewal already continues it or the member left.
 */
export async function runExpiry(db: AppDb, now: Date): Promise<{ expired: number; noticed: number }> {
  const expired = await db
    .update(groupSubscriptions)
    .set({ status: 'Expired' })
    .where(and(eq(groupSubscriptions.status, 'Active'), lte(groupSubscriptions.endDate, now)))
    .returning({ groupId: groupSubscriptions.groupId });
  if (expired.length > 0)
    await recountMembers(
      db,
      expired.map((row) => row.groupId),
    );

  let noticed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: groupSubscriptions.id,
          userId: groupSubscriptions.userId,
          groupId: groupSubscriptions.groupId,
          endDate: groupSubscriptions.endDate,
        })
        .from(groupSubscriptions)
        .where(
          and(
            eq(groupSubscriptions.status, 'Active'),
            isNull(groupSubscriptions.expiryNoticeSentAt),
            gt(groupSubscriptions.endDate, now),
            lte(groupSubscriptions.endDate, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)),
            // One who left the group is not told their access ends.
            activeMembership(groupSubscriptions.userId, groupSubscriptions.groupId),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const candidates = due.filter((row) => isExpiryNoticeDue(row.endDate, now));
      if (candidates.length === 0) return 0;
      // A renewal that starts where this one ends continues the membership: no notice.
      const running = await tx
        .select({
          userId: groupSubscriptions.userId,
          groupId: groupSubscriptions.groupId,
          endDate: groupSubscriptions.endDate,
        })
        .from(groupSubscriptions)
        .where(
          and(
            eq(groupSubscriptions.status, 'Active'),
            inArray(groupSubscriptions.userId, [...new Set(candidates.map((row) => row.userId))]),
            gt(groupSubscriptions.endDate, now),
          ),
        );
      const renewed = (row: (typeof candidates)[number]) =>
        running.some(
          (other) =>
            other.userId === row.userId && other.groupId === row.groupId && other.endDate > row.endDate,
        );
      await tx
        .update(groupSubscriptions)
        .set({ expiryNoticeSentAt: now })
        .where(
          inArray(
            groupSubscriptions.id,
            candidates.map((row) => row.id),
          ),
        );
      const notices = candidates.filter((row) => !renewed(row));
      await recordEvents(
        tx,
        notices.map((row) => ({
          type: 'membership.expiring' as const,
          subscriptionId: row.id,
          memberUserId: row.userId,
          groupId: row.groupId,
          endDate: row.endDate.toISOString(),
        })),
      );
      noticed += notices.length;
      return due.length;
    });
    if (batch < BATCH) break;
  }
  return { expired: expired.length, noticed };
}

export type ExpiryJob = {
  /** One pass now (tests pass a clock), if this instance leads. */
  runOnce(now?: Date): Promise<{ expired: number; noticed: number }>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

/** Runs the expiry pass every `everyMs` on the leader only (one instance per deployment). */
export function startExpiryJob(options: { database: Database; everyMs: number; log: PaymentLog }): ExpiryJob {
  const { database, log } = options;
  const job = startLeaderInterval({
    database,
    lockName: LEADER_LOCK,
    everyMs: options.everyMs,
    runWhenElected: false,
    run: (now) => runExpiry(database.db, now),
    onError: (error) => log.warn({ err: error }, 'payments: expiry job failed'),
  });
  return { ...job, runOnce: async (now) => (await job.runOnce(now)) ?? { expired: 0, noticed: 0 } };
}

import {
  ADMIN_PAGE_SIZE,
  GROUP_REVIEW_ACTIONS,
  GROUP_REVIEW_MESSAGES,
  type GroupQueue,
  type GroupReview,
  type GroupType,
  type GroupVerificationStatus,
  type Plan,
} from '@tradecircle/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { type PayoutSummary, payoutSummariesOf } from '../payouts/index.ts';
import { profileJoin } from '../users/index.ts';
import { activePlansOf } from './group-plans.service.ts';
import { groups } from './groups.tables.ts';

type GroupRow = typeof groups.$inferSelect;

/** A group as staff review it: what it sells, and whether its admin's payouts are verified. */
function presentForReview(
  group: GroupRow,
  adminName: string | null,
  plans: Plan[],
  payout: PayoutSummary | undefined,
): GroupReview {
  return {
    id: group.id,
    name: group.name,
    group_type: group.groupType,
    description: group.description,
    picture: group.picture,
    verification_status: group.verificationStatus,
    verification_remark: group.verificationRemark,
    admin: { id: group.adminUserId, name: adminName ?? '' },
    admin_payout_status: payout?.verificationStatus ?? null,
    price: plans,
    created: group.createdAt.toISOString(),
    updated: group.updatedAt.toISOString(),
  };
}

async function presentRows(db: AppDb, rows: { group: GroupRow; adminName: string | null }[]) {
  const [plans, payouts] = await Promise.all([
    activePlansOf(
      db,
      rows.map((row) => row.group.id),
    ),
    payoutSummariesOf(
      db,
      rows.map((row) => row.group.adminUserId),
    ),
  ]);
  return rows.map(({ group, adminName }) =>
    presentForReview(group, adminName, plans.get(group.id) ?? [], payouts.get(group.adminUserId)),
  );
}

/**
 * One page of the groups queue in one status (and type), the longest waiting first: by when the
 * group was last changed (a rejected group its admin edits waits from its edit).
 */
export async function groupReviewQueue(
  db: AppDb,
  query: { status: GroupVerificationStatus; group_type?: GroupType | undefined; page_number: number },
): Promise<GroupQueue> {
  const conditions: SQL[] = [eq(groups.verificationStatus, query.status)];
  if (query.group_type) conditions.push(eq(groups.groupType, query.group_type));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ group: groups, adminName: profileJoin.name })
      .from(groups)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, groups.adminUserId))
      .where(where)
      .orderBy(asc(groups.updatedAt), asc(groups.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page_number - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(groups).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    results: await presentRows(db, rows),
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

export type GroupDecisionInput = {
  actorUserId: number;
  groupId: number;
  status: 'Verified' | 'Rejected';
  /** Required to reject (the route's schema trims and bounds it); null to verify. */
  remark: string | null;
};

/**
 * Staff's decision on a pending group, in ONE transaction with the group's row locked: the status
 * (Verified lists a Premium group once its admin's payouts are verified and it has a plan) and the
 * group.reviewed event, from which the audit log and the admin's notification follow. Only a
 * Pending group is decided (409 otherwise), so two reviewers deciding at once: one wins.
 */
export async function decideGroup(
  db: AppDb,
  decision: GroupDecisionInput,
  now = new Date(),
): Promise<GroupReview> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(groups).where(eq(groups.id, decision.groupId)).for('update');
    if (!current) throw notFound(GROUP_REVIEW_MESSAGES.groupNotFound);
    if (current.verificationStatus !== 'Pending') throw conflict(GROUP_REVIEW_MESSAGES.notPending);
    const [row] = await tx
      .update(groups)
      .set({ verificationStatus: decision.status, verificationRemark: decision.remark, updatedAt: now })
      .where(eq(groups.id, current.id))
      .returning();
    await recordEvents(tx, [
      {
        type: 'group.reviewed',
        actorUserId: decision.actorUserId,
        action:
          decision.status === 'Verified'
            ? GROUP_REVIEW_ACTIONS.verifyGroup
            : GROUP_REVIEW_ACTIONS.rejectGroup,
        targetType: 'group',
        targetId: current.id,
        before: { verification_status: current.verificationStatus, remark: current.verificationRemark },
        after: { verification_status: decision.status, remark: decision.remark },
        remark: decision.remark,
        ownerUserId: current.adminUserId,
      },
    ]);
    const [admin] = await tx
      .select({ name: profileJoin.name })
      .from(profileJoin.table)
      .where(eq(profileJoin.userId, current.adminUserId));
    const [presented] = await presentRows(tx, [{ group: row!, adminName: admin?.name ?? null }]);
    return presented!;
  });
}

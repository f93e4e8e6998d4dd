import {
  type Membership,
  type MembershipList,
  type MembershipStatus,
  PLAN_PERIODS,
  type PlanPeriod,
  paiseToRupees,
} from '@tradecircle/domain';
import { and, desc, eq, gt, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import {
  activeMembership,
  groupJoin,
  pageInfo,
  startFreeTrial,
  type TrialRecorder,
} from '../groups/index.ts';
import { profileJoin } from '../users/index.ts';
import { groupSubscriptions, paymentOrders } from './payments.tables.ts';
import { insertSubscription } from './subscriptions.repository.ts';

const adminProfile = alias(profileJoin.table, 'admin_profile');

/**
 * A subscription is Active until its end while its user is a member of the group (one who left a
 * premium group keeps no access: no refund); the expiry job writes Expired, and the lists read an
 * ended one as Expired even before the job passes.
 */
function statusIs(status: MembershipStatus, now: Date): SQL {
  const active = and(
    eq(groupSubscriptions.status, 'Active'),
    gt(groupSubscriptions.endDate, now),
    activeMembership(groupSubscriptions.userId, groupSubscriptions.groupId),
  )!;
  return status === 'Active' ? active : not(active);
}

const asPeriod = (value: string | null): PlanPeriod | null =>
  value !== null && (PLAN_PERIODS as readonly string[]).includes(value) ? (value as PlanPeriod) : null;

/** membership: the caller's group subscriptions (paid and trials), the latest ending first. */
export async function listMemberships(
  db: AppDb,
  userId: number,
  query: { status?: MembershipStatus; page_number: number; detail_count: number },
): Promise<MembershipList> {
  const now = new Date();
  const mine = eq(groupSubscriptions.userId, userId);
  const where = query.status ? and(mine, statusIs(query.status, now)) : mine;
  const size = query.detail_count;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        subscription: groupSubscriptions,
        group: {
          id: groupJoin.id,
          name: groupJoin.name,
          picture: groupJoin.picture,
          groupType: groupJoin.groupType,
          adminUserId: groupJoin.adminUserId,
        },
        adminName: adminProfile.name,
        isActive: sql<boolean>`${statusIs('Active', now)}`,
        amountPaise: paymentOrders.amountPaise,
        paymentId: paymentOrders.providerPaymentId,
      })
      .from(groupSubscriptions)
      .innerJoin(groupJoin.table, eq(groupJoin.id, groupSubscriptions.groupId))
      .leftJoin(adminProfile, eq(adminProfile.userId, groupJoin.adminUserId))
      .leftJoin(paymentOrders, eq(paymentOrders.id, groupSubscriptions.paymentOrderId))
      .where(where)
      .orderBy(desc(groupSubscriptions.endDate), desc(groupSubscriptions.id))
      .limit(size)
      .offset((query.page_number - 1) * size),
    db
      .select({
        active: sql<number>`count(*) filter (where ${statusIs('Active', now)})::int`,
        expired: sql<number>`count(*) filter (where ${statusIs('Expired', now)})::int`,
      })
      .from(groupSubscriptions)
      .where(mine),
  ]);
  const membership: Membership[] = rows.map((row) => ({
    id: row.subscription.id,
    group_detail: {
      id: row.group.id,
      name: row.group.name,
      picture: row.group.picture,
      group_type: row.group.groupType,
      admin: { id: row.group.adminUserId, name: row.adminName ?? '' },
    },
    plan: asPeriod(row.subscription.planPeriod),
    start_date: row.subscription.startDate.toISOString(),
    end_date: row.subscription.endDate.toISOString(),
    status: row.isActive ? 'Active' : 'Expired',
    is_trial: row.subscription.isTrial,
    total_price: row.amountPaise === null ? 0 : paiseToRupees(row.amountPaise),
    payment_id: row.paymentId,
  }));
  const active = Number(counts?.active ?? 0);
  const expired = Number(counts?.expired ?? 0);
  const total = query.status === 'Active' ? active : query.status === 'Expired' ? expired : active + expired;
  return { membership, page_info: pageInfo(query.page_number, size, total), count: { active, expired } };
}

/**
 * A started free trial's subscription row (is_trial, no order, price 0), in the trial's transaction:
 * subscribe-for-free's, and the groups routes' join of a Premium group with a trial (app.ts hands
 * it over), so My Memberships lists a trial however it was started.
 */
export const recordTrialSubscription: TrialRecorder = (tx, trial) =>
  insertSubscription(tx, { ...trial, paymentOrderId: null, planPeriod: null, isTrial: true });

/**
 * subscribe-for-free: the Premium group's one-week free trial (groups' startFreeTrial, once per
 * user per group) and its subscription row (is_trial), in one transaction.
 */
export async function subscribeForFree(db: AppDb, userId: number, groupId: number) {
  return db.transaction(async (tx) => {
    const trial = await startFreeTrial(tx, userId, groupId);
    await recordTrialSubscription(tx, {
      userId,
      groupId,
      startDate: trial.startDate,
      endDate: trial.endDate,
    });
    return { message: trial.message };
  });
}

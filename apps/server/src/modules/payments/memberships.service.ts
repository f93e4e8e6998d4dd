import {
  type Membership,
  type MembershipList,
  type MembershipStatus,
  PLAN_PERIODS,
  type PlanPeriod,
  paiseToRupees,
  type VideoMembership,
  type VideoSubscriptions,
} from '@tradecircle/domain';
import { and, count, desc, eq, gt, inArray, not, type SQL, sql } from 'drizzle-orm';
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
import { videoProductNames } from '../videos/index.ts';
import { PAID_STATUSES } from './grant.service.ts';
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

/**
 * video-subscriptions: the videos and playlists the caller bought (their paid orders), the latest
 * first. A purchase is kept for good, so every one is Active and the Past list is empty.
 */
export async function listVideoSubscriptions(
  db: AppDb,
  userId: number,
  query: { status?: MembershipStatus; page_number: number; detail_count: number },
): Promise<VideoSubscriptions> {
  const where = and(
    eq(paymentOrders.userId, userId),
    inArray(paymentOrders.product, ['video', 'playlist']),
    inArray(paymentOrders.status, [...PAID_STATUSES]),
  );
  const size = query.detail_count;
  const [counted] = await db.select({ n: count() }).from(paymentOrders).where(where);
  const active = Number(counted?.n ?? 0);
  const rows =
    query.status === 'Expired'
      ? []
      : await db
          .select({ order: paymentOrders, ownerName: profileJoin.name })
          .from(paymentOrders)
          .leftJoin(profileJoin.table, eq(profileJoin.userId, paymentOrders.payeeUserId))
          .where(where)
          .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
          .limit(size)
          .offset((query.page_number - 1) * size);
  const names = await videoProductNames(db, {
    videoIds: rows.flatMap(({ order }) => (order.videoId === null ? [] : [order.videoId])),
    playlistIds: rows.flatMap(({ order }) => (order.playlistId === null ? [] : [order.playlistId])),
  });
  const membership: VideoMembership[] = rows.map(({ order, ownerName }) => {
    const video = order.videoId === null ? undefined : names.videos.get(order.videoId);
    const playlist = order.playlistId === null ? undefined : names.playlists.get(order.playlistId);
    return {
      id: order.id,
      subscription_type: order.product === 'playlist' ? 'playlist' : 'video',
      video: video && order.videoId !== null ? { id: order.videoId, ...video } : null,
      playlist:
        playlist && order.playlistId !== null
          ? { id: order.playlistId, name: playlist.title, thumbnail: playlist.thumbnail }
          : null,
      owner: { id: order.payeeUserId, name: ownerName ?? '' },
      start_date: (order.paidAt ?? order.createdAt).toISOString(),
      end_date: null,
      status: 'Active',
      total_price: paiseToRupees(order.amountPaise),
      payment_id: order.providerPaymentId,
    };
  });
  const total = query.status === 'Expired' ? 0 : active;
  return {
    membership,
    page_info: pageInfo(query.page_number, size, total),
    count: { active, expired: 0 },
  };
}

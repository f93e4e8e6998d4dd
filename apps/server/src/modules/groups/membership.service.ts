import {
  type DomainEvent,
  FREE_TRIAL_DAYS,
  GROUP_MESSAGES,
  type GroupMembershipStatus,
  type MembershipAction,
  type MembershipState,
  membershipStep,
  ORDER_MESSAGES,
} from '@tradecircle/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { followersOf } from '../follows/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { findProfileByUserId } from '../users/index.ts';
import { GROUP_ACCESS_MESSAGES, type GroupRow, runsNow, statusNow } from './group-access.ts';
import { groupTakesPayments } from './groups.repository.ts';
import { groupMembers, groups } from './groups.tables.ts';

export const MEMBERSHIP_MESSAGES = {
  ownGroup: 'You are the admin of this group',
  noProfile: 'Complete your profile before joining a group',
  trialUsed: 'You have already used the free trial of this group',
  joined: (name: string) => `Joined ${name}`,
  trialStarted: (name: string) => `Your one-week free trial of ${name} has started`,
  left: (name: string) => `You left ${name}`,
  accepted: 'Request accepted',
  declined: 'Request declined',
  noMember: 'No such user',
  alreadyMember: 'Already a member of this group',
  noTrial: 'This group has no free trial',
} as const;

type Row = typeof groupMembers.$inferSelect;

/** The row's state for the domain's rules (a lapsed trial is one who left). */
function stateOf(row: Row | undefined): MembershipState {
  return statusNow(row) ?? 'none';
}

/**
 * Locks the group row for the rest of the transaction: every membership change of one group takes
 * turns, so the counts written after it are exact however many join and leave at once.
 */
export async function lockGroup(tx: AppDb, groupId: number): Promise<GroupRow> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  return group;
}

async function membershipRow(tx: AppDb, groupId: number, userId: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
}

/** participants_count (members) and active_group_members (members whose membership runs now), from the rows. */
async function recount(tx: AppDb, groupId: number): Promise<void> {
  await tx.execute(sql`update ${groups} set
      participants_count = (select count(*) from ${groupMembers} where group_id = ${groupId} and status = 'member'),
      active_group_members = (select count(*) from ${groupMembers} where group_id = ${groupId} and ${runsNow()}),
      updated_at = now()
    where id = ${groupId}`);
}

async function writeState(
  tx: AppDb,
  group: GroupRow,
  userId: number,
  next: GroupMembershipStatus | 'none',
  extra: Partial<Row> = {},
): Promise<void> {
  const now = new Date();
  if (next === 'none') {
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)));
  } else {
    const stamps =
      next === 'member'
        ? { joinedAt: now, leftAt: null, expiresAt: null }
        : next === 'requested'
          ? { requestedAt: now }
          : { leftAt: now };
    const values = { status: next, updatedAt: now, ...stamps, ...extra };
    await tx
      .insert(groupMembers)
      .values({ groupId: group.id, userId, ...values })
      .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: values });
  }
  await recount(tx, group.id);
}

function step(state: MembershipState, action: MembershipAction, group: GroupRow) {
  const result = membershipStep(state, action, group.groupType);
  if (!result.ok) throw badRequest(result.reason);
  return result.next;
}

export type JoinOptions = { referredBy?: number | null; utmSource?: string | null };

/** A free trial as My Memberships lists it: who, which group, and its week. */
export type StartedTrial = { userId: number; groupId: number; startDate: Date; endDate: Date };

/**
 * Records a started free trial where My Memberships reads it (payments' subscriptions), inside the
 * trial's transaction. Payments implements it (it depends on groups, not the other way); app.ts
 * hands it to the groups routes.
 */
export type TrialRecorder = (tx: AppDb, trial: StartedTrial) => Promise<void>;

export type JoinDeps = { db: AppDb; recordTrial: TrialRecorder };

/** utm_source 'user_{id}' of a share link names who referred the joiner (when it is someone else). */
function referrerOf(options: JoinOptions, joinerUserId: number): number | null {
  const fromLink = /^user_(\d{1,9})$/.exec(options.utmSource ?? '')?.[1];
  const referrer = options.referredBy ?? (fromLink ? Number(fromLink) : null);
  return referrer !== null && referrer !== joinerUserId ? referrer : null;
}

const event = (
  type: Extract<DomainEvent, { groupId: number; adminUserId: number }>['type'],
  group: GroupRow,
  memberUserId: number,
): DomainEvent => ({
  type,
  groupId: group.id,
  memberUserId,
  adminUserId: group.adminUserId,
});

/**
 * The caller asks in: a Public group is joined, a Private one is asked (the admin accepts), a Premium
 * one starts its free trial when it offers one (once per user per group), recorded as a trial
 * subscription (`recordTrial`) like subscribe-for-free's. A Premium group without a trial is joined
 * by paying for a plan (payments' order-payment): until it takes payments (payout Verified and a
 * plan) the answer is the spec's warning, then 'Choose a plan to join this group'.
 */
export async function askToJoin(deps: JoinDeps, userId: number, groupId: number, options: JoinOptions = {}) {
  const { db } = deps;
  if (!(await findProfileByUserId(db, userId))) throw badRequest(MEMBERSHIP_MESSAGES.noProfile);
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (group.adminUserId === userId) throw badRequest(MEMBERSHIP_MESSAGES.ownGroup);
    const row = await membershipRow(tx, groupId, userId);
    const state = stateOf(row);
    const referral = {
      referredBy: await existingReferrer(tx, referrerOf(options, userId)),
      utmSource: options.utmSource ?? null,
    };
    if (group.groupType === 'Private') {
      const next = step(state, 'request', group);
      await writeState(tx, group, userId, next, referral);
      await recordEvents(tx, [event('group.join_requested', group, userId)]);
      // A request that steps at all steps to 'requested' (membershipStep).
      return { message: GROUP_MESSAGES.requestSent, status: 'requested' as const };
    }
    if (group.groupType === 'Premium') {
      if (state === 'member') throw badRequest(MEMBERSHIP_MESSAGES.alreadyMember);
      if (!group.freeTrail) {
        const isReady = await groupTakesPayments(tx, groupId);
        throw badRequest(isReady ? ORDER_MESSAGES.choosePlan : GROUP_MESSAGES.paymentNotActive);
      }
      const trial = await trialIn(tx, group, userId, row, referral);
      await deps.recordTrial(tx, { userId, groupId, startDate: trial.startDate, endDate: trial.endDate });
      return { message: trial.message, status: 'member' as const };
    }
    const next = step(state, 'join', group);
    await writeState(tx, group, userId, next, referral);
    await recordEvents(tx, [event('group.joined', group, userId)]);
    // A join that steps at all steps to 'member' (membershipStep).
    return { message: MEMBERSHIP_MESSAGES.joined(group.name), status: 'member' as const };
  });
}

/** The trial's membership: one week from now, once per user per group. Inside the group's lock. */
async function trialIn(
  tx: AppDb,
  group: GroupRow,
  userId: number,
  row: Row | undefined,
  extra: Partial<Row> = {},
) {
  if (row?.usedFreeTrial) throw badRequest(MEMBERSHIP_MESSAGES.trialUsed);
  const startDate = new Date();
  const endDate = new Date(startDate.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await writeState(tx, group, userId, 'member', { ...extra, expiresAt: endDate, usedFreeTrial: true });
  await recordEvents(tx, [event('group.joined', group, userId)]);
  return { message: MEMBERSHIP_MESSAGES.trialStarted(group.name), startDate, endDate };
}

/**
 * subscribe-for-free: the Premium group's one-week free trial, once per user per group. Call it
 * inside the transaction that records the trial's subscription (payments); it takes the group's lock.
 */
export async function startFreeTrial(tx: AppDb, userId: number, groupId: number) {
  if (!(await findProfileByUserId(tx, userId))) throw badRequest(MEMBERSHIP_MESSAGES.noProfile);
  const group = await lockGroup(tx, groupId);
  if (group.adminUserId === userId) throw badRequest(MEMBERSHIP_MESSAGES.ownGroup);
  if (group.groupType !== 'Premium' || !group.freeTrail) throw badRequest(MEMBERSHIP_MESSAGES.noTrial);
  const row = await membershipRow(tx, groupId, userId);
  if (stateOf(row) === 'member') throw badRequest(MEMBERSHIP_MESSAGES.alreadyMember);
  return trialIn(tx, group, userId, row);
}

/**
 * A paid plan's membership (payments' grant, inside its transaction): the user is a member until
 * `expiresAt`, or later if their running membership already lasts longer (a member without an end
 * stays one). The group.joined event only for someone who was not a member.
 */
export async function grantPaidMembership(
  tx: AppDb,
  input: { groupId: number; userId: number; expiresAt: Date; referredBy?: number | null },
): Promise<{ joined: boolean }> {
  const group = await lockGroup(tx, input.groupId);
  const row = await membershipRow(tx, input.groupId, input.userId);
  const wasMember = stateOf(row) === 'member';
  const current = wasMember ? row!.expiresAt : undefined;
  const expiresAt =
    current === null ? null : current && current > input.expiresAt ? current : input.expiresAt;
  await writeState(tx, group, input.userId, 'member', {
    expiresAt,
    ...(wasMember ? { joinedAt: row!.joinedAt } : {}),
    ...(input.referredBy != null && !row?.referredBy ? { referredBy: input.referredBy } : {}),
  });
  if (!wasMember) await recordEvents(tx, [event('group.joined', group, input.userId)]);
  return { joined: !wasMember };
}

/**
 * Recounts groups whose paid memberships ran out (payments' expiry job): active_group_members drops
 * the members whose expires_at passed. One short transaction per group, under its lock.
 */
export async function recountMembers(db: AppDb, groupIds: readonly number[]): Promise<void> {
  for (const groupId of new Set(groupIds)) {
    await db.transaction(async (tx) => {
      const [group] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(eq(groups.id, groupId))
        .for('update');
      if (group) await recount(tx, groupId);
    });
  }
}

async function existingReferrer(tx: AppDb, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  return (await findProfileByUserId(tx, userId)) ? userId : null;
}

/** The requester withdraws a pending request. */
export async function cancelRequest(db: AppDb, userId: number, groupId: number) {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const next = step(stateOf(await membershipRow(tx, groupId, userId)), 'cancel_request', group);
    await writeState(tx, group, userId, next);
    return { message: GROUP_MESSAGES.requestCanceled };
  });
}

/** The admin accepts or declines `memberUserId`'s pending request. */
export async function answerRequest(
  db: AppDb,
  adminUserId: number,
  groupId: number,
  memberUserId: number,
  accept: boolean,
) {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (group.adminUserId !== adminUserId) throw forbidden(GROUP_ACCESS_MESSAGES.adminOnly);
    const state = stateOf(await membershipRow(tx, groupId, memberUserId));
    const next = step(state, accept ? 'accept' : 'cancel_request', group);
    await writeState(tx, group, memberUserId, next);
    if (accept) await recordEvents(tx, [event('group.request_accepted', group, memberUserId)]);
    return { message: accept ? MEMBERSHIP_MESSAGES.accepted : MEMBERSHIP_MESSAGES.declined };
  });
}

/** A member leaves (left_membership); access to the group's trades ends with the commit. */
export async function leaveGroup(db: AppDb, userId: number, groupId: number) {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const next = step(stateOf(await membershipRow(tx, groupId, userId)), 'leave', group);
    await writeState(tx, group, userId, next);
    return { message: MEMBERSHIP_MESSAGES.left(group.name) };
  });
}

/**
 * The admin adds users as members: only their followers (nobody is put in a group by a stranger),
 * not those who left it (they chose to), and pending requesters are accepted. `userIds` null adds
 * every follower (add-all-followers). Answers how many became members.
 */
export async function addFollowersAsMembers(
  tx: AppDb,
  group: GroupRow,
  userIds: readonly number[] | null,
): Promise<number> {
  const chosen = userIds === null ? sql`true` : sql`f.follower_id = any(${sql.param([...userIds])}::int[])`;
  const added = await tx.execute(sql`
    insert into ${groupMembers} (group_id, user_id, status, joined_at, updated_at)
    select ${group.id}, f.follower_id, 'member', now(), now()
      from (${followersOf(group.adminUserId)}) as f(follower_id)
      where ${chosen} and f.follower_id <> ${group.adminUserId}
    on conflict (group_id, user_id) do update set status = 'member', joined_at = now(), updated_at = now()
      where ${groupMembers}.status = 'requested'
    returning user_id`);
  const rows = resultRows<{ user_id: number }>(added);
  await recount(tx, group.id);
  await recordEvents(
    tx,
    rows.map((row) => event('group.joined', group, row.user_id)),
  );
  return rows.length;
}

export async function addAllFollowers(db: AppDb, adminUserId: number, groupId: number) {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (group.adminUserId !== adminUserId) throw forbidden(GROUP_ACCESS_MESSAGES.adminOnly);
    const added = await addFollowersAsMembers(tx, group, null);
    return { message: added === 1 ? '1 follower added' : `${added} followers added`, added };
  });
}

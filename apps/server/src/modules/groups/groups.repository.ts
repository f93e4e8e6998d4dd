import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { payoutVerifiedFor } from '../payouts/index.ts';
import { profileJoin } from '../users/index.ts';
import { activeMembership } from './group-access.ts';
import { groupMembers, groupPlans, groups, groupWatchlistItems, groupWatchlists } from './groups.tables.ts';

/**
 * A Premium group that can take payments: platform staff verified the group (issue 30), its admin's
 * payout information is Verified and it has an active plan (the domain's groupSetupChecklist names
 * the same steps). The one definition of who is listed in Premium Groups, of `can_take_payments`
 * and of whether an order may be created.
 */
export function takesPayments(): SQL {
  return sql`(${groups.groupType} = 'Premium' and ${groups.verificationStatus} = 'Verified'
    and ${payoutVerifiedFor(groups.adminUserId)}
    and exists (select 1 from ${groupPlans} where ${groupPlans.groupId} = ${groups.id} and ${groupPlans.isActive}))`;
}

/**
 * Whether lists show the group to the viewer: every Public and Private group, a Premium one once it
 * takes payments; before that only to its admin and its members (a trial started meanwhile).
 */
export function listedFor(viewerUserId: number | null): SQL {
  const insider =
    viewerUserId === null
      ? sql``
      : sql` or ${groups.adminUserId} = ${viewerUserId} or ${activeMembership(viewerUserId, groups.id)}`;
  return sql`(${groups.groupType} <> 'Premium' or ${takesPayments()}${insider})`;
}

/**
 * A group row as every list and detail answer reads it: the group, its admin's profile, and the
 * caller's standing (member now, pending request) and the watchlist flag, in one query.
 */
function groupSelection(viewerUserId: number | null) {
  return {
    group: groups,
    admin: {
      profileId: profileJoin.id,
      name: profileJoin.name,
      image: profileJoin.image,
      isSebiRegistered: profileJoin.isSebiRegistered,
      sebiUserType: profileJoin.sebiUserType,
      sebiNumber: profileJoin.sebiNumber,
    },
    isParticipant:
      viewerUserId === null
        ? sql<boolean>`false`
        : sql<boolean>`${activeMembership(viewerUserId, groups.id)}`,
    isRequest:
      viewerUserId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${groupMembers} gr where gr.group_id = ${groups.id}
            and gr.user_id = ${viewerUserId} and gr.status = 'requested')`,
    isWatchlistAdded: sql<boolean>`exists (select 1 from ${groupWatchlistItems} wi
      join ${groupWatchlists} w on w.id = wi.watchlist_id where w.group_id = ${groups.id})`,
    canTakePayments: sql<boolean>`${takesPayments()}`,
  };
}

export type GroupListRow = Awaited<ReturnType<typeof selectGroups>>[number];

function selectGroups(db: AppDb, viewerUserId: number | null, where: SQL | undefined) {
  return db
    .select(groupSelection(viewerUserId))
    .from(groups)
    .innerJoin(profileJoin.table, eq(profileJoin.userId, groups.adminUserId))
    .where(where);
}

export async function findGroupRow(db: AppDb, groupId: number, viewerUserId: number | null) {
  const [row] = await selectGroups(db, viewerUserId, eq(groups.id, groupId));
  return row;
}

export type GroupPage = { rows: GroupListRow[]; total: number };

/** One page of groups matching `where`, newest first unless `orderBy` says otherwise. */
export async function pageOfGroups(
  db: AppDb,
  viewerUserId: number | null,
  where: SQL | undefined,
  page: { number: number; size: number },
  orderBy: SQL[] = [desc(groups.id)],
): Promise<GroupPage> {
  const [rows, [counted]] = await Promise.all([
    selectGroups(db, viewerUserId, where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ n: sql<number>`count(*)::int` }).from(groups).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Groups the user is a member of now. */
export const groupsJoinedBy = (userId: number): SQL => activeMembership(userId, groups.id);

export const groupsCreatedBy = (userId: number): SQL => eq(groups.adminUserId, userId);

/** Premium Groups: those taking payments; with `ownerUserId` (my_group) all of the owner's, ready or not. */
export const premiumGroups = (ownerUserId?: number): SQL | undefined =>
  ownerUserId === undefined
    ? takesPayments()
    : and(eq(groups.groupType, 'Premium'), eq(groups.adminUserId, ownerUserId));

/**
 * The trades module's posting (+1, with its time) and deleting (-1) of a group trade keep the
 * group's trades_count, in the same transaction as the trade.
 */
export async function countGroupTrade(
  tx: AppDb,
  groupId: number,
  delta: 1 | -1,
  postedAt?: Date,
): Promise<void> {
  await tx
    .update(groups)
    .set({
      tradesCount: sql`greatest(${groups.tradesCount} + ${delta}, 0)`,
      ...(postedAt && { lastTradeAt: postedAt }),
    })
    .where(eq(groups.id, groupId));
}

/** For other modules' read models: the group a row names (a trade's posted_by_group). Writes stay here. */
export const groupJoin = {
  table: groups,
  id: groups.id,
  name: groups.name,
  groupType: groups.groupType,
  picture: groups.picture,
  adminUserId: groups.adminUserId,
};

/**
 * Groups whose name contains the text (case-insensitive), names that begin with it first: the search
 * page. A Premium group not yet taking payments is found by its admin and members only (listedFor).
 */
export async function searchGroupsByName(
  db: AppDb,
  text: string,
  limit: number,
  viewerUserId: number | null,
) {
  const pattern = escapeLike(text.toLowerCase());
  return db
    .select({ id: groups.id, name: groups.name, groupType: groups.groupType })
    .from(groups)
    .where(and(sql`lower(${groups.name}) like ${`%${pattern}%`}`, listedFor(viewerUserId)))
    .orderBy(
      sql`case when lower(${groups.name}) like ${`${pattern}%`} then 0 else 1 end`,
      groups.name,
      groups.id,
    )
    .limit(limit);
}

/** Whether the group takes payments now (takesPayments), read inside the caller's transaction. */
export async function groupTakesPayments(db: AppDb, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ isReady: sql<boolean>`${takesPayments()}` })
    .from(groups)
    .where(eq(groups.id, groupId));
  return Boolean(row?.isReady);
}

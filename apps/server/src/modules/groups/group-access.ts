import type { GroupMembershipStatus } from '@tradecircle/domain';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { groupMembers, groups } from './groups.tables.ts';

export type GroupRow = typeof groups.$inferSelect;

export const GROUP_ACCESS_MESSAGES = {
  notFound: 'Group not found',
  adminOnly: 'Only the group admin can do this',
  membersOnly: 'Join the group to see this',
} as const;

/** A membership row: the table, or the alias a subquery probes it by. */
type MembershipColumns = { status: AnyColumn; expiresAt: AnyColumn };

/**
 * A membership that counts now: a member whose membership has not run out (a premium free trial
 * ends at expires_at without a job). The one rule every member check applies: in SQL (this, and
 * activeMembership below) and in code (statusNow).
 */
export function runsNow(row: MembershipColumns = groupMembers): SQL {
  return sql`(${row.status} = 'member' and (${row.expiresAt} is null or ${row.expiresAt} > now()))`;
}

/** A row's status as it stands now: a lapsed trial reads as one who left. */
export function statusNow(
  row: { status: GroupMembershipStatus; expiresAt: Date | null } | undefined,
): GroupMembershipStatus | null {
  if (!row) return null;
  return row.status === 'member' && row.expiresAt && row.expiresAt <= new Date() ? 'left' : row.status;
}

// The probe's own alias (gm, named in its from clause): it stays right inside a query that reads
// group_members itself.
const probed = alias(groupMembers, 'gm');

/** The user is a member of the group now: one probe of the unique (group, user) index. */
export function activeMembership(userId: number | SQL | AnyColumn, groupId: number | SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${groupMembers} gm where ${probed.groupId} = ${groupId} and ${probed.userId} = ${userId}
    and ${runsNow(probed)})`;
}

/** What a user is to a group: its admin, a member now, a pending requester, one who left, or nothing. */
export type Standing = {
  group: GroupRow;
  isAdmin: boolean;
  /** The membership row's status; a lapsed trial reads as 'left'. */
  status: GroupMembershipStatus | null;
  isMember: boolean;
};

export async function findGroup(db: AppDb, groupId: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
  return row;
}

/**
 * The group with the user's membership row, in one statement built once and prepared: every group
 * read asks this first (a group's trades under load: issue 29).
 */
const standingStatement = preparedOnce((db: AppDb, name: string) =>
  db
    .select({ group: groups, memberStatus: groupMembers.status, memberExpiresAt: groupMembers.expiresAt })
    .from(groups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, sql.placeholder('userId'))),
    )
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare(name),
);

/** The caller's standing in a group; 404 when the group does not exist. */
export async function standingIn(db: AppDb, groupId: number, userId: number | null): Promise<Standing> {
  const [row] = await standingStatement(db, 'group_standing').execute({ groupId, userId });
  if (!row) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  const { group, memberStatus, memberExpiresAt } = row;
  const isAdmin = userId !== null && group.adminUserId === userId;
  const status =
    userId === null || isAdmin || memberStatus === null
      ? null
      : statusNow({ status: memberStatus, expiresAt: memberExpiresAt });
  return { group, isAdmin, status, isMember: status === 'member' };
}

/** The group, for its admin only (404 unknown, 403 anyone else). */
export async function requireGroupAdmin(db: AppDb, groupId: number, userId: number): Promise<GroupRow> {
  const standing = await standingIn(db, groupId, userId);
  if (!standing.isAdmin) throw forbidden(GROUP_ACCESS_MESSAGES.adminOnly);
  return standing.group;
}

/**
 * Who reads a group's participants: its admin and members; its pending requests (status
 * `requested`), the admin only. 404 unknown, 403 anyone else.
 */
export async function requireParticipantsReader(
  db: AppDb,
  groupId: number,
  userId: number | null,
  status: 'member' | 'requested',
): Promise<Standing> {
  const standing = await standingIn(db, groupId, userId);
  if (!standing.isAdmin && (status === 'requested' || !standing.isMember))
    throw forbidden(
      status === 'requested' ? GROUP_ACCESS_MESSAGES.adminOnly : GROUP_ACCESS_MESSAGES.membersOnly,
    );
  return standing;
}

/** The caller's standing, for the admin and members only (404 unknown, 403 anyone else). */
export async function requireGroupReader(
  db: AppDb,
  groupId: number,
  userId: number | null,
): Promise<Standing> {
  const standing = await standingIn(db, groupId, userId);
  if (!standing.isAdmin && !standing.isMember) throw forbidden(GROUP_ACCESS_MESSAGES.membersOnly);
  return standing;
}

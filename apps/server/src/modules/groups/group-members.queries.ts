import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { runsNow } from './group-access.ts';
import { groupMembers } from './groups.tables.ts';

/**
 * The user ids of the group's members now, as a subquery (a notification audience): one range of
 * the (group, status) index. A pending requester, one who left and a lapsed trial are not in it.
 */
export function activeMembersOf(groupId: number): SQL {
  return sql`select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${groupId}::int and ${runsNow()}`;
}

/**
 * The ids of the groups the user is a member of now, as a subquery (the Home feed's group trades):
 * one range of the (user, status) index; a lapsed trial or paid plan, a request or a leaver is not.
 */
export function groupsWithMember(userId: number): SQL {
  return sql`select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${userId}::int and ${runsNow()}`;
}

/**
 * Which of `userIds` are members now of which of `groupIds`: one statement over the unique
 * (group, user) index, however many of each (the live push asks once per batch of trade changes).
 */
export async function activeMembershipsAmong(
  db: AppDb,
  groupIds: readonly number[],
  userIds: readonly number[],
): Promise<{ groupId: number; userId: number }[]> {
  if (groupIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        inArray(groupMembers.groupId, [...groupIds]),
        inArray(groupMembers.userId, [...userIds]),
        runsNow(),
      ),
    );
}

/**
 * The status of a user's membership row in a group ('requested', 'member', 'left'; null without a
 * row), as a scalar subquery for another module's list: one probe of the unique (group, user) index.
 */
export function membershipStatusOf(userId: AnyColumn | SQL, groupId: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select ${groupMembers.status} from ${groupMembers} where ${groupMembers.groupId} = ${groupId} and ${groupMembers.userId} = ${userId})`;
}

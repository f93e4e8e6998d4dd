import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { userFollows } from './follows.tables.ts';

/*
 * Fragments for other modules' read models (the trades' is_following_user flag and the Home feed):
 * conditions over this module's table, for the outer query's user column.
 */

/** True when `followerUserId` follows the user in `userIdColumn`: one probe of the primary key. */
export function followedBy(followerUserId: number, userIdColumn: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${followerUserId} and ${userFollows.followeeId} = ${userIdColumn})`;
}

/**
 * The users `followerUserId` follows, as a subquery for `column in (...)`: read once from the
 * primary key's range and hashed, so a scan of trades tests each row against it in O(1).
 */
export function followeesOf(followerUserId: number): SQL {
  return sql`select ${userFollows.followeeId} from ${userFollows} where ${userFollows.followerId} = ${followerUserId}`;
}

/**
 * The users who follow `followeeUserId`, as a subquery for `column in (...)` or a union: one range
 * of the (followee, follower) index (the notifications fan-out to a poster's followers).
 */
export function followersOf(followeeUserId: number): SQL {
  return sql`select ${userFollows.followerId} from ${userFollows} where ${userFollows.followeeId} = ${followeeUserId}`;
}

/**
 * Which of `followerIds` follow which of `followeeIds` (the live push: the signed-in users of one
 * instance's sockets and the owners of a batch's trades), in one statement over the primary key.
 */
export async function followsAmong(
  db: AppDb,
  followerIds: readonly number[],
  followeeIds: readonly number[],
): Promise<{ followerId: number; followeeId: number }[]> {
  if (followerIds.length === 0 || followeeIds.length === 0) return [];
  return db
    .select({ followerId: userFollows.followerId, followeeId: userFollows.followeeId })
    .from(userFollows)
    .where(
      and(
        inArray(userFollows.followerId, [...followerIds]),
        inArray(userFollows.followeeId, [...followeeIds]),
      ),
    );
}

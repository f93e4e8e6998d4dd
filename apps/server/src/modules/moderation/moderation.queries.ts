import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { userBlocks } from './moderation.tables.ts';

/**
 * For other modules' reads: true for rows whose user (in `userIdColumn`) the viewer has not blocked.
 * A visitor (no viewer) has blocked nobody. One anti-join probe of the (blocker, blocked) unique index.
 */
export function notBlockedBy(viewerUserId: number | null | undefined, userIdColumn: AnyColumn): SQL {
  if (!viewerUserId) return sql`true`;
  return sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockedByUserId} = ${viewerUserId} and ${userBlocks.blockedUserId} = ${userIdColumn})`;
}

/** The same by the row's profile id (comments name their author's profile, not the user). */
export function profileNotBlockedBy(
  viewerUserId: number | null | undefined,
  profileIdColumn: AnyColumn,
): SQL {
  if (!viewerUserId) return sql`true`;
  return sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockedByUserId} = ${viewerUserId} and ${userBlocks.blockedProfileId} = ${profileIdColumn})`;
}

/**
 * The users who blocked `userId`, as a subquery for `column not in (...)`: read once from the
 * blocked-user index and hashed (the notifications fan-out leaves them out of the actor's audience).
 */
export function blockersOf(userId: number): SQL {
  return sql`select ${userBlocks.blockedByUserId} from ${userBlocks} where ${userBlocks.blockedUserId} = ${userId}`;
}

/** Whether `blockerUserId` has blocked `userId` (e.g. a trade's owner blocked a commenter). */
export async function hasBlocked(db: AppDb, blockerUserId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userBlocks.id })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockedByUserId, blockerUserId), eq(userBlocks.blockedUserId, userId)))
    .limit(1);
  return row !== undefined;
}

import { isSuspended, type SuspensionState, suspensionMessage } from '@tradecircle/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import { profiles, users } from './users.tables.ts';

/** An account's moderation standing (issue 30): suspension and whether it is a super admin. */
export type AccountStanding = {
  userId: number;
  isSuperuser: boolean;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
};

const standingColumns = {
  userId: users.id,
  isSuperuser: users.isSuperuser,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

/**
 * The account's standing, its row locked: `update` for a moderation decision (two decisions on one
 * user queue, the second sees the first), `share` for a sign-in (a suspension waits for a sign-in
 * in flight to write its session, which the suspension then ends).
 */
export async function lockAccountStanding(
  tx: AppDb,
  userId: number,
  mode: 'update' | 'share',
): Promise<AccountStanding | undefined> {
  const [row] = await tx.select(standingColumns).from(users).where(eq(users.id, userId)).for(mode);
  return row;
}

/** The account's suspension as the wire shows it: null when none holds now (a timed one ran out). */
export function presentSuspension(
  standing: Omit<AccountStanding, 'userId' | 'isSuperuser'>,
  now = new Date(),
): SuspensionState {
  if (!isSuspended(standing, now) || !standing.suspendedAt) return null;
  return {
    suspended_at: standing.suspendedAt.toISOString(),
    until: standing.suspendedUntil?.toISOString() ?? null,
    reason: standing.suspensionReason,
  };
}

/** Suspends (until null: for good) or, with null `at`, lifts the suspension. */
export async function writeSuspension(
  tx: AppDb,
  userId: number,
  suspension: { at: Date | null; until: Date | null; reason: string | null },
): Promise<void> {
  await tx
    .update(users)
    .set({
      suspendedAt: suspension.at,
      suspendedUntil: suspension.until,
      suspensionReason: suspension.reason,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * Every sign-in path's check (OTP request and verify, provider sign-in, token refresh): a suspended
 * account is refused 403 with why and until when. A timed suspension that ran out lets them in.
 * Takes a share lock on the user row when `tx` is a transaction (lockAccountStanding).
 */
export async function refuseSuspendedSignIn(tx: AppDb, userId: number, now = new Date()): Promise<void> {
  const standing = await lockAccountStanding(tx, userId, 'share');
  if (standing && isSuspended(standing, now))
    throw forbidden(suspensionMessage(standing.suspensionReason, standing.suspendedUntil));
}

/** The standings of these users, with their profile name and photo (the moderation queue's rows). */
export async function accountStandings(
  db: AppDb,
  userIds: readonly number[],
): Promise<Map<number, AccountStanding & { name: string; profileImage: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ ...standingColumns, name: profiles.name, profileImage: profiles.profileImage })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.userId, { ...row, name: row.name ?? '' }]));
}

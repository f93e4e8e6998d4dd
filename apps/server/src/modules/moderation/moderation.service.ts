import { REPORT_MESSAGES, type ReportAndBlockRequest, type ReportReason } from '@tradecircle/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { lockLiveAccounts, profileJoin } from '../users/index.ts';
import { reportReasons, userBlocks } from './moderation.tables.ts';

/** master/reason_list/: every reason, in the order they were seeded. */
export async function listReportReasons(db: AppDb): Promise<ReportReason[]> {
  return db
    .select({ id: reportReasons.id, reason: reportReasons.reason })
    .from(reportReasons)
    .orderBy(asc(reportReasons.id));
}

/**
 * report-and-block/: the caller (from the token; the body's blocked_by is ignored) reports the
 * profile's user and blocks them. Once per pair: the unique (blocker, blocked) key decides, so two
 * simultaneous reports make one row and one 'already reported' answer. A deleted account's profile
 * answers 404, as an unknown one.
 */
export async function reportAndBlock(
  db: AppDb,
  actorUserId: number,
  input: ReportAndBlockRequest,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [reason] = await tx
      .select({ id: reportReasons.id })
      .from(reportReasons)
      .where(eq(reportReasons.id, input.block_reason));
    if (!reason)
      throw badRequest(REPORT_MESSAGES.unknownReason, { block_reason: [REPORT_MESSAGES.unknownReason] });
    const [profile] = await tx
      .select({ id: profileJoin.id, userId: profileJoin.userId })
      .from(profileJoin.table)
      .where(eq(profileJoin.id, input.blocked_profile));
    if (!profile) throw notFound(REPORT_MESSAGES.unknownProfile);
    if (profile.userId === actorUserId) throw badRequest(REPORT_MESSAGES.reportSelf);
    // A deleted account is out of reach, as one that never existed; a report racing the deletion
    // waits for it here, or commits first and is erased with the account.
    const live = await lockLiveAccounts(tx, [profile.userId]);
    if (!live.has(profile.userId)) throw notFound(REPORT_MESSAGES.unknownProfile);
    const inserted = await tx
      .insert(userBlocks)
      .values({
        blockedByUserId: actorUserId,
        blockedUserId: profile.userId,
        blockedProfileId: profile.id,
        reasonId: reason.id,
        isAnonymous: input.is_anonymous ?? false,
      })
      .onConflictDoNothing({ target: [userBlocks.blockedByUserId, userBlocks.blockedUserId] })
      .returning({ id: userBlocks.id });
    if (inserted.length === 0) throw badRequest(REPORT_MESSAGES.alreadyReported);
    // With the block: the notifications worker takes the blocked user's notifications out of the
    // blocker's list (the block's own reads already hide their trades and comments).
    await recordEvents(tx, [
      { type: 'user.blocked', blockerUserId: actorUserId, blockedUserId: profile.userId },
    ]);
    return { message: REPORT_MESSAGES.reported };
  });
}

import {
  ADMIN_PAGE_SIZE,
  isSuspended,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  type ModerationAction,
  type ReportedUserDetail,
  type ReportedUsers,
  type SuspensionState,
} from '@tradecircle/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { TokenService } from '../auth/index.ts';
import { hideTradeComment, lockTradeCommentForModeration, recentTradeCommentsBy } from '../comments/index.ts';
import { reportsAgainst, reportTallies } from '../moderation/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { hideTradeReasoning, lockTradeForModeration, recentTradesBy } from '../trades/index.ts';
import {
  type AccountStanding,
  accountStandings,
  lockAccountStanding,
  presentSuspension,
  writeSuspension,
} from '../users/index.ts';
import { adminAuditLog } from './admin.tables.ts';

/** How many warnings each user was given, as the audit log keeps them. */
async function warningCounts(db: AppDb, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: adminAuditLog.targetId, n: sql<number>`count(*)::int` })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, MODERATION_ACTIONS.warn),
        eq(adminAuditLog.targetType, 'user'),
        inArray(adminAuditLog.targetId, [...userIds]),
      ),
    )
    .groupBy(adminAuditLog.targetId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

const presentUser = (standing: AccountStanding & { name: string; profileImage: string | null }) => ({
  id: standing.userId,
  name: standing.name,
  profile_image: standing.profileImage,
  is_superuser: standing.isSuperuser,
});

/** One page of reported users, most reported first, with their reasons, warnings and suspension. */
export async function reportedUsersPage(db: AppDb, pageNumber: number): Promise<ReportedUsers> {
  const { tallies, total } = await reportTallies(db, pageNumber);
  const userIds = tallies.map((tally) => tally.userId);
  const [standings, warnings] = await Promise.all([
    accountStandings(db, userIds),
    warningCounts(db, userIds),
  ]);
  const now = new Date();
  return {
    results: tallies.flatMap((tally) => {
      const standing = standings.get(tally.userId);
      if (!standing) return [];
      return [
        {
          user: presentUser(standing),
          report_count: tally.reportCount,
          reasons: tally.reasons,
          latest_report: tally.latestReport.toISOString(),
          warning_count: warnings.get(tally.userId) ?? 0,
          suspension: presentSuspension(standing, now),
        },
      ];
    }),
    page_info: {
      page_number: pageNumber,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

/** A user's moderation detail: every report of them, and their recent comments and trades. */
export async function reportedUserDetail(db: AppDb, userId: number): Promise<ReportedUserDetail> {
  const standing = (await accountStandings(db, [userId])).get(userId);
  if (!standing) throw notFound(MODERATION_MESSAGES.userNotFound);
  const [reports, comments, trades, warnings] = await Promise.all([
    reportsAgainst(db, userId),
    recentTradeCommentsBy(db, userId),
    recentTradesBy(db, userId),
    warningCounts(db, [userId]),
  ]);
  return {
    user: presentUser(standing),
    report_count: reports.length,
    warning_count: warnings.get(userId) ?? 0,
    suspension: presentSuspension(standing),
    reports,
    comments,
    trades,
  };
}

type Decision = { actorUserId: number; remark: string };

function recordModeration(
  tx: AppDb,
  decision: { actorUserId: number; remark: string | null },
  action: ModerationAction,
  target: { type: 'user' | 'comment' | 'trade'; id: number; ownerUserId: number },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordEvents(tx, [
    {
      type: 'user.moderated',
      actorUserId: decision.actorUserId,
      action,
      targetType: target.type,
      targetId: target.id,
      before,
      after,
      remark: decision.remark,
      ownerUserId: target.ownerUserId,
    },
  ]);
}

/** The account staff act on, locked: 404 when gone, 403 for a super admin or the moderator themselves. */
async function lockActionableAccount(tx: AppDb, actorUserId: number, userId: number) {
  const standing = await lockAccountStanding(tx, userId, 'update');
  if (!standing) throw notFound(MODERATION_MESSAGES.userNotFound);
  if (standing.userId === actorUserId) throw forbidden(MODERATION_MESSAGES.cannotSuspendSelf);
  if (standing.isSuperuser) throw forbidden(MODERATION_MESSAGES.cannotSuspendSuperuser);
  return standing;
}

const suspensionState = (standing: AccountStanding, now: Date) => ({
  suspended: isSuspended(standing, now),
  suspended_until: standing.suspendedUntil?.toISOString() ?? null,
});

/** A warning to the user, with the remark they are told (the audit log counts them). */
export async function warnUser(db: AppDb, decision: Decision & { userId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await lockActionableAccount(tx, decision.actorUserId, decision.userId);
    const now = new Date();
    await recordModeration(
      tx,
      decision,
      MODERATION_ACTIONS.warn,
      { type: 'user', id: standing.userId, ownerUserId: standing.userId },
      suspensionState(standing, now),
      { ...suspensionState(standing, now), warned_at: now.toISOString() },
    );
  });
}

/** Hides a trade comment from every read (409 when hidden already). */
export async function hideComment(db: AppDb, decision: Decision & { commentId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = await lockTradeCommentForModeration(tx, decision.commentId);
    if (!comment) throw notFound(MODERATION_MESSAGES.commentNotFound);
    if (comment.hiddenAt) throw conflict(MODERATION_MESSAGES.commentAlreadyHidden);
    const now = new Date();
    await hideTradeComment(tx, comment.id, now);
    await recordModeration(
      tx,
      decision,
      MODERATION_ACTIONS.hideComment,
      { type: 'comment', id: comment.id, ownerUserId: comment.authorUserId },
      { hidden_at: null, trade_id: comment.tradeId },
      { hidden_at: now.toISOString(), trade_id: comment.tradeId },
    );
  });
}

/** Hides a trade's reasoning from every answer (409 when hidden already); the call stays. */
export async function hideReasoning(db: AppDb, decision: Decision & { tradeId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const trade = await lockTradeForModeration(tx, decision.tradeId);
    if (!trade) throw notFound(MODERATION_MESSAGES.tradeNotFound);
    if (trade.reasoningHiddenAt) throw conflict(MODERATION_MESSAGES.reasoningAlreadyHidden);
    const now = new Date();
    await hideTradeReasoning(tx, trade.id, now);
    await recordModeration(
      tx,
      decision,
      MODERATION_ACTIONS.hideReasoning,
      { type: 'trade', id: trade.id, ownerUserId: trade.ownerUserId },
      { reasoning_hidden_at: null },
      { reasoning_hidden_at: now.toISOString() },
    );
  });
}

/**
 * Suspends the account (until null: for good), 409 when a suspension holds already. Once it is
 * committed every sign-in of the user ends at once: their tokens get 401 and their live sockets close.
 */
export async function suspendUser(
  db: AppDb,
  tokens: TokenService,
  decision: Decision & { userId: number; until: Date | null },
): Promise<SuspensionState> {
  const now = new Date();
  const suspension = await db.transaction(async (tx) => {
    const standing = await lockActionableAccount(tx, decision.actorUserId, decision.userId);
    if (isSuspended(standing, now)) throw conflict(MODERATION_MESSAGES.alreadySuspended);
    const written = { at: now, until: decision.until, reason: decision.remark };
    await writeSuspension(tx, standing.userId, written);
    await recordModeration(
      tx,
      decision,
      MODERATION_ACTIONS.suspend,
      { type: 'user', id: standing.userId, ownerUserId: standing.userId },
      suspensionState(standing, now),
      { suspended: true, suspended_until: decision.until?.toISOString() ?? null },
    );
    return presentSuspension(
      { suspendedAt: now, suspendedUntil: decision.until, suspensionReason: decision.remark },
      now,
    );
  });
  await tokens.endAllSessions(decision.userId);
  return suspension;
}

/** Lifts a suspension that holds now (409 otherwise): the user may sign in again. */
export async function unsuspendUser(
  db: AppDb,
  decision: { actorUserId: number; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await lockActionableAccount(tx, decision.actorUserId, decision.userId);
    const now = new Date();
    if (!isSuspended(standing, now)) throw conflict(MODERATION_MESSAGES.notSuspended);
    await writeSuspension(tx, standing.userId, { at: null, until: null, reason: null });
    await recordModeration(
      tx,
      { actorUserId: decision.actorUserId, remark: null },
      MODERATION_ACTIONS.unsuspend,
      { type: 'user', id: standing.userId, ownerUserId: standing.userId },
      suspensionState(standing, now),
      { suspended: false, suspended_until: null },
    );
  });
}

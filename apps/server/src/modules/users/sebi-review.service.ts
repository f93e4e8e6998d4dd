import {
  ADMIN_PAGE_SIZE,
  indiaIsoDate,
  isSebiRegistrationExpired,
  SEBI_REVIEW_ACTIONS,
  SEBI_REVIEW_MESSAGES,
  SEBI_USER_TYPE_SHORT_LABELS,
  type SebiRegistrationReview,
  type SebiReviewQueue,
  type SebiVerification,
} from '@tradecircle/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { profiles } from './users.tables.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** A registration as compliance reviews it; `today` is the IST date, to tell an expired one. */
function presentForReview(row: ProfileRow, today: string): SebiRegistrationReview {
  return {
    user: { id: row.userId, name: row.name },
    sebi_user_type: row.sebiUserType!,
    type_label: SEBI_USER_TYPE_SHORT_LABELS[row.sebiUserType!],
    sebi_registration_num: row.sebiNumber!,
    valid_until: row.sebiValidUntil,
    verification: row.sebiVerification ?? 'self_declared',
    is_expired: isSebiRegistrationExpired(row.sebiValidUntil, today),
    remark: row.sebiRemark,
    submitted: row.sebiSubmittedAt?.toISOString() ?? null,
    reviewed: row.sebiReviewedAt?.toISOString() ?? null,
  };
}

/** Still valid on `today` (IST): valid until today or later, or without an end date. */
const stillValid = (today: string) =>
  or(isNull(profiles.sebiValidUntil), gte(profiles.sebiValidUntil, today));

/**
 * The registrations in one view. Awaiting review (self_declared): recorded, still valid (one that
 * lapsed leaves the view by itself), the longest waiting first. Verified and rejected: the latest
 * reviewed first.
 */
function viewOf(status: SebiVerification, today: string): { where: SQL; orderBy: SQL[] } {
  const recorded = and(isNotNull(profiles.sebiNumber), isNotNull(profiles.sebiUserType))!;
  if (status === 'self_declared') {
    return {
      where: and(
        recorded,
        eq(profiles.isSebiRegistered, true),
        or(isNull(profiles.sebiVerification), eq(profiles.sebiVerification, 'self_declared')),
        stillValid(today),
      )!,
      orderBy: [sql`${profiles.sebiSubmittedAt} asc nulls first`, asc(profiles.userId)],
    };
  }
  return {
    where: and(recorded, eq(profiles.sebiVerification, status))!,
    orderBy: [desc(profiles.sebiReviewedAt), asc(profiles.userId)],
  };
}

/** One page of the SEBI queue in one view. */
export async function sebiReviewQueue(
  db: AppDb,
  query: { status: SebiVerification; page_number: number },
  now = new Date(),
): Promise<SebiReviewQueue> {
  const today = indiaIsoDate(now);
  const { where, orderBy } = viewOf(query.status, today);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(...orderBy)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page_number - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    results: rows.map((row) => presentForReview(row, today)),
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

export type SebiRegistrationDecision = {
  actorUserId: number;
  ownerUserId: number;
  verification: 'verified' | 'rejected';
  /** Required to reject (the route's schema trims and bounds it); null to verify. */
  remark: string | null;
};

/**
 * Compliance's decision on a registration awaiting review, in ONE transaction: verified (the badge
 * and every call's disclosure say verified) or rejected with a remark (the badge is off, the
 * registration stays for its owner to see with the remark until they record one again), and the
 * sebi_registration.reviewed event from which the audit log and the owner's notification follow.
 * 404 without a recorded registration; 409 unless it awaits review (self-declared, still valid).
 */
export async function decideSebiRegistration(
  db: AppDb,
  decision: SebiRegistrationDecision,
  now = new Date(),
): Promise<SebiRegistrationReview> {
  const today = indiaIsoDate(now);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.userId, decision.ownerUserId))
      .for('update');
    const isRecorded =
      current?.sebiNumber && current.sebiUserType && (current.isSebiRegistered || current.sebiVerification);
    if (!current || !isRecorded) throw notFound(SEBI_REVIEW_MESSAGES.registrationNotFound);
    const awaitsReview =
      current.isSebiRegistered &&
      (current.sebiVerification ?? 'self_declared') === 'self_declared' &&
      !isSebiRegistrationExpired(current.sebiValidUntil, today);
    if (!awaitsReview) throw conflict(SEBI_REVIEW_MESSAGES.notAwaitingReview);
    const rejected = decision.verification === 'rejected';
    const [row] = await tx
      .update(profiles)
      .set({
        sebiVerification: decision.verification,
        sebiRemark: decision.remark,
        sebiReviewedAt: now,
        // A rejection turns the badge off: every read of the flag stops counting the registration.
        ...(rejected ? { isSebiRegistered: false } : {}),
      })
      .where(eq(profiles.id, current.id))
      .returning();
    await recordEvents(tx, [
      {
        type: 'sebi_registration.reviewed',
        actorUserId: decision.actorUserId,
        action: rejected
          ? SEBI_REVIEW_ACTIONS.rejectSebiRegistration
          : SEBI_REVIEW_ACTIONS.verifySebiRegistration,
        targetType: 'sebi_registration',
        targetId: current.userId,
        before: {
          verification: current.sebiVerification ?? 'self_declared',
          is_sebi_registered: current.isSebiRegistered,
          sebi_registration_num: current.sebiNumber,
          remark: current.sebiRemark,
        },
        after: {
          verification: decision.verification,
          is_sebi_registered: !rejected,
          sebi_registration_num: current.sebiNumber,
          remark: decision.remark,
        },
        remark: decision.remark,
        ownerUserId: current.userId,
      },
    ]);
    return presentForReview(row!, today);
  });
}

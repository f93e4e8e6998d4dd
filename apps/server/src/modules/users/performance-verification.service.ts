import {
  ADMIN_PAGE_SIZE,
  type ExpertPerformanceVerification,
  indiaIsoDate,
  type PerformanceVerification,
  type PerformanceVerificationQueue,
  performanceVerificationOf,
  SEBI_REVIEW_ACTIONS,
  SEBI_REVIEW_MESSAGES,
} from '@tradecircle/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { sebiBadgeSql } from './sebi-badge.ts';
import { profiles } from './users.tables.ts';

/** The state of a user's figures (sebi/performance-verification.ts), from their profile's columns. */
export async function findPerformanceVerification(
  db: AppDb,
  userId: number,
): Promise<PerformanceVerification> {
  const [row] = await db
    .select({ reference: profiles.parrvaReference, verifiedOn: profiles.parrvaVerifiedOn })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return performanceVerificationOf(row?.reference ?? null, row?.verifiedOn ?? null);
}

const expertColumns = {
  userId: profiles.userId,
  name: profiles.name,
  isSebiRegistered: sebiBadgeSql,
  reference: profiles.parrvaReference,
  verifiedOn: profiles.parrvaVerifiedOn,
};
type ExpertRow = {
  userId: number;
  name: string;
  isSebiRegistered: boolean;
  reference: string | null;
  verifiedOn: string | null;
};

function presentExpert(row: ExpertRow): ExpertPerformanceVerification {
  return {
    user: { id: row.userId, name: row.name },
    is_sebi_registered: row.isSebiRegistered,
    performance_verification: performanceVerificationOf(row.reference, row.verifiedOn),
  };
}

/**
 * One page of the experts whose figures PaRRVA may verify: those with a recorded SEBI registration
 * (even lapsed or rejected) or a verification on record, the unverified first, then by name.
 */
export async function performanceVerificationQueue(
  db: AppDb,
  query: { page_number: number },
): Promise<PerformanceVerificationQueue> {
  const where = sql`(${profiles.sebiNumber} is not null or ${profiles.parrvaReference} is not null)`;
  const [rows, [count]] = await Promise.all([
    db
      .select(expertColumns)
      .from(profiles)
      .where(where)
      .orderBy(sql`${profiles.parrvaReference} is not null`, asc(profiles.name), asc(profiles.userId))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page_number - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    results: rows.map(presentExpert),
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

export type PerformanceVerificationChange = {
  actorUserId: number;
  expertUserId: number;
  /** PaRRVA's reference and date, or null to clear the verification. */
  verification: { reference: string; verifiedOn: string } | null;
};

/**
 * Records (or replaces) PaRRVA's verification of an expert's figures, or clears it, in ONE
 * transaction with the performance_verification.changed event (audit log, the expert's
 * notification). 404 for a user without a profile; 400 for a date after today (IST); clearing
 * figures that are not verified is 409.
 */
export async function changePerformanceVerification(
  db: AppDb,
  change: PerformanceVerificationChange,
  now = new Date(),
): Promise<ExpertPerformanceVerification> {
  if (change.verification && change.verification.verifiedOn > indiaIsoDate(now)) {
    throw badRequest(SEBI_REVIEW_MESSAGES.verifiedOn, { verified_on: [SEBI_REVIEW_MESSAGES.verifiedOn] });
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.userId, change.expertUserId))
      .for('update');
    if (!current) throw notFound(SEBI_REVIEW_MESSAGES.expertNotFound);
    const before = performanceVerificationOf(current.parrvaReference, current.parrvaVerifiedOn);
    if (!change.verification && before.status !== 'verified') {
      throw conflict(SEBI_REVIEW_MESSAGES.notPerformanceVerified);
    }
    const [row] = await tx
      .update(profiles)
      .set({
        parrvaReference: change.verification?.reference ?? null,
        parrvaVerifiedOn: change.verification?.verifiedOn ?? null,
      })
      .where(eq(profiles.id, current.id))
      .returning({ id: profiles.id });
    const after = performanceVerificationOf(
      change.verification?.reference ?? null,
      change.verification?.verifiedOn ?? null,
    );
    await recordEvents(tx, [
      {
        type: 'performance_verification.changed',
        actorUserId: change.actorUserId,
        action: change.verification
          ? SEBI_REVIEW_ACTIONS.recordPerformanceVerification
          : SEBI_REVIEW_ACTIONS.clearPerformanceVerification,
        targetType: 'performance_verification',
        targetId: current.userId,
        before,
        after,
        remark: null,
        ownerUserId: current.userId,
      },
    ]);
    const [expert] = await tx.select(expertColumns).from(profiles).where(eq(profiles.id, row!.id));
    return presentExpert(expert!);
  });
}

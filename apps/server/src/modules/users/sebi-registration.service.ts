import {
  indiaIsoDate,
  isSebiRegistrationCounting,
  isSebiRegistrationExpired,
  SEBI_REGISTRATION_MESSAGES,
  type SebiRegistration,
  type SebiRegistrationResult,
  type SetSebiRegistrationBodySchema,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-results.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { PROFILE_PHOTO_MESSAGES } from './profile-photo.service.ts';
import { profiles } from './users.tables.ts';

export const SEBI_NUMBER_TAKEN =
  'This SEBI registration number is already recorded on another profile; if it is yours, write to support';

type RegistrationColumns = Pick<
  typeof profiles.$inferSelect,
  'isSebiRegistered' | 'sebiUserType' | 'sebiNumber' | 'sebiValidUntil' | 'sebiVerification' | 'sebiRemark'
>;

const registrationColumns = {
  isSebiRegistered: profiles.isSebiRegistered,
  sebiUserType: profiles.sebiUserType,
  sebiNumber: profiles.sebiNumber,
  sebiValidUntil: profiles.sebiValidUntil,
  sebiVerification: profiles.sebiVerification,
  sebiRemark: profiles.sebiRemark,
};

/**
 * The registration a profile records, or null. It needs the badge flag (or compliance's rejection,
 * which turned the flag off), a type and a number: a profile flagged without a number (set by hand
 * before the registration route) has none to show.
 */
function registrationOf(row: RegistrationColumns): SebiRegistration | null {
  const isRecorded = row.isSebiRegistered || row.sebiVerification === 'rejected';
  if (!isRecorded || !row.sebiUserType || !row.sebiNumber) return null;
  return {
    sebi_user_type: row.sebiUserType,
    sebi_registration_num: row.sebiNumber,
    valid_until: row.sebiValidUntil,
    verification: row.sebiVerification ?? 'self_declared',
  };
}

/** The owner's answer: the badge as it counts today (sebiBadgeSql's rule), and a rejection's remark when rejected. */
function resultOf(row: RegistrationColumns, today: string): SebiRegistrationResult {
  const counts =
    row.isSebiRegistered &&
    isSebiRegistrationCounting(
      { valid_until: row.sebiValidUntil, verification: row.sebiVerification ?? 'self_declared' },
      today,
    );
  return {
    sebi_registration: registrationOf(row),
    is_sebi_registered: counts,
    ...(row.sebiVerification === 'rejected' ? { remark: row.sebiRemark } : {}),
  };
}

/** The SEBI registration a user recorded, or null (also for a user without a profile). */
export async function findSebiRegistration(db: AppDb, userId: number): Promise<SebiRegistration | null> {
  const [row] = await db.select(registrationColumns).from(profiles).where(eq(profiles.userId, userId));
  return row ? registrationOf(row) : null;
}

export async function getOwnSebiRegistration(
  db: AppDb,
  userId: number,
  now: Date = new Date(),
): Promise<SebiRegistrationResult> {
  const [row] = await db.select(registrationColumns).from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw badRequest(PROFILE_PHOTO_MESSAGES.noProfile);
  return resultOf(row, indiaIsoDate(now));
}

/**
 * Records the caller's registration, replacing any earlier one: the profile becomes SEBI-registered
 * (its badge, the sebi-users directory, research report uploads) and every call it posted or posts
 * carries the registration in its disclosure. Self-declared until compliance verifies it (the `sebi`
 * queue), so a registration recorded again is self-declared again, awaiting review, and a
 * rejection's remark is cleared. Nothing changes when it is refused.
 */
export async function setSebiRegistration(
  db: AppDb,
  userId: number,
  body: z.output<typeof SetSebiRegistrationBodySchema>,
  now: Date = new Date(),
): Promise<SebiRegistrationResult> {
  if (isSebiRegistrationExpired(body.valid_until, indiaIsoDate(now))) {
    throw badRequest(SEBI_REGISTRATION_MESSAGES.validUntilPast, {
      valid_until: [SEBI_REGISTRATION_MESSAGES.validUntilPast],
    });
  }
  let rows: RegistrationColumns[];
  try {
    rows = await db
      .update(profiles)
      .set({
        isSebiRegistered: true,
        sebiUserType: body.sebi_user_type,
        sebiNumber: body.sebi_registration_num,
        sebiValidUntil: body.valid_until,
        sebiVerification: 'self_declared',
        sebiRemark: null,
        sebiReviewedAt: null,
        sebiSubmittedAt: now,
      })
      .where(eq(profiles.userId, userId))
      .returning(registrationColumns);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(SEBI_NUMBER_TAKEN);
    }
    throw error;
  }
  if (!rows[0]) throw badRequest(PROFILE_PHOTO_MESSAGES.noProfile);
  return resultOf(rows[0], indiaIsoDate(now));
}

/** Clears the caller's registration: the profile is no longer SEBI-registered; clearing twice is harmless. */
export async function clearSebiRegistration(db: AppDb, userId: number): Promise<SebiRegistrationResult> {
  const [row] = await db
    .update(profiles)
    .set({
      isSebiRegistered: false,
      sebiUserType: null,
      sebiNumber: null,
      sebiValidUntil: null,
      sebiVerification: null,
      sebiRemark: null,
      sebiReviewedAt: null,
      sebiSubmittedAt: null,
    })
    .where(eq(profiles.userId, userId))
    .returning(registrationColumns);
  if (!row) throw badRequest(PROFILE_PHOTO_MESSAGES.noProfile);
  return resultOf(row, indiaIsoDate(new Date()));
}

import { type SQL, sql } from 'drizzle-orm';
import { profiles } from './users.tables.ts';

/**
 * The SEBI Registered badge as every read computes it (isSebiRegistrationCounting in SQL): the
 * profile recorded a registration compliance did not reject (a rejection turns the flag off), and
 * it has not run out: valid_until is today or later in IST. A registration lapses by itself at
 * the end of its last day; nothing has to run for the badge, the disclosures, the sebi-users
 * directory or the SEBI-only actions to stop counting it.
 */
export const sebiBadgeSql: SQL<boolean> =
  sql<boolean>`(${profiles.isSebiRegistered} and coalesce(${profiles.sebiVerification}, '') <> 'rejected' and (${profiles.sebiValidUntil} is null or ${profiles.sebiValidUntil} >= (now() at time zone 'Asia/Kolkata')::date))`.mapWith(
    Boolean,
  );

import { z } from 'zod';

/** Ids are PostgreSQL `serial` columns: nothing above 2^31 - 1 can exist, and the database refuses to compare one. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id in a JSON body, refused with `message` when it is not a whole number from 1 to
 * MAX_RECORD_ID (a larger one would reach the database as an out-of-range error, a 500).
 */
export const recordId = (message: string) =>
  z.number({ message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** The same for a path or query segment, which arrives as text. */
export const recordIdParam = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(MAX_RECORD_ID, message);

import { z } from 'zod';

/** Ids are PostgreSQL `serial` columns: nothing above 2^31 - 1 can exist, and the database refuses to compare one. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a JSON body: a whole number from 1 to MAX_RECORD_ID, refused with `message` otherwise. */
export const recordIdSchema = (message: string) =>
  z.number({ message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** The same for a path or query segment, which arrives as text; without `message`, zod's own messages. */
export const recordIdParamSchema = (message?: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** `:id` in a path, with zod's own messages. */
export const IdParamsSchema = z.object({ id: recordIdParamSchema() });

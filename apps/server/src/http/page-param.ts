import { z } from 'zod';

export const MAX_PAGE = 100_000;

/** A 1-based page number from a path or query segment; past the last page a list is simply empty. */
export const PageParam = z.coerce
  .number({ message: 'Pages start at 1' })
  .int('Pages start at 1')
  .min(1, 'Pages start at 1')
  .max(MAX_PAGE, `Pages end at ${MAX_PAGE}`);

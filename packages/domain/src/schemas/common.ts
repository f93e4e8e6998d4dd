import { z } from 'zod';
import { MAX_PAGE } from '../constants/limits.ts';

/** The answer of a call that only says what it did. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The answer of a call that created a record: its id and what was done. */
export const CreatedRecordSchema = z.object({ id: z.number(), message: z.string() });
export type CreatedRecord = z.infer<typeof CreatedRecordSchema>;

/** A 1-based page number from a path or query segment; past the last page a list is simply empty. */
export const PageParamSchema = z.coerce
  .number({ message: 'Pages start at 1' })
  .int('Pages start at 1')
  .min(1, 'Pages start at 1')
  .max(MAX_PAGE, `Pages end at ${MAX_PAGE}`);

/** A 1-based page number in a query field named `name` (page_number), its messages naming it. */
export const namedPageSchema = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a page number from 1` })
    .int(`${name} must be a page number from 1`)
    .min(1, `${name} must be a page number from 1`)
    .max(MAX_PAGE, `${name} is at most ${MAX_PAGE}`);

/** How many rows a page holds (detail_count), from 1 to `max`, its messages naming the field. */
export const detailCountSchema = (max: number, name = 'detail_count') =>
  z.coerce
    .number({ message: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/** Where a paged list is: the page, its size, how many pages and rows in all. */
export const PageInfoSchema = z.object({
  page_number: z.number().int(),
  detail_count: z.number().int(),
  total_page: z.number().int(),
  total_count: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

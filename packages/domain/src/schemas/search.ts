import { z } from 'zod';
import { MAX_SEARCH_QUERY_LENGTH } from '../constants/limits.ts';
import { GROUP_TYPES } from '../groups/constants.ts';
import { FORM_MESSAGES } from '../validation/messages.ts';
import { recordIdParamSchema } from './record-id.ts';
import { SecuritySummarySchema } from './security.ts';

/** The one search box (/search-page) and the recent searches kept per user (/recent-search). */

/** search/?q=: empty or missing text answers empty lists. */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_QUERY_LENGTH, `Search text is at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** An expert in the search answer: the cheap part of the Influencer shape. */
export const SearchExpertSchema = z.object({
  user_id: z.number(),
  profile_id: z.number(),
  name: z.string(),
  profile_image: z.string().nullable(),
  is_sebi_registered: z.boolean(),
  sebi_user_type: z.string().nullable(),
});
export type SearchExpert = z.infer<typeof SearchExpertSchema>;

/** A group in the search answer (its page depends on its type: premium groups have their own). */
export const SearchGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  group_type: z.enum(GROUP_TYPES),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

export const SearchResponseSchema = z.object({
  securities: z.array(SecuritySummarySchema),
  experts: z.array(SearchExpertSchema),
  groups: z.array(SearchGroupSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** One recent search; `created` is when it was last searched (ISO time). */
export const RecentSearchSchema = z.object({ id: z.number(), query: z.string(), created: z.string() });
export type RecentSearch = z.infer<typeof RecentSearchSchema>;

/** recent-searches/ (GET): the caller's own, newest first, at most MAX_RECENT_SEARCHES. */
export const RecentSearchListResponseSchema = z.object({ results: z.array(RecentSearchSchema) });
export type RecentSearchListResponse = z.infer<typeof RecentSearchListResponseSchema>;

/** recent-searches/ (POST): the text is trimmed; the same text (any case) moves to the top. Answers the entry. */
export const AddRecentSearchRequestSchema = z.object({
  query: z
    .string({ message: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(MAX_SEARCH_QUERY_LENGTH, `Search text is at most ${MAX_SEARCH_QUERY_LENGTH} characters`),
});
export type AddRecentSearchRequest = z.infer<typeof AddRecentSearchRequestSchema>;

/** recent-searches/:id (DELETE). */
export const RecentSearchParamsSchema = z.object({ id: recordIdParamSchema() });

import type {
  AddRecentSearchRequestSchema,
  RecentSearchListResponseSchema,
  RecentSearchParamsSchema,
  RecentSearchSchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from '../schemas/search.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

/** The search box and the caller's recent searches (docs/api.md "Search"), each declared once. */
export const SEARCH_ENDPOINTS = {
  search: endpoint<{ query: In<typeof SearchQuerySchema>; response: Out<typeof SearchResponseSchema> }>(
    'GET',
    '/api/search/',
  ),
  recentSearches: endpoint<{ response: Out<typeof RecentSearchListResponseSchema> }>(
    'GET',
    '/api/recent-searches/',
  ),
  addRecentSearch: endpoint<{
    body: In<typeof AddRecentSearchRequestSchema>;
    response: Out<typeof RecentSearchSchema>;
  }>('POST', '/api/recent-searches/'),
  removeRecentSearch: endpoint<{ params: In<typeof RecentSearchParamsSchema>; response: Message }>(
    'DELETE',
    '/api/recent-searches/:id',
  ),
  clearRecentSearches: endpoint<{ response: Message }>('DELETE', '/api/recent-searches/'),
} as const;

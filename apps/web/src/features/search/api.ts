/** The one search box (/search-page) and the recent searches kept per user (/recent-search); docs/api.md Search. */
import {
  type MessageResponse,
  type RecentSearch,
  type RecentSearchListResponse,
  SEARCH_ENDPOINTS,
  type SearchResponse,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** Securities, experts and (once they exist) groups matching the text; a newer search aborts an older one. */
export function searchEverything(text: string): Promise<SearchResponse> {
  return call(SEARCH_ENDPOINTS.search, { query: { q: text } });
}

export function fetchRecentSearches(): Promise<RecentSearchListResponse> {
  return call(SEARCH_ENDPOINTS.recentSearches, {});
}

/** Saves a search; the same text (any case) moves to the top. Answers the entry. */
export function saveRecentSearch(query: string): Promise<RecentSearch> {
  return call(SEARCH_ENDPOINTS.addRecentSearch, { body: { query }, keepPrevious: true });
}

export function removeRecentSearch(id: number): Promise<MessageResponse> {
  return call(SEARCH_ENDPOINTS.removeRecentSearch, { params: { id }, keepPrevious: true });
}

export function clearRecentSearches(): Promise<MessageResponse> {
  return call(SEARCH_ENDPOINTS.clearRecentSearches, { keepPrevious: true });
}

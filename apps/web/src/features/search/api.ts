/** The one search box (/search-page) and the recent searches kept per user (/recent-search); docs/api.md Search. */
import type { RecentSearch, RecentSearchListResponse, SearchResponse } from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/** Securities, experts and (once they exist) groups matching the text; a newer search aborts an older one. */
export function searchEverything(text: string): Promise<SearchResponse> {
  return request<SearchResponse>('api/search/', { query: { q: text } });
}

export function fetchRecentSearches(): Promise<RecentSearchListResponse> {
  return request<RecentSearchListResponse>('api/recent-searches/');
}

/** Saves a search; the same text (any case) moves to the top. Answers the entry. */
export function saveRecentSearch(query: string): Promise<RecentSearch> {
  return request<RecentSearch>('api/recent-searches/', {
    method: 'POST',
    body: { query },
    keepPrevious: true,
  });
}

export function removeRecentSearch(id: number): Promise<{ message: string }> {
  return request<{ message: string }>(`api/recent-searches/${id}`, { method: 'DELETE', keepPrevious: true });
}

export function clearRecentSearches(): Promise<{ message: string }> {
  return request<{ message: string }>('api/recent-searches/', { method: 'DELETE', keepPrevious: true });
}

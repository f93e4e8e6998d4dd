import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_RECENT_SEARCHES, type RecentSearchListResponse } from '@tradecircle/domain';
import { useSession } from '../../shared/api/use-session.ts';
import {
  clearRecentSearches,
  fetchRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
  searchEverything,
} from './api.ts';

export const searchKeys = {
  all: ['search'] as const,
  results: (text: string) => [...searchKeys.all, 'results', text] as const,
  recent: (userId: string) => [...searchKeys.all, 'recent', userId] as const,
};

/** The answer for `text` (trimmed); idle for empty text. The last answer stays while the next loads. */
export function useSearchResults(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: searchKeys.results(trimmed),
    queryFn: () => searchEverything(trimmed),
    enabled: trimmed !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery && previousQuery.queryKey[2] !== '' ? previous : undefined,
    staleTime: 30_000,
  });
}

function useRecentKey() {
  return searchKeys.recent(useSession().userId ?? '');
}

export function useRecentSearches() {
  return useQuery({ queryKey: useRecentKey(), queryFn: fetchRecentSearches });
}

/**
 * Saves a search (a submitted text or an opened result). The saved entry goes to the top of the
 * cached list at once, replacing the same text in any case, so the list is right without a re-read.
 */
export function useSaveRecentSearch() {
  const queryClient = useQueryClient();
  const key = useRecentKey();
  return useMutation({
    mutationFn: (text: string) => saveRecentSearch(text.trim()),
    onSuccess: (saved) => {
      queryClient.setQueryData<RecentSearchListResponse>(key, (list) =>
        list
          ? {
              results: [
                saved,
                ...list.results.filter(
                  (entry) => entry.id !== saved.id && entry.query.toLowerCase() !== saved.query.toLowerCase(),
                ),
              ].slice(0, MAX_RECENT_SEARCHES),
            }
          : list,
      );
    },
  });
}

/** Removes one entry from the list at once; a failure puts the list back as the server has it. */
export function useRemoveRecentSearch() {
  const queryClient = useQueryClient();
  const key = useRecentKey();
  return useMutation({
    mutationFn: removeRecentSearch,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<RecentSearchListResponse>(key, (list) =>
        list ? { results: list.results.filter((entry) => entry.id !== id) } : list,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useClearRecentSearches() {
  const queryClient = useQueryClient();
  const key = useRecentKey();
  return useMutation({
    mutationFn: clearRecentSearches,
    onSuccess: () => queryClient.setQueryData<RecentSearchListResponse>(key, { results: [] }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

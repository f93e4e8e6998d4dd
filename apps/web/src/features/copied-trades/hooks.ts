import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCopiedTrades } from './api.ts';
import { type CopiedTradesFilters, copiedTradeKeys } from './query-keys.ts';

/** A page of copied trades; the last page stays on screen while the next (or a new filter) loads. */
export function useCopiedTrades(filters: CopiedTradesFilters) {
  return useQuery({
    queryKey: copiedTradeKeys.list(filters),
    queryFn: ({ signal }) => fetchCopiedTrades(filters, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tradeKeys } from '../hooks.ts';
import { fetchTradeReportList } from './api.ts';

/** Under the trade lists' key, so posting, deleting or saving a trade refreshes it too. */
export const tradeReportKeys = {
  page: (page: number) => [...tradeKeys.lists(), 'reports', page] as const,
};

/** One page of downloadable reports; the previous page stays on screen while the next loads. */
export function useTradeReportList(page: number) {
  return useQuery({
    queryKey: tradeReportKeys.page(page),
    queryFn: ({ signal }) => fetchTradeReportList(page, signal),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ChartRange } from '@tradecircle/domain';
import { useIsLoggedIn, useSession } from '../../../shared/api/use-session.ts';
import { fetchPriceSeries, fetchSecurityInfo, securityKeys } from '../api.ts';

/** security-info for the route's '{SYMBOL}-{EXCHANGE}'; logged-in users also get their watchlist flag. */
export function useSecurityInfo(query: string) {
  const userId = useSession().userId;
  const forUser = useIsLoggedIn() ? userId : null;
  return useQuery({
    queryKey: securityKeys.info(query, forUser),
    queryFn: ({ signal }) => fetchSecurityInfo(query, forUser, signal),
  });
}

/** Bars for one chart range, oldest first. Shared by the chart and (for 1Y) the summary and technicals. */
export function usePriceSeries(id: number | undefined, range: ChartRange) {
  return useQuery({
    queryKey: securityKeys.series(id ?? 0, range),
    queryFn: ({ signal }) => fetchPriceSeries(id as number, range, signal),
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}

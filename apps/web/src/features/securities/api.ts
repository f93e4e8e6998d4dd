/** The security calls of trades.md §7, typed as the server answers them. */
import {
  CHART_RANGE_FILTERS,
  type ChartRange,
  MARKET_ENDPOINTS,
  SECURITY_ENDPOINTS,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export const securityKeys = {
  all: ['securities'] as const,
  info: (query: string, userId: string | null) => [...securityKeys.all, 'info', query, userId] as const,
  series: (id: number, range: ChartRange) => [...securityKeys.all, 'series', id, range] as const,
};

/** `query` is '{SYMBOL or name}-{NSE|BSE}' as in the route; user_id tells the watchlist flag. */
export function fetchSecurityInfo(query: string, userId: string | null, signal?: AbortSignal) {
  return call(SECURITY_ENDPOINTS.securityInfo, {
    params: { query },
    query: { user_id: userId },
    auth: 'optional',
    // The page and a prefetch may ask for different securities at once.
    keepPrevious: true,
    signal,
  });
}

export async function fetchPriceSeries(id: number, range: ChartRange, signal?: AbortSignal) {
  const answer = await call(MARKET_ENDPOINTS.priceSeries, {
    query: { stock_id: id, filters: CHART_RANGE_FILTERS[range] },
    auth: 'optional',
    // The chart's range and the 1Y history for the summary and technicals load side by side.
    abortKey: `time-series ${range}`,
    signal,
  });
  return answer.time_series;
}
